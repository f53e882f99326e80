/**
 * The one jest setup of every front-end package: swc for TypeScript/TSX, jsdom with Node's own
 * fetch globals (msw needs them), CSS stubbed.
 */
const os = require('node:os');
const path = require('node:path');

const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** @param {string} rootDir the package folder */
function frontendJestConfig(rootDir) {
  return {
    rootDir,
    testEnvironment: 'jest-fixed-jsdom',
    testEnvironmentOptions: { customExportConditions: [''] },
    transform: { '^.+\\.[cm]?[jt]sx?$': swcTransform },
    // ESM-only packages that must be transpiled for jest
    transformIgnorePatterns: ['/node_modules/(?!(until-async|@?msw|@mswjs|@bundled-es-modules|js-cookie|rettime|@open-draft|typebox)/)'],
    moduleNameMapper: {
      // @ant-design/icons 6.3's CommonJS build requires the ESM file @ant-design/colors/es/generate
      '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
      // antd parts imported by file (antd/es/button) are the CommonJS files of the same modules in jest
      '^antd/es/(.*)$': 'antd/lib/$1',
      // icon drawings imported by file (the sign-in pages' plain icons), likewise
      '^@ant-design/icons-svg/es/(.*)$': '@ant-design/icons-svg/lib/$1',
      // the browser build, as webpack bundles it (the node build encodes multipart with a Node-only FormData)
      '^axios$': require.resolve('axios/dist/browser/axios.cjs'),
      '\\.(css|less)$': 'identity-obj-proxy',
      '\\.(png|jpe?g|gif|svg|webp)$': path.join(__dirname, 'fileStub.js'),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'jestSetup.ts')],
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/build/**/*.test.{ts,tsx}'],
    testTimeout: 20000,
    // every core: jest's default leaves one free, which on a 2-core machine runs the slow antd
    // screen tests one file at a time (npm test runs one package at a time anyway)
    maxWorkers: os.availableParallelism(),
  };
}

module.exports = { frontendJestConfig, swcTransform };

/** Server tests: node environment, swc for TypeScript; ES-module-only dependencies (typebox, content-disposition) are transpiled too. */
// PGlite's CommonJS build loads Node built-ins with import(), which jest allows only with
// --experimental-vm-modules (set by the test script).
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: {
    '^.+\\.[cm]?[jt]s$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(.*/node_modules/)?(typebox|content-disposition|cookie)/)'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  testTimeout: 30000,
};
module.exports.moduleNameMapper = {
  // the server imports only types from shared; tests compare its copied constants with the real ones
  '^@pcf/shared/contracts$': '<rootDir>/../shared/src/contracts/index.ts',
};

const path = require('node:path');
const config = require('@pcf/shared/jest').frontendJestConfig(__dirname);

// @ant-design/icons 6.3.4's CommonJS build requires the ESM file @ant-design/colors/es/generate
config.moduleNameMapper = { '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1', ...config.moduleNameMapper };
config.setupFilesAfterEnv = [...config.setupFilesAfterEnv, path.join(__dirname, 'src/testing/browserGaps.ts')];

module.exports = config;

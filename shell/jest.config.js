const config = require('@pcf/shared/jest').frontendJestConfig(__dirname);

// the shell imports icons by file (src/icons.ts); jest runs the CommonJS build of the same files
config.moduleNameMapper = { '^@ant-design/icons/es/(.*)$': '@ant-design/icons/lib/$1', ...config.moduleNameMapper };

module.exports = config;

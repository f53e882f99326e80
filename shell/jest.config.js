module.exports = require('@pcf/shared/jest').frontendJestConfig(__dirname);

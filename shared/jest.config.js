module.exports = require('./build/jestPreset.js').frontendJestConfig(__dirname);

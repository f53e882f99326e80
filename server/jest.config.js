/** Server tests: node environment, swc for TypeScript; ES-module-only dependencies (typebox, content-disposition, file-type and its tokenizers) are transpiled too. */
// PGlite's CommonJS build loads Node built-ins with import(), which jest allows only with
// --experimental-vm-modules (set by the test script).
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: {
    '^.+\\.[cm]?[jt]s$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: [
    '/node_modules/(?!(.*/node_modules/)?(typebox|content-disposition|cookie|file-type|strtok3|token-types|uint8array-extras|@tokenizer|@borewit)/)',
  ],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  testTimeout: 30000,
  // one migrated and seeded database per run, copied per test file (src/testing/databaseTemplates.ts)
  globalSetup: '<rootDir>/src/testing/globalSetup.ts',
  globalTeardown: '<rootDir>/src/testing/globalTeardown.ts',
};
module.exports.moduleNameMapper = {
  // the server imports the contracts at run time (the build compiles them into dist/node_modules)
  '^@pcf/shared/contracts$': '<rootDir>/../shared/src/contracts/index.ts',
  // file-type exports only `import` and `module-sync` conditions, which jest's resolver does not use;
  // Node 20.19+ itself loads it through require(esm) (the module-sync entry is this same file)
  '^file-type$': '<rootDir>/../node_modules/file-type/index.js',
};

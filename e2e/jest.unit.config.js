/** Unit tests of the harness and benchmark helpers (no browser, no server). */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.[cm]?[jt]s$': require('./jest.swc.js') },
  // the contracts' TypeBox ships as ES modules only
  transformIgnorePatterns: ['/node_modules/(?!typebox/)'],
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/bench/**/*.test.ts'],
};

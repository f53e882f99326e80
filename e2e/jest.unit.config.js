/** Unit tests of the harness and benchmark helpers (no browser, no server). */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': require('./jest.swc.js') },
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/bench/**/*.test.ts'],
};

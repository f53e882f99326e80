/**
 * Browser tests against the real built server. Nothing is built here: `npm run e2e` at the root
 * builds first. The long timeouts cover a cold start of the server and of Chromium on 2 shared cores.
 * Two files run at a time (`npm run e2e`): a file mostly waits on the browser and its own server
 * (each starts one on a database of its own), so one at a time left a core idle.
 */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.[cm]?[jt]s$': require('./jest.swc.js') },
  // the contracts' TypeBox ships as ES modules only
  transformIgnorePatterns: ['/node_modules/(?!typebox/)'],
  testMatch: ['<rootDir>/tests/**/*.e2e.ts'],
  globalSetup: '<rootDir>/tests/globalSetup.ts',
  globalTeardown: '<rootDir>/tests/globalTeardown.ts',
  testTimeout: 120000,
  slowTestThreshold: 30,
};

/**
 * The front ends' and the harness's tests in one jest run (`npm run test:frontends`): one pool of
 * workers over every package's files, so no core waits at the end of a package for its slowest file
 * (run package by package, that tail idled one of the two cores in each of nine runs). Each package
 * keeps its own config, used here as it is; `npm test -w <package>` still runs one package. The
 * server runs apart (its global set-up makes the database templates).
 */
const os = require('node:os');

const PACKAGES = ['shared', 'shell', 'mf-acquisition', 'mf-accounting', 'mf-analysis', 'mf-database', 'mf-supplychain', 'mf-system'];

/** A package's own config as a project: the worker count is the run's, not a project's. */
function project(configFile, displayName) {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- maxWorkers is taken out, not used
  const { maxWorkers, ...config } = require(configFile);
  return { ...config, displayName };
}

module.exports = {
  projects: [...PACKAGES.map((name) => project(`./${name}/jest.config.js`, name)), project('./e2e/jest.unit.config.js', 'e2e')],
  maxWorkers: os.availableParallelism(),
};

/** Where the built pieces of the repository are, wherever the e2e package is run from. */
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');
export const serverMain = path.join(repoRoot, 'server', 'dist', 'main.js');
/** Artifacts of a run (server logs, screenshots of failures); gitignored at the root. */
export const artifactsDir = path.join(repoRoot, '.e2e-artifacts');

/**
 * A throw-away copy of the built front end for the "remote removed" case: the real dist folders
 * are never touched.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTES } from './contracts';
import { repoRoot } from './repo';

export interface StaticRootCopy {
  root: string;
  /** Deploys the missing remote's dist into the copy, as a team deploying its module alone would. */
  deployMissing(): void;
  remove(): void;
}

/** Copies shell/dist and every remote's dist except `missingRemoteDir` (e.g. 'mf-accounting'). */
export function copyStaticRootWithout(missingRemoteDir: string, sourceRoot: string = repoRoot): StaticRootCopy {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pcf-e2e-static-'));
  const folders = ['shell', ...Object.values(REMOTES).map((remote) => remote.dir)];
  for (const folder of folders) {
    const dist = path.join(sourceRoot, folder, 'dist');
    if (folder === missingRemoteDir || !fs.existsSync(dist)) continue;
    fs.cpSync(dist, path.join(root, folder, 'dist'), { recursive: true });
  }
  return {
    root,
    deployMissing: () =>
      fs.cpSync(path.join(sourceRoot, missingRemoteDir, 'dist'), path.join(root, missingRemoteDir, 'dist'), { recursive: true }),
    remove: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}

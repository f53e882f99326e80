import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyStaticRootWithout } from './staticRoot';

function fakeBuiltRepo(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pcf-fake-repo-'));
  for (const folder of ['shell', 'mf-accounting', 'mf-system']) {
    fs.mkdirSync(path.join(root, folder, 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, folder, 'dist', 'remoteEntry.js'), `/* ${folder} */`);
  }
  fs.mkdirSync(path.join(root, 'mf-system', 'src'), { recursive: true });
  fs.writeFileSync(path.join(root, 'mf-system', 'src', 'routes.tsx'), 'source');
  return root;
}

describe('copyStaticRootWithout', () => {
  it('copies every dist except the removed remote and leaves the source untouched', () => {
    const source = fakeBuiltRepo();
    const copy = copyStaticRootWithout('mf-accounting', source);
    try {
      expect(fs.existsSync(path.join(copy.root, 'shell', 'dist', 'remoteEntry.js'))).toBe(true);
      expect(fs.existsSync(path.join(copy.root, 'mf-system', 'dist', 'remoteEntry.js'))).toBe(true);
      expect(fs.existsSync(path.join(copy.root, 'mf-accounting'))).toBe(false);
      expect(fs.existsSync(path.join(copy.root, 'mf-system', 'src'))).toBe(false);
      expect(fs.existsSync(path.join(source, 'mf-accounting', 'dist', 'remoteEntry.js'))).toBe(true);
    } finally {
      copy.remove();
      fs.rmSync(source, { recursive: true, force: true });
    }
    expect(fs.existsSync(copy.root)).toBe(false);
  });

  it('deploys the removed remote into the copy on demand', () => {
    const source = fakeBuiltRepo();
    const copy = copyStaticRootWithout('mf-accounting', source);
    try {
      copy.deployMissing();
      expect(fs.readFileSync(path.join(copy.root, 'mf-accounting', 'dist', 'remoteEntry.js'), 'utf8')).toBe('/* mf-accounting */');
    } finally {
      copy.remove();
      fs.rmSync(source, { recursive: true, force: true });
    }
  });
});

import fs from 'node:fs';
import path from 'node:path';
import * as sharedReactRouter from './sharedReactRouter';

const repoRoot = path.resolve(__dirname, '../../..');
const FRONT_END_SOURCES = [
  'shell',
  'shared',
  'mf-acquisition',
  'mf-accounting',
  'mf-analysis',
  'mf-database',
  'mf-supplychain',
  'mf-system',
].map((pkg) => path.join(repoRoot, pkg, 'src'));

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Value names imported from 'react-router-dom' (type-only imports vanish in the build). */
function importedRouterNames(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router-dom'/g)) {
    if (match[1]) continue;
    for (const specifier of match[2].split(',')) {
      const name = specifier.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

describe('the shared react-router-dom subset', () => {
  it('provides every name the front-end sources import from react-router-dom', () => {
    const missing = FRONT_END_SOURCES.flatMap(sourceFiles).flatMap((file) =>
      importedRouterNames(fs.readFileSync(file, 'utf8'))
        .filter((name) => !(name in sharedReactRouter))
        .map((name) => `${path.relative(repoRoot, file)}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('provides no namespace or default import that would bypass the subset', () => {
    const wholesale = FRONT_END_SOURCES.flatMap(sourceFiles).filter((file) =>
      /import\s+(\*\s+as\s+\w+|\w+)\s+from\s+'react-router-dom'/.test(fs.readFileSync(file, 'utf8')),
    );
    expect(wholesale).toEqual([]);
  });

  it('re-exports working router parts, not undefined', () => {
    // components made with forwardRef (Link, NavLink) are objects
    for (const [name, value] of Object.entries(sharedReactRouter))
      expect([name, value === undefined || value === null]).toEqual([name, false]);
  });
});

/**
 * The static import graph of a package's own sources, for tests that guard what a page downloads:
 * which outside modules are reached from an entry through plain `import` (a dynamic `import()` is
 * its own chunk, loaded later, and is not followed; `import type` vanishes in the build).
 */
import fs from 'node:fs';
import path from 'node:path';

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
const STATIC_IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?'([^']+)'/gm;

function resolveLocal(fromFile: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(fromFile), specifier);
  if (fs.existsSync(base) && fs.statSync(base).isFile()) return base;
  for (const extension of EXTENSIONS) if (fs.existsSync(base + extension)) return base + extension;
  return null;
}

export interface ImportReach {
  /** Outside module -> the first local file found importing it. */
  packages: Map<string, string>;
  files: Set<string>;
}

/** Follows relative imports from the entries; collects every bare specifier reached. */
export function staticImportReach(entries: string[]): ImportReach {
  const packages = new Map<string, string>();
  const files = new Set<string>();
  const pending = [...entries];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    for (const match of fs.readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (match[1]) continue;
      const specifier = match[2];
      if (specifier.startsWith('.')) {
        const local = resolveLocal(file, specifier);
        if (local && /\.tsx?$/.test(local)) pending.push(local);
      } else if (!packages.has(specifier)) {
        packages.set(specifier, file);
      }
    }
  }
  return { packages, files };
}

/** Outside modules that load antd whole (the shared singleton) or the antd-built shared components. */
export function wholeAntdImports(reach: ImportReach): string[] {
  return [...reach.packages]
    .filter(([specifier]) => specifier === 'antd' || specifier === '@ant-design/icons' || specifier === '@pcf/shared/ui')
    .map(([specifier, file]) => `${specifier} (from ${file})`);
}

/** Outside modules of antd in any form: the whole library, its parts by file, its icons and rc components. */
export function anyAntdImports(reach: ImportReach): string[] {
  return [...reach.packages]
    .filter(([specifier]) => /^(antd|@ant-design\/(icons|cssinjs)|@rc-component\/|@pcf\/shared\/ui)(\/|$)/.test(specifier))
    .map(([specifier, file]) => `${specifier} (from ${file})`);
}

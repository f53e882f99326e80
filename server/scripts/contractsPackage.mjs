/**
 * The server imports @pcf/shared/contracts at run time. `tsc -p tsconfig.contracts.json` compiles
 * them to dist/node_modules/@pcf/shared/contracts; this writes the package.json beside them, so
 * that Node, resolving the name from any file under dist/, finds the compiled JS there (the
 * workspace package itself exports only TypeScript source).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const target = fileURLToPath(new URL('../dist/node_modules/@pcf/shared/package.json', import.meta.url));
const manifest = {
  name: '@pcf/shared',
  private: true,
  type: 'commonjs',
  exports: { './contracts': { types: './contracts/index.d.ts', default: './contracts/index.js' } },
};
writeFileSync(target, `${JSON.stringify(manifest, null, 2)}\n`);

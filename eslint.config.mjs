// The one ESLint configuration of the monorepo. Besides the usual TypeScript and React rules it
// enforces the architecture of ARCHITECTURE.md and DEVELOPERS.md: the import boundaries between
// packages and layers, the order of the server's areas, and no import cycles.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { serverAreaZones } from './scripts/lint/serverAreas.mjs';

const REMOTES = ['mf-acquisition', 'mf-accounting', 'mf-analysis', 'mf-database', 'mf-supplychain', 'mf-system'];

/** A remote reaches another remote or the shell only through the shell's runtime, never by import. */
const remoteZones = REMOTES.map((remote) => ({
  target: `./${remote}`,
  from: ['./shell', ...REMOTES.filter((other) => other !== remote).map((other) => `./${other}`)],
  message: 'A remote imports only @pcf/shared and its own files (ARCHITECTURE.md: remotes are independent).',
}));

const layerZones = [
  ...remoteZones,
  {
    target: './shared',
    from: ['./shell', ...REMOTES.map((remote) => `./${remote}`), './server', './e2e'],
    message: '@pcf/shared is the bottom layer of the front end: it imports no package that uses it.',
  },
  {
    target: './shell',
    from: [...REMOTES.map((remote) => `./${remote}`), './server'],
    message: 'The shell loads remotes at run time (GET /api/remotes), never by import.',
  },
  {
    target: './server/src/footprint/engine',
    from: ['./server/src/db', './server/src/areas', './server/src/http'],
    message: 'The footprint engine is pure: no database, no area, no HTTP.',
  },
  {
    target: './server/src/db',
    from: ['./server/src/areas', './server/src/http', './server/src/app.ts'],
    message: 'The db layer imports nothing from areas or HTTP; move what both need below them.',
  },
  {
    // the areas' code, not their tests (which may use the seeded demo company and the gathered seed)
    target: './server/src/areas/*/**/!(*.test|*.fixture).ts',
    from: './server/src/seed',
    message:
      "An area declares its first-start rows in its seed.ts and never imports server/src/seed, which gathers every area's; what it needs of the gathered set is passed in by areas/index.ts.",
  },
  ...serverAreaZones(),
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', 'data/**', '.e2e-artifacts/**', '.ci/results/**', 'server/drizzle/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node, ...globals.jest },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['tsconfig.base.json', '*/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);

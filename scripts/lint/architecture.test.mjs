// Proves that the lint configuration still refuses what the architecture forbids: a rule that
// silently stopped matching (a renamed folder, a resolver that no longer resolves) fails here.
// Run by `npm run lint` with node's test runner.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { serverAreaOrder } from './serverAreas.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: ROOT });

/** The rule ids ESLint reports for `code` as if it were the file at `file` (relative to the root). */
async function ruleIdsOf(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.map((message) => message.ruleId);
}

test('a remote importing another remote is refused', async () => {
  const ids = await ruleIdsOf('mf-system/src/pages/Probe/index.ts', "export { default } from '../../../../mf-database/src/routes';\n");
  assert.ok(ids.includes('import-x/no-restricted-paths'), `got ${ids}`);
});

test('a remote importing the shell is refused', async () => {
  const ids = await ruleIdsOf('mf-analysis/src/probe.ts', "export * from '../../shell/src/store';\n");
  assert.ok(ids.includes('import-x/no-restricted-paths'), `got ${ids}`);
});

test('shared importing the shell is refused', async () => {
  const ids = await ruleIdsOf('shared/src/probe.ts', "export * from '../../shell/src/store';\n");
  assert.ok(ids.includes('import-x/no-restricted-paths'), `got ${ids}`);
});

test('the db layer importing an area is refused', async () => {
  const ids = await ruleIdsOf('server/src/db/probe.ts', "export * from '../areas/health/routes';\n");
  assert.ok(ids.includes('import-x/no-restricted-paths'), `got ${ids}`);
});

test("an area's code importing server/src/seed is refused, its test allowed", async () => {
  const probe = "export { OBJECT_REGISTRY } from '../../../seed/objectRegistry';\n";
  const code = await ruleIdsOf('server/src/areas/metadata/admin/probe.ts', probe);
  assert.ok(code.includes('import-x/no-restricted-paths'), `got ${code}`);
  const testFile = await ruleIdsOf('server/src/areas/metadata/admin/probe.test.ts', probe);
  assert.ok(!testFile.includes('import-x/no-restricted-paths'), `got ${testFile}`);
});

test('the footprint engine importing the db is refused', async () => {
  const ids = await ruleIdsOf('server/src/footprint/engine/probe.ts', "export * from '../../db/connection';\n");
  assert.ok(ids.includes('import-x/no-restricted-paths'), `got ${ids}`);
});

test('an area importing a later area in the order is refused, an earlier one allowed', async () => {
  const order = serverAreaOrder();
  assert.ok(order.length >= 2, 'the server areas are listed in order');
  const [lower, higher] = [order[0], order[order.length - 1]];
  const upward = await ruleIdsOf(`server/src/areas/${lower}/probe.ts`, `export * from '../${higher}/routes';\n`);
  assert.ok(upward.includes('import-x/no-restricted-paths'), `${lower} -> ${higher}: got ${upward}`);
  const downward = await ruleIdsOf(`server/src/areas/${higher}/probe.ts`, `export * from '../${lower}/routes';\n`);
  assert.ok(!downward.includes('import-x/no-restricted-paths'), `${higher} -> ${lower}: got ${downward}`);
});

test('an import cycle between two files is refused', async () => {
  const folder = fs.mkdtempSync(path.join(ROOT, 'server/src/.lint-probe-'));
  try {
    fs.writeFileSync(path.join(folder, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
    fs.writeFileSync(path.join(folder, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
    const [result] = await eslint.lintFiles([path.join(folder, 'a.ts')]);
    const ids = result.messages.map((message) => message.ruleId);
    assert.ok(ids.includes('import-x/no-cycle'), `got ${ids}`);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

const readJson = (file) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));

test("npm run typecheck covers every workspace's sources with the workspace's own options", () => {
  const { workspaces, scripts } = readJson('package.json');
  const frontends = readJson('tsconfig.frontends.json');
  assert.equal(frontends.extends, './tsconfig.base.json');
  for (const workspace of workspaces) {
    if (workspace === 'server' || workspace === 'e2e') {
      assert.ok(scripts.typecheck.includes(`tsc -p ${workspace}/tsconfig.json`), `${workspace} is not in the typecheck script`);
      continue;
    }
    // a workspace with options of its own would be checked under the shared program's instead
    const own = readJson(`${workspace}/tsconfig.json`);
    assert.deepEqual(Object.keys(own).sort(), ['extends', 'include'], `${workspace}/tsconfig.json`);
    assert.equal(own.extends, '../tsconfig.base.json');
    for (const part of own.include) assert.ok(frontends.include.includes(`${workspace}/${part}`), `${workspace}/${part} is not checked`);
  }
  assert.ok(scripts.typecheck.includes('tsc -p tsconfig.frontends.json'));
});

// The commit that brought lint in; older subjects predate the rule.
const SUBJECT_RULE_SINCE = 'ac5caf8';

test('every commit since the rule has a subject of at most 72 characters', async (context) => {
  const { execFileSync } = await import('node:child_process');
  let subjects;
  try {
    subjects = execFileSync('git', ['log', '--no-merges', '--format=%s', `${SUBJECT_RULE_SINCE}^..HEAD`], { cwd: ROOT, encoding: 'utf8' });
  } catch {
    context.skip('no git history here (an archive or a shallow clone)');
    return;
  }
  const long = subjects.split('\n').filter((subject) => subject.length > 72);
  assert.deepEqual(long, []);
});

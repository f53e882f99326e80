import path from 'node:path';
import { anyAntdImports, staticImportReach, wholeAntdImports } from '@pcf/shared/build/importGraph';

const src = path.resolve(__dirname, '..');
/** What the sign-in pages load: the entry and each sign-in page's own chunk. */
const SIGN_IN_ENTRIES = ['index.ts', 'pages/Login/index.tsx', 'pages/Login1/index.tsx', 'pages/Login2/index.tsx'];
/** What the other public pages load besides: their chunks and the antd providers around them. */
const PUBLIC_ENTRIES = [
  ...SIGN_IN_ENTRIES,
  'router/ThemedArea.tsx',
  'pages/ForgotPassword/index.tsx',
  'pages/Register/index.tsx',
  'pages/ProcessImage/index.tsx',
  'pages/NotFound/index.tsx',
  'pages/ReportVerify/index.tsx',
];

describe('the public pages', () => {
  it('sign in without antd at all: no antd part, icon component or antd provider', () => {
    const reach = staticImportReach(SIGN_IN_ENTRIES.map((entry) => path.join(src, entry)));
    expect(anyAntdImports(reach)).toEqual([]);
  });

  it('use antd by file (src/antdParts.ts), never the whole shared antd, the icons package or @pcf/shared/ui', () => {
    const reach = staticImportReach(PUBLIC_ENTRIES.map((entry) => path.join(src, entry)));
    expect(wholeAntdImports(reach)).toEqual([]);
  });

  it('leave the signed-in layout, which uses antd whole, to a lazily loaded chunk', () => {
    const reach = staticImportReach([path.join(src, 'index.ts')]);
    expect([...reach.files].some((file) => file.includes(`${path.sep}layout${path.sep}ShellLayout`))).toBe(false);
  });
});

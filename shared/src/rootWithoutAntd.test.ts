import path from 'node:path';
import { staticImportReach, wholeAntdImports } from '../build/importGraph';

describe('the @pcf/shared package root', () => {
  it('reaches no antd, icons package or @pcf/shared/ui, so the sign-in page can load it without antd', () => {
    const reach = staticImportReach([path.join(__dirname, 'index.ts')]);
    expect(reach.files.size).toBeGreaterThan(10);
    expect(wholeAntdImports(reach)).toEqual([]);
  });

  it('would notice a component built on antd', () => {
    const reach = staticImportReach([path.join(__dirname, 'ui.ts')]);
    expect(wholeAntdImports(reach).some((line) => line.startsWith('antd '))).toBe(true);
  });
});

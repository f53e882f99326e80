import path from 'node:path';
import { anyAntdImports, staticImportReach, wholeAntdImports } from '../build/importGraph';

describe('the @pcf/shared package root', () => {
  it('reaches no part of antd (not even its locales), its icons or @pcf/shared/ui: the sign-in page loads it whole', () => {
    const reach = staticImportReach([path.join(__dirname, 'index.ts')]);
    expect(reach.files.size).toBeGreaterThan(10);
    expect(anyAntdImports(reach)).toEqual([]);
  });

  it('would notice a component built on antd', () => {
    const reach = staticImportReach([path.join(__dirname, 'ui.ts')]);
    expect(wholeAntdImports(reach).some((line) => line.startsWith('antd '))).toBe(true);
  });
});

import { itemKey, itemPathsOf, itemResolver } from './itemPaths';

const NODES = [
  { id: 1, pid: 0, name: '原材料获取' },
  { id: 2, pid: 1, name: '辅材' },
  { id: 3, pid: 2, name: ' 光伏玻璃 ' },
  { id: 4, pid: 2, name: 'EVA/POE胶膜' },
  { id: 5, pid: 0, name: '使用' },
  { id: 6, pid: 5, name: '检测' },
  { id: 7, pid: 0, name: '废弃处置' },
  { id: 8, pid: 7, name: '检测' },
  // a root named like a child elsewhere: its path is its name
  { id: 9, pid: 0, name: '辅材' },
];

describe('directory item paths', () => {
  it('joins the names from the root with " > ", parents before children, in the given order', () => {
    expect(itemPathsOf(NODES).map((p) => [p.id, p.path])).toEqual([
      [1, '原材料获取'],
      [2, '原材料获取 > 辅材'],
      [3, '原材料获取 > 辅材 > 光伏玻璃'],
      [4, '原材料获取 > 辅材 > EVA/POE胶膜'],
      [5, '使用'],
      [6, '使用 > 检测'],
      [7, '废弃处置'],
      [8, '废弃处置 > 检测'],
      [9, '辅材'],
    ]);
  });

  it('leaves out nodes whose parent chain never reaches the root', () => {
    expect(
      itemPathsOf([
        { id: 1, pid: 2, name: 'a' },
        { id: 2, pid: 1, name: 'b' },
        { id: 3, pid: 0, name: 'c' },
      ]).map((p) => p.path),
    ).toEqual(['c']);
  });

  it('compares paths and names as NFKC, in any case, with any spacing around ">"', () => {
    expect(itemKey(' 原材料获取>辅材 ＞  光伏玻璃 ')).toBe(itemKey('原材料获取 > 辅材 > 光伏玻璃'));
    expect(itemKey('eva/poe胶膜')).toBe(itemKey('EVA/POE胶膜'));
  });

  it('finds an item by its path, else by a name only one item has; a path wins over a name', () => {
    const find = itemResolver(itemPathsOf(NODES));
    expect(find('原材料获取>辅材>光伏玻璃')).toEqual({ kind: 'found', id: 3 });
    expect(find('光伏玻璃')).toEqual({ kind: 'found', id: 3 });
    expect(find('eva/poe胶膜')).toEqual({ kind: 'found', id: 4 });
    expect(find('辅材')).toEqual({ kind: 'found', id: 9 });
    expect(find('检测')).toEqual({ kind: 'ambiguous', paths: ['使用 > 检测', '废弃处置 > 检测'] });
    expect(find('使用 > 检测')).toEqual({ kind: 'found', id: 6 });
    expect(find('月球')).toEqual({ kind: 'unknown' });
  });
});

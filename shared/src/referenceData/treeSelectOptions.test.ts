import { treePaths, treeSelectOptions } from './treeSelectOptions';

const directory = [
  { id: 1, name: '能源', children: [{ id: 2, name: '电力', children: [] }] },
  { id: 3, name: '原材料', list: [{ id: 4, name: '光伏玻璃' }] },
];

describe('a server tree as TreeSelect options', () => {
  it('names each node by its id and name, from children or list, a node without children being a leaf', () => {
    expect(treeSelectOptions(directory)).toEqual([
      { value: 1, title: '能源', children: [{ value: 2, title: '电力' }] },
      { value: 3, title: '原材料', children: [{ value: 4, title: '光伏玻璃' }] },
    ]);
  });

  it('gives each node its path from the root', () => {
    const paths = treePaths(directory);
    expect(paths.get(2)).toBe('能源 / 电力');
    expect(paths.get(4)).toBe('原材料 / 光伏玻璃');
    expect(paths.get(9)).toBeUndefined();
  });
});

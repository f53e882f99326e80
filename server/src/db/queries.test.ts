import { containsPattern, escapeLike, pageWindow } from './queries';

describe('escapeLike and containsPattern', () => {
  it('makes %, _ and the escape character match themselves', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
    expect(containsPattern('a_b')).toBe('%a\\_b%');
  });
});

describe('pageWindow', () => {
  it('starts at page 1 with 10 rows unless asked otherwise', () => {
    expect(pageWindow({}, 100)).toEqual({ pageNum: 1, pageSize: 10, limit: 10, offset: 0 });
    expect(pageWindow({}, 100, 20)).toMatchObject({ pageSize: 20 });
  });

  it('keeps the size within 1..max and the page from 1', () => {
    expect(pageWindow({ pageNum: 3, pageSize: 500 }, 100)).toEqual({ pageNum: 3, pageSize: 100, limit: 100, offset: 200 });
    expect(pageWindow({ pageNum: 0, pageSize: 0 }, 100)).toEqual({ pageNum: 1, pageSize: 1, limit: 1, offset: 0 });
  });
});

import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError } from '../http/errors';
import { usePagedList, type Page, type PageQuery } from './usePagedList';

/** A server list of `count` rows (numbers), paged as the lists' endpoints page them. */
const serverOf = (count: () => number) => {
  const asked: PageQuery[] = [];
  const read = (page: PageQuery) => {
    asked.push(page);
    const rows = Array.from({ length: count() }, (_, i) => i + 1).slice((page.pageNum - 1) * page.pageSize, page.pageNum * page.pageSize);
    return Promise.resolve({ rows, total: count() });
  };
  return { asked, read };
};

describe('usePagedList', () => {
  it('asks for the page chosen, and starts again at page 1 with a new key or a new size', async () => {
    const server = serverOf(() => 25);
    const { result, rerender } = renderHook(({ filter }) => usePagedList(server.read, { key: filter }), {
      initialProps: { filter: 'all' },
    });
    await waitFor(() => expect(result.current.load.status).toBe('ready'));
    act(() => result.current.setPaging(3, 10));
    await waitFor(() => expect(result.current.load).toEqual({ status: 'ready', data: { rows: [21, 22, 23, 24, 25], total: 25 } }));
    rerender({ filter: 'created' });
    await waitFor(() => expect(server.asked.at(-1)).toEqual({ pageNum: 1, pageSize: 10 }));
    act(() => result.current.setPaging(2, 10));
    act(() => result.current.setPaging(2, 20));
    await waitFor(() => expect(server.asked.at(-1)).toEqual({ pageNum: 1, pageSize: 20 }));
  });

  it('moves back to the last page when the rows of the page shown are gone', async () => {
    let count = 21;
    const server = serverOf(() => count);
    const { result } = renderHook(() => usePagedList(server.read, { key: 'all' }));
    await waitFor(() => expect(result.current.load.status).toBe('ready'));
    act(() => result.current.setPaging(3, 10));
    await waitFor(() => expect(result.current.load).toEqual({ status: 'ready', data: { rows: [21], total: 21 } }));
    count = 20;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.pageNum).toBe(2));
    await waitFor(() =>
      expect(result.current.load).toEqual({ status: 'ready', data: { rows: [11, 12, 13, 14, 15, 16, 17, 18, 19, 20], total: 20 } }),
    );
  });

  it('sends the filters searched, again when searched again, and starts again at page 1', async () => {
    const asked: (PageQuery & { text?: string })[] = [];
    const read = (query: PageQuery & { text?: string }) => {
      asked.push(query);
      return Promise.resolve({ rows: [query.text ?? 'all'], total: 30 });
    };
    const { result } = renderHook(() => usePagedList(read, { filters: {} as { text?: string } }));
    await waitFor(() => expect(result.current.load.status).toBe('ready'));
    act(() => result.current.setPaging(2, 10));
    await waitFor(() => expect(asked).toHaveLength(2));
    act(() => result.current.search({ text: 'boiler' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ text: 'boiler', pageNum: 1, pageSize: 10 }));
    act(() => result.current.search({ text: 'boiler' }));
    await waitFor(() => expect(asked).toHaveLength(4));
    expect(result.current.filters).toEqual({ text: 'boiler' });
  });

  it('sends the time order when sortable, newest first at the start, and starts again at page 1 on a new order', async () => {
    const server = serverOf(() => 30);
    const { result } = renderHook(() => usePagedList(server.read, { sortable: true }));
    await waitFor(() => expect(server.asked).toEqual([{ pageNum: 1, pageSize: 10, order: 'desc' }]));
    act(() => result.current.setPaging(2, 10));
    await waitFor(() => expect(result.current.load.status).toBe('ready'));
    act(() => result.current.setOrder('asc'));
    await waitFor(() => expect(server.asked.at(-1)).toEqual({ pageNum: 1, pageSize: 10, order: 'asc' }));
  });

  it('keeps the page before on screen while the next loads, and none after a refusal, which it words', async () => {
    let answer = (): Promise<Page<number>> => Promise.resolve({ rows: [1], total: 1 });
    const { result } = renderHook(() => usePagedList(() => answer()));
    await waitFor(() => expect(result.current.shown).toEqual({ rows: [1], total: 1 }));
    answer = () => new Promise(() => {});
    act(() => result.current.reload());
    expect(result.current.load.status).toBe('loading');
    expect(result.current.shown).toEqual({ rows: [1], total: 1 });
    answer = () => Promise.reject(new ApiError({ code: 500, msg: '不行' }, '不行'));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.load).toEqual({ status: 'failed', message: '不行' }));
    expect(result.current.shown).toEqual({ rows: [], total: 0 });
  });
});

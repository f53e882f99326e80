import { act, renderHook, waitFor } from '@testing-library/react';
import { usePagedRows, type PageAsk } from './usePagedRows';

/** A server list of `count` rows (numbers), as the supply-chain lists page them. */
const serverOf = (count: () => number) => {
  const asked: PageAsk[] = [];
  const read = (page: PageAsk) => {
    asked.push(page);
    const rows = Array.from({ length: count() }, (_, i) => i + 1).slice((page.pageNum - 1) * page.pageSize, page.pageNum * page.pageSize);
    return Promise.resolve({ rows, total: count() });
  };
  return { asked, read };
};

describe('usePagedRows', () => {
  it('asks for the page chosen, and starts again at page 1 with new filters or a new size', async () => {
    const server = serverOf(() => 25);
    const { result, rerender } = renderHook(({ filter }) => usePagedRows(server.read, filter), { initialProps: { filter: 'all' } });
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
    const { result } = renderHook(() => usePagedRows(server.read, 'all'));
    await waitFor(() => expect(result.current.load.status).toBe('ready'));
    act(() => result.current.setPaging(3, 10));
    await waitFor(() => expect(result.current.load).toEqual({ status: 'ready', data: { rows: [21], total: 21 } }));
    count = 20;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.pageNum).toBe(2));
    await waitFor(() =>
      expect(result.current.load).toEqual({ status: 'ready', data: { rows: [11, 12, 13, 14, 15, 16, 17, 18, 19, 20], total: 20 } }),
    );
  });
});

import type { ReportDetail } from '@pcf/shared';
import { detail } from '../../../parts/testing/reportScreens';
import { followPublishing } from './followPublishing';

const immediately = async () => undefined;

function reads(...answers: (Partial<ReportDetail> | Error)[]) {
  const asked: number[] = [];
  const read = async (id: number) => {
    asked.push(id);
    const next = answers.shift() ?? {};
    if (next instanceof Error) throw next;
    return detail(id, { status: 'in_review', publishing: true, publishFailed: false, ...next });
  };
  return { read, asked };
}

describe('following a publication', () => {
  it('reads the report until its worker has published it', async () => {
    const { read, asked } = reads({}, {}, { status: 'published', publishing: false });
    const outcome = await followPublishing(4, { read, wait: immediately, signal: new AbortController().signal });
    expect([outcome, asked]).toEqual(['published', [4, 4, 4]]);
  });

  it('answers failed when the worker gave up, and reads on past a lost read', async () => {
    const { read, asked } = reads(new Error('Network Error'), { publishing: false, publishFailed: true });
    const outcome = await followPublishing(4, { read, wait: immediately, signal: new AbortController().signal });
    expect([outcome, asked.length]).toEqual(['failed', 2]);
  });

  it('stops at its time limit, or once the page has gone, without another read', async () => {
    const { read, asked } = reads();
    expect(
      await followPublishing(4, { read, wait: immediately, signal: new AbortController().signal, everyMs: 1000, atMostMs: 3000 }),
    ).toBe('pending');
    expect(asked).toHaveLength(3);

    const gone = new AbortController();
    gone.abort();
    const later = reads();
    expect(await followPublishing(4, { read: later.read, wait: immediately, signal: gone.signal })).toBe('pending');
    expect(later.asked).toEqual([]);
  });
});

import { kilobytes, median } from './stats';

describe('median', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([900, 120, 300, 150, 200])).toBe(200);
  });
  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it('refuses an empty list instead of inventing a figure', () => {
    expect(() => median([])).toThrow('median of no values');
  });
});

describe('kilobytes', () => {
  it('prints bytes as KiB with one decimal', () => {
    expect(kilobytes(358_400)).toBe('350.0 KB');
  });
});

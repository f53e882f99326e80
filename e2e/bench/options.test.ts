import { parseBenchOptions } from './options';

describe('parseBenchOptions', () => {
  it('runs every part without arguments', () => {
    expect(parseBenchOptions([])).toEqual({ only: null });
  });
  it('takes --only api, --only pages and --only=api', () => {
    expect(parseBenchOptions(['--only', 'api'])).toEqual({ only: 'api' });
    expect(parseBenchOptions(['--only', 'pages'])).toEqual({ only: 'pages' });
    expect(parseBenchOptions(['--only=api'])).toEqual({ only: 'api' });
  });
  it('refuses an unknown part, a missing value and unknown arguments', () => {
    expect(() => parseBenchOptions(['--only', 'db'])).toThrow('--only takes pages or api');
    expect(() => parseBenchOptions(['--only'])).toThrow('--only takes pages or api');
    expect(() => parseBenchOptions(['--fast'])).toThrow('unknown argument "--fast"');
  });
});

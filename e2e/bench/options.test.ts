import { parseBenchOptions } from './options';

describe('parseBenchOptions', () => {
  it('runs every part without arguments', () => {
    expect(parseBenchOptions([])).toEqual({ only: null });
  });
  it('takes --only api, pages, list, factors, engine, compute, report, excel, faults and --only=api', () => {
    expect(parseBenchOptions(['--only', 'api'])).toEqual({ only: 'api' });
    expect(parseBenchOptions(['--only', 'list'])).toEqual({ only: 'list' });
    expect(parseBenchOptions(['--only', 'factors'])).toEqual({ only: 'factors' });
    expect(parseBenchOptions(['--only', 'pages'])).toEqual({ only: 'pages' });
    expect(parseBenchOptions(['--only', 'engine'])).toEqual({ only: 'engine' });
    expect(parseBenchOptions(['--only', 'compute'])).toEqual({ only: 'compute' });
    expect(parseBenchOptions(['--only', 'report'])).toEqual({ only: 'report' });
    expect(parseBenchOptions(['--only', 'excel'])).toEqual({ only: 'excel' });
    expect(parseBenchOptions(['--only', 'faults'])).toEqual({ only: 'faults' });
    expect(parseBenchOptions(['--only=api'])).toEqual({ only: 'api' });
  });
  it('refuses an unknown part, a missing value and unknown arguments', () => {
    expect(() => parseBenchOptions(['--only', 'db'])).toThrow(
      '--only takes pages, api, list, factors, engine, compute, report, excel or faults',
    );
    expect(() => parseBenchOptions(['--only'])).toThrow('--only takes pages, api, list, factors, engine, compute, report, excel or faults');
    expect(() => parseBenchOptions(['--fast'])).toThrow('unknown argument "--fast"');
  });
});

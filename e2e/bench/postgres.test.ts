import { isLoopbackUrl, urlOfDatabase } from './postgres';

describe('urlOfDatabase', () => {
  it('keeps server and credentials and swaps the database', () => {
    expect(urlOfDatabase('postgres://postgres@127.0.0.1:5432/postgres', 'pcf_bench_1a2b')).toBe(
      'postgres://postgres@127.0.0.1:5432/pcf_bench_1a2b',
    );
  });
  it('keeps connection options', () => {
    expect(urlOfDatabase('postgres://u:p@localhost/postgres?sslmode=disable', 'x')).toBe('postgres://u:p@localhost/x?sslmode=disable');
  });
});

describe('isLoopbackUrl', () => {
  it('accepts this machine only', () => {
    expect(isLoopbackUrl('postgres://postgres@127.0.0.1:5432/postgres')).toBe(true);
    expect(isLoopbackUrl('postgres://postgres@localhost/postgres')).toBe(true);
    expect(isLoopbackUrl('postgres://postgres@db.example.com/postgres')).toBe(false);
  });
});

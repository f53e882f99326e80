import { REMOTES, TOKEN_COOKIE } from './contracts';

describe('contracts', () => {
  it('names the token cookie of SPEC §9', () => {
    expect(TOKEN_COOKIE).toBe('dby_token');
  });
  it('maps every remote to its own menu group', () => {
    const groups = Object.values(REMOTES).map((remote) => remote.group);
    expect(new Set(groups).size).toBe(6);
  });
});

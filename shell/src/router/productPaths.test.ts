import { needsSignIn } from './productPaths';

describe('needsSignIn', () => {
  it('is true for the menu groups, the personal center and the message board', () => {
    expect(needsSignIn('/businessAccounting/directory')).toBe(true);
    expect(needsSignIn('/system')).toBe(true);
    expect(needsSignIn('/user/profile')).toBe(true);
    expect(needsSignIn('/messageBoard')).toBe(true);
  });

  it('is false for unknown paths, which go to /404', () => {
    expect(needsSignIn('/nowhere')).toBe(false);
    expect(needsSignIn('/systemx')).toBe(false);
    expect(needsSignIn('/users')).toBe(false);
  });
});

import { randomBytes } from 'node:crypto';
import { open, seal } from './secretBox';

describe('the secret box', () => {
  const key = randomBytes(32);

  it('opens what it sealed, and seals the same text differently each time', () => {
    const a = seal(key, 'client-secret-42');
    const b = seal(key, 'client-secret-42');
    expect(a).not.toBe(b);
    expect(a).not.toContain('client-secret-42');
    expect(open(key, a)).toBe('client-secret-42');
    expect(open(key, b)).toBe('client-secret-42');
  });

  it('refuses another key, a changed text and something that was never sealed', () => {
    const sealed = seal(key, 'secret');
    expect(open(randomBytes(32), sealed)).toBeNull();
    const parts = sealed.split('.');
    const flipped = Buffer.from(parts[3], 'base64url');
    flipped[0] ^= 1;
    expect(open(key, [...parts.slice(0, 3), flipped.toString('base64url')].join('.'))).toBeNull();
    expect(open(key, 'secret')).toBeNull();
  });
});

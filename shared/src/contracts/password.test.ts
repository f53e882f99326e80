import { meetsPasswordRule, passwordStrength } from './password';

describe('password rule', () => {
  it('refuses passwords shorter than 8 characters or with fewer than three kinds', () => {
    expect(passwordStrength('Ab1!')).toBe('weak');
    expect(passwordStrength('abcdefgh1')).toBe('weak');
    expect(meetsPasswordRule('abcdefgh1')).toBe(false);
  });

  it('accepts 8 characters of three kinds as medium and 12 of four kinds as strong', () => {
    expect(passwordStrength('Abcdefg1')).toBe('medium');
    expect(passwordStrength('Admin@123456')).toBe('strong');
    expect(meetsPasswordRule('Abcdefg1')).toBe(true);
  });
});

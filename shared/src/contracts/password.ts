/**
 * The password rule of registration and password change. The server applies the same rule, so a
 * password the form accepts is never refused for its shape.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
/** Of the four kinds (lower case, upper case, digit, symbol), at least this many. */
export const PASSWORD_MIN_KINDS = 3;

export type PasswordStrength = 'weak' | 'medium' | 'strong';

export function passwordKinds(password: string): number {
  return [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((kind) => kind.test(password)).length;
}

/** weak: breaks the rule; medium: meets it; strong: 12 characters or more using all four kinds. */
export function passwordStrength(password: string): PasswordStrength {
  const length = Array.from(password).length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH || passwordKinds(password) < PASSWORD_MIN_KINDS) return 'weak';
  return length >= 12 && passwordKinds(password) === 4 ? 'strong' : 'medium';
}

export function meetsPasswordRule(password: string): boolean {
  return passwordStrength(password) !== 'weak';
}

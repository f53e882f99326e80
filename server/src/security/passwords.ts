/**
 * Password hashing with Argon2id (the library default), OWASP's minimum parameters, and the rule a
 * new password must meet. Below the areas: the seed, sign-in, the profile, recovery and the user
 * administration all need them.
 */
import { hash, verify } from '@node-rs/argon2';
import { meetsPasswordRule } from '@pcf/shared/contracts';

const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verified against when an account does not exist, so both answers take the same time. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy-password-for-unknown-accounts');
  return decoyHash;
}

export function passwordProblem(password: string, account: string): 'newPasswordWeak' | 'newPasswordIsAccount' | null {
  if (!meetsPasswordRule(password)) return 'newPasswordWeak';
  if (password.toLowerCase() === account.toLowerCase()) return 'newPasswordIsAccount';
  return null;
}

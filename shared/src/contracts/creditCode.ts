/**
 * 统一社会信用代码 (unified social credit code, GB 32100-2015): 18 characters from a 31-character
 * set (digits and upper-case letters without I, O, S, V, Z). Characters 3 to 8 are the
 * administrative division (digits); the 18th is a check character computed from the first 17. The
 * registration form checks it as the applicant types and the server checks it again
 * with these same functions (it imports the contracts at run time).
 */

/** The character set in the order of its values 0 to 30. */
export const CREDIT_CODE_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/** The weight of each of the first 17 characters: 3^i mod 31. */
export const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
export const CREDIT_CODE_LENGTH = 18;

/** The shape alone: 2 code characters, 6 digits, 10 code characters. isValidCreditCode also checks the check character. */
export const CREDIT_CODE_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** The check character of the first 17 characters, or null when they are not 17 code characters. */
export function creditCodeCheckCharacter(first17: string): string | null {
  if (first17.length !== CREDIT_CODE_LENGTH - 1) return null;
  let sum = 0;
  for (let i = 0; i < first17.length; i += 1) {
    const value = CREDIT_CODE_CHARSET.indexOf(first17[i]);
    if (value < 0) return null;
    sum += value * CREDIT_CODE_WEIGHTS[i];
  }
  return CREDIT_CODE_CHARSET[(31 - (sum % 31)) % 31];
}

/** A well-formed code whose 18th character is its check character (upper case, no spaces). */
export function isValidCreditCode(code: string): boolean {
  return CREDIT_CODE_PATTERN.test(code) && creditCodeCheckCharacter(code.slice(0, 17)) === code[17];
}

/** Only the shape (the form tells the two apart; so does the server's message). */
export function hasCreditCodeShape(code: string): boolean {
  return CREDIT_CODE_PATTERN.test(code);
}

/** Why a typed code is refused, for the form's message: its shape, or its check character. */
export type CreditCodeProblem = 'shape' | 'checkCharacter';

export function creditCodeProblem(code: string): CreditCodeProblem | null {
  if (!CREDIT_CODE_PATTERN.test(code)) return 'shape';
  return isValidCreditCode(code) ? null : 'checkCharacter';
}

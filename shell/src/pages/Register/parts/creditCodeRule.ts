/**
 * The credit code as the applicant types it (GB 32100): first the characters, then the length,
 * then the check character, so the message says what to fix. The server checks the same.
 */
import { CREDIT_CODE_CHARSET, CREDIT_CODE_LENGTH, creditCodeProblem } from '@pcf/shared';

export type CreditCodeFeedback = 'required' | 'characters' | 'length' | 'shape' | 'checkCharacter' | null;

export function creditCodeFeedback(typed: string | undefined): CreditCodeFeedback {
  const code = (typed ?? '').trim();
  if (code === '') return 'required';
  if ([...code].some((c) => !CREDIT_CODE_CHARSET.includes(c))) return 'characters';
  if (code.length !== CREDIT_CODE_LENGTH) return 'length';
  const problem = creditCodeProblem(code);
  return problem === null ? null : problem;
}

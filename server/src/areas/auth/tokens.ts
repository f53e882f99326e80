/** Opaque session tokens: 32 random bytes; only their SHA-256 digest is stored. */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Keyed digest of a captcha answer (case-insensitive). */
export function answerDigest(secret: string, answer: string): string {
  return createHmac('sha256', secret).update(answer.trim().toLowerCase()).digest('hex');
}

export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** `Authorization: <token>` or `Authorization: Bearer <token>`. */
export function tokenFromAuthorization(header: string | undefined): string | null {
  if (!header) return null;
  const value = header.trim();
  const token = /^bearer\s+/i.test(value) ? value.replace(/^bearer\s+/i, '') : value;
  return token === '' ? null : token;
}

/** Captchas: an SVG image, the answer kept as a keyed digest for 2 minutes, usable once. */
import { randomUUID } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import { create } from 'svg-captcha';
import type { CaptchaImage } from '@pcf/shared/contracts';
import type { Db } from '../../db/connection';
import { captchas } from '../../schema';
import { MINUTE_MS, addMs } from '../../clock';
import { answerDigest, sameDigest } from './tokens';

export const CAPTCHA_TTL_MS = 2 * MINUTE_MS;

export async function issueCaptcha(db: Db, secret: string, now: Date): Promise<CaptchaImage> {
  const captcha = create({ size: 4, noise: 2, color: true, width: 120, height: 40, ignoreChars: '0oO1lIi' });
  const uuid = randomUUID();
  await db.delete(captchas).where(lt(captchas.expiresAt, now));
  await db.insert(captchas).values({
    uuid,
    answerHash: answerDigest(secret, captcha.text),
    expiresAt: addMs(now, CAPTCHA_TTL_MS),
  });
  return {
    uuid,
    img: `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`,
    captchaEnabled: true,
  };
}

export type CaptchaCheck = 'ok' | 'expired' | 'wrong';

/** Consumes the captcha whatever the answer: a second try needs a new image. */
export async function checkCaptcha(db: Db, secret: string, uuid: string, answer: string, now: Date): Promise<CaptchaCheck> {
  const [row] = await db.delete(captchas).where(eq(captchas.uuid, uuid)).returning();
  if (!row || row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return sameDigest(row.answerHash, answerDigest(secret, answer)) ? 'ok' : 'wrong';
}

// Image captchas (GET /v/vCode): a code is drawn, its hash stored with a short life, and the
// browser gets a cookie naming it (other origins pass the `t` they fetched it with as vCodeKey).
// A captcha answers one check only, right or wrong, so the client refreshes it after a failure.
import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode } from '@jinli/contract';
import { LOGIN_TEXT } from '@jinli/domain';
import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { captcha } from '../../db/schema';
import { AppError } from '../../http/AppError';
import { captchaSvg, randomCaptchaCode } from './captchaImage';

/** A captcha is valid this long (ms). */
export const CAPTCHA_TTL_MS = 5 * 60_000;

export type CaptchaPurpose = 'login' | 'reg';

function answerHash(id: string, answer: string): string {
  return createHash('sha256').update(`${id}:${answer.trim().toLowerCase()}`).digest('hex');
}

export interface CaptchaService {
  /** A new captcha: its id (for the cookie) and SVG image. */
  create(purpose: CaptchaPurpose, clientKey: string): Promise<{ id: string; svg: string }>;
  /**
   * Uses up the captcha found by `id` (cookie) or else by `clientKey`, and throws 400 验证码不正确
   * unless it is unexpired, unused, of `purpose` and `answer` matches.
   */
  verify(
    purpose: CaptchaPurpose,
    ref: { id?: string | undefined; clientKey?: string | undefined },
    answer: string,
  ): Promise<void>;
}

export function createCaptchaService(db: Db, now: () => number = Date.now): CaptchaService {
  return {
    async create(purpose, clientKey) {
      const id = randomBytes(16).toString('base64url');
      const code = randomCaptchaCode();
      await db.insert(captcha).values({
        id,
        purpose,
        clientKey: clientKey.slice(0, 64),
        answerHash: answerHash(id, code),
        expiresAt: new Date(now() + CAPTCHA_TTL_MS),
      });
      // Housekeeping: expired captchas are of no use to anyone.
      await db.delete(captcha).where(lt(captcha.expiresAt, new Date(now() - CAPTCHA_TTL_MS)));
      return { id, svg: captchaSvg(code) };
    },

    async verify(purpose, ref, answer) {
      const refuse = () => new AppError(ErrorCode.BAD_REQUEST, LOGIN_TEXT.badCode);
      if (answer.trim() === '') throw refuse();
      const live = and(
        eq(captcha.purpose, purpose),
        isNull(captcha.usedAt),
        gt(captcha.expiresAt, new Date(now())),
      );
      let id = ref.id;
      if (!id && ref.clientKey) {
        const [row] = await db
          .select({ id: captcha.id })
          .from(captcha)
          .where(and(live, eq(captcha.clientKey, ref.clientKey)))
          .orderBy(desc(captcha.createdAt))
          .limit(1);
        id = row?.id;
      }
      if (!id) throw refuse();
      // Taking the row (used_at) and reading its hash in one statement: a captcha is checked once.
      const [row] = await db
        .update(captcha)
        .set({ usedAt: new Date(now()) })
        .where(and(live, eq(captcha.id, id)))
        .returning({ answerHash: captcha.answerHash });
      if (!row || row.answerHash !== answerHash(id, answer)) throw refuse();
    },
  };
}

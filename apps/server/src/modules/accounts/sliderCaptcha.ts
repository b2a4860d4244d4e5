// Our own slider captcha (registerLimit.thirdCaptcha): the server draws a background with a gap at
// a random x and a matching piece; the client reports where the piece was dropped. A drop counts
// when it lands within a few px of the gap and the drag took human time (from the puzzle's
// creation to the check, measured by the server); each puzzle gets one try. A pass hands out a
// one-use ticket that registration consumes. The SVG markup is not meant to resist a bot that
// parses it; the position and timing checks are what the server enforces.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { ErrorCode, type SliderCaptcha } from '@jinli/contract';
import { LOGIN_TEXT } from '@jinli/domain';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sliderCaptcha } from '../../db/schema';
import { AppError } from '../../http/AppError';
import { addressSubject, exceeds, type LimitRule, type RateLimiter, windowsOf } from './rateLimits';

/** Puzzle geometry in px. */
export const SLIDER = { width: 280, height: 140, piece: 44, tolerance: 5 } as const;
/** A puzzle lives this long; so does a ticket after the pass (ms). */
export const SLIDER_TTL_MS = 2 * 60_000;
/** Faster than this from puzzle to drop is not a human drag (ms). */
export const SLIDER_MIN_DRAG_MS = 300;
/** Registration refusal when the slider was not passed. */
export const SLIDER_REQUIRED = '请先完成滑动验证';
/**
 * Tickets handed out without a puzzle after the puzzle failed to load (spec §8), per address:
 * enough for a player whose network blocks the puzzle, too few to be a way around the captcha.
 */
export const SLIDER_FALLBACK_LIMITS: readonly LimitRule[] = [{ max: 3, windowMs: 60 * 60_000 }];
/** Refusal beyond SLIDER_FALLBACK_LIMITS. */
export const SLIDER_FALLBACK_REFUSED = '验证码加载失败次数过多，请稍后再试';

/** The piece outline: a square with a knob on top and on the right, in a `piece` × `piece` box. */
const PIECE_PATH = 'M2 12 H15 A7 7 0 1 1 29 12 H32 V20 A7 7 0 1 1 32 34 V42 H2 Z';

const PALETTES = [
  ['#4facfe', '#00f2fe'],
  ['#f6d365', '#fda085'],
  ['#a1c4fd', '#c2e9fb'],
  ['#84fab0', '#8fd3f4'],
  ['#fccb90', '#d57eeb'],
] as const;

function dataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

function hashTicket(ticket: string): string {
  return createHash('sha256').update(ticket).digest('hex');
}

export interface SliderCaptchaService {
  create(): Promise<SliderCaptcha>;
  /** One try: the ticket, or 400 验证码不正确. */
  verify(id: string, x: number): Promise<string>;
  /** Uses up a ticket; 400 请先完成滑动验证 unless it is a fresh, unused one. */
  consume(ticket: string | undefined): Promise<void>;
  /**
   * A ticket without a puzzle for `address`, whose puzzle would not load; 429 beyond
   * SLIDER_FALLBACK_LIMITS (counted atomically, so parallel requests get no more).
   */
  fallback(address: string): Promise<string>;
}

export interface SliderCaptchaOptions {
  now?: () => number;
  /** Counts fallback tickets; without one, no fallback ticket is ever handed out. */
  limiter?: RateLimiter;
  fallbackLimits?: readonly LimitRule[];
}

export function createSliderCaptchaService(
  db: Db,
  options: SliderCaptchaOptions = {},
): SliderCaptchaService {
  const now = options.now ?? Date.now;
  const fallbackLimits = options.fallbackLimits ?? SLIDER_FALLBACK_LIMITS;

  /** Stores a passed row for `ticket` (a solved puzzle, or a fallback with no puzzle at all). */
  async function storeTicket(id: string, ticket: string, at: number): Promise<void> {
    await db
      .update(sliderCaptcha)
      .set({ ticketHash: hashTicket(ticket), expiresAt: new Date(at + SLIDER_TTL_MS) })
      .where(eq(sliderCaptcha.id, id));
  }

  return {
    async create() {
      const id = randomBytes(16).toString('base64url');
      const { width, height, piece } = SLIDER;
      const targetX = randomInt(piece + 30, width - piece - 8);
      const pieceY = randomInt(8, height - piece - 8);
      const [from, to] = PALETTES[randomInt(PALETTES.length)]!;
      const shapes = Array.from({ length: 12 }, () => {
        const r = randomInt(8, 30);
        return `<circle cx="${randomInt(width)}" cy="${randomInt(height)}" r="${r}" fill="#fff" fill-opacity="${(randomInt(10, 35) / 100).toFixed(2)}"/>`;
      }).join('');
      const background = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${shapes}<path transform="translate(${targetX} ${pieceY})" d="${PIECE_PATH}" fill="#000" fill-opacity="0.45" stroke="#fff" stroke-width="1.5"/></svg>`;
      const pieceSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="${piece}" height="${piece}" viewBox="0 0 ${piece} ${piece}"><defs><linearGradient id="p" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${to}"/><stop offset="1" stop-color="${from}"/></linearGradient></defs><path d="${PIECE_PATH}" fill="url(#p)" stroke="#fff" stroke-width="2"/></svg>`;
      await db.insert(sliderCaptcha).values({
        id,
        targetX,
        createdAt: new Date(now()),
        expiresAt: new Date(now() + SLIDER_TTL_MS),
      });
      await db
        .delete(sliderCaptcha)
        .where(lt(sliderCaptcha.expiresAt, new Date(now() - SLIDER_TTL_MS)));
      return {
        id,
        width,
        height,
        background: dataUrl(background),
        piece: dataUrl(pieceSvg),
        pieceSize: piece,
        pieceY,
      };
    },

    async verify(id, x) {
      const at = now();
      const [row] = await db
        .update(sliderCaptcha)
        .set({ triedAt: new Date(at) })
        .where(
          and(
            eq(sliderCaptcha.id, id),
            isNull(sliderCaptcha.triedAt),
            gt(sliderCaptcha.expiresAt, new Date(at)),
          ),
        )
        .returning();
      const humanTime = row !== undefined && at - row.createdAt.getTime() >= SLIDER_MIN_DRAG_MS;
      if (!row || !humanTime || Math.abs(x - row.targetX) > SLIDER.tolerance) {
        throw new AppError(ErrorCode.BAD_REQUEST, LOGIN_TEXT.badCode);
      }
      const ticket = randomBytes(24).toString('base64url');
      await storeTicket(id, ticket, at);
      return ticket;
    },

    async fallback(address) {
      const refuse = () => new AppError(ErrorCode.TOO_MANY_REQUESTS, SLIDER_FALLBACK_REFUSED);
      if (!options.limiter) throw refuse();
      const counts = await options.limiter.hit(
        'slider_fallback',
        addressSubject(address),
        windowsOf(fallbackLimits),
      );
      if (exceeds(fallbackLimits, counts)) throw refuse();
      const at = now();
      const id = randomBytes(16).toString('base64url');
      // No puzzle: target -1 and already tried, so verify() can never pass it.
      await db.insert(sliderCaptcha).values({
        id,
        targetX: -1,
        triedAt: new Date(at),
        createdAt: new Date(at),
        expiresAt: new Date(at + SLIDER_TTL_MS),
      });
      const ticket = randomBytes(24).toString('base64url');
      await storeTicket(id, ticket, at);
      return ticket;
    },

    async consume(ticket) {
      const refuse = () => new AppError(ErrorCode.BAD_REQUEST, SLIDER_REQUIRED);
      if (!ticket) throw refuse();
      const [row] = await db
        .update(sliderCaptcha)
        .set({ ticketUsedAt: new Date(now()) })
        .where(
          and(
            eq(sliderCaptcha.ticketHash, hashTicket(ticket)),
            isNull(sliderCaptcha.ticketUsedAt),
            gt(sliderCaptcha.expiresAt, new Date(now())),
          ),
        )
        .returning({ id: sliderCaptcha.id });
      if (!row) throw refuse();
    },
  };
}

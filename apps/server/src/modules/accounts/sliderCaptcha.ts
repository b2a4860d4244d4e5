// Our own slider captcha (registerLimit.thirdCaptcha, userLoginLimit.codeStyle 3): the server
// draws a background with a gap at a random x and the matching piece cut from it, as raster images
// (the gap's place is in no markup: a script has to find it in pixels), and the client reports
// where the piece was dropped. A drop counts when it lands within a few px of the gap and the drag
// took human time (from the puzzle's creation to the check, measured by the server); each puzzle
// gets one try. Every pass also costs the client a proof of work (ALTCHA PoW v2, `altcha-lib`),
// solved while the player looks at the puzzle and bound to it, so that a script that finds the gap
// still pays real CPU time for every ticket. A pass hands out a one-use ticket that registration,
// login and the password reset consume.
import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import {
  ErrorCode,
  type PowChallenge,
  type PowSolution,
  SLIDER_REQUIRED_TEXT,
  type SliderCaptcha,
} from '@jinli/contract';
import { LOGIN_TEXT } from '@jinli/domain';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { sliderCaptcha } from '../../db/schema';
import { AppError } from '../../http/AppError';
import { addressSubject, exceeds, type LimitRule, type RateLimiter, windowsOf } from './rateLimits';

/** Puzzle geometry in px. */
export const SLIDER = { width: 280, height: 140, piece: 44, tolerance: 5 } as const;
/** A puzzle lives this long; so does a ticket after the pass, and a proof of work (ms). */
export const SLIDER_TTL_MS = 2 * 60_000;
/** Faster than this from puzzle to drop is not a human drag (ms). */
export const SLIDER_MIN_DRAG_MS = 300;
/** Refusal of a request that needs a passed slider and came without one. */
export const SLIDER_REQUIRED = SLIDER_REQUIRED_TEXT;
/**
 * Tickets handed out without a puzzle after the puzzle failed to load (spec §8), per address:
 * enough for a player whose network blocks the puzzle, too few to be a way around the captcha.
 */
export const SLIDER_FALLBACK_LIMITS: readonly LimitRule[] = [{ max: 3, windowMs: 60 * 60_000 }];
/** Refusal beyond SLIDER_FALLBACK_LIMITS. */
export const SLIDER_FALLBACK_REFUSED = '验证码加载失败次数过多，请稍后再试';

/**
 * How much work a ticket costs (ALTCHA PoW v2, deterministic mode): the client tries counters from
 * 0 until the PBKDF2 key of one starts with the signed prefix; the server picked that counter at
 * random in [minCounter, maxCounter), so a solve takes about (min + max) / 2 derivations of `cost`
 * iterations each (about a second in a phone's browser, in a worker). The server checks a solution
 * with one HMAC (the key's signature), never by deriving it again.
 */
export interface PowWork {
  /** PBKDF2 iterations per try. */
  cost: number;
  minCounter: number;
  maxCounter: number;
}
/** Work of a puzzle's proof. */
export const SLIDER_POW: PowWork = { cost: 1_000, minCounter: 300, maxCounter: 1_200 };
/** Work of a fallback ticket's proof: no puzzle to solve, so more work. */
export const SLIDER_FALLBACK_POW: PowWork = { cost: 1_000, minCounter: 1_500, maxCounter: 3_000 };
/** The key derivation of the proofs (the browser's WebCrypto has it natively). */
export const POW_ALGORITHM = 'PBKDF2/SHA-256';

/** The piece outline: a square with a knob on top and on the right, in a `piece` × `piece` box. */
const PIECE_PATH = 'M2 12 H15 A7 7 0 1 1 29 12 H32 V20 A7 7 0 1 1 32 34 V42 H2 Z';

const PALETTES = [
  ['#4facfe', '#00f2fe'],
  ['#f6d365', '#fda085'],
  ['#a1c4fd', '#c2e9fb'],
  ['#84fab0', '#8fd3f4'],
  ['#fccb90', '#d57eeb'],
] as const;
const SHAPE_COLOURS = ['#ffffff', '#1f2d3d', '#ff6b6b', '#ffd93d', '#6bcB77', '#4d96ff'];

function dataUrl(type: string, image: Buffer): string {
  return `data:${type};base64,${image.toString('base64')}`;
}

function hashTicket(ticket: string): string {
  return createHash('sha256').update(ticket).digest('hex');
}

/**
 * The puzzle's images: a busy background (gradient, shapes of many colours and sizes, noise), the
 * same with the gap darkened at (targetX, pieceY), and the piece cut out of the plain one. JPEG for
 * the background: its compression noise is one more thing a gap finder has to see through.
 */
async function drawPuzzle(targetX: number, pieceY: number) {
  const { width, height, piece } = SLIDER;
  const [from, to] = PALETTES[randomInt(PALETTES.length)]!;
  const shapes: string[] = [];
  for (let i = 0; i < 26; i++) {
    const colour = SHAPE_COLOURS[randomInt(SHAPE_COLOURS.length)]!;
    const opacity = (randomInt(15, 55) / 100).toFixed(2);
    const x = randomInt(width);
    const y = randomInt(height);
    if (i % 3 === 0) {
      shapes.push(
        `<rect x="${x}" y="${y}" width="${randomInt(10, 60)}" height="${randomInt(6, 40)}" transform="rotate(${randomInt(360)} ${x} ${y})" fill="${colour}" fill-opacity="${opacity}"/>`,
      );
    } else if (i % 3 === 1) {
      shapes.push(
        `<circle cx="${x}" cy="${y}" r="${randomInt(6, 34)}" fill="${colour}" fill-opacity="${opacity}"/>`,
      );
    } else {
      shapes.push(
        `<path d="M${x} ${y} Q${randomInt(width)} ${randomInt(height)} ${randomInt(width)} ${randomInt(height)}" stroke="${colour}" stroke-opacity="${opacity}" stroke-width="${randomInt(2, 7)}" fill="none"/>`,
      );
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${shapes.join('')}</svg>`;
  // Per-pixel noise, so that no flat colour runs to the gap's edge.
  const noise = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const v = randomInt(256);
    noise[i * 4] = v;
    noise[i * 4 + 1] = v;
    noise[i * 4 + 2] = v;
    noise[i * 4 + 3] = 28;
  }
  const plain = await sharp(Buffer.from(svg))
    .composite([{ input: noise, raw: { width, height, channels: 4 }, blend: 'overlay' }])
    .png()
    .toBuffer();
  const shape = (fill: string, stroke: string) =>
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${piece}" height="${piece}"><path d="${PIECE_PATH}" ${fill} ${stroke}/></svg>`,
    );
  const gap = await sharp(plain)
    .composite([
      {
        input: shape('fill="#000" fill-opacity="0.5"', 'stroke="#fff" stroke-opacity="0.8"'),
        left: targetX,
        top: pieceY,
      },
    ])
    .jpeg({ quality: 72 })
    .toBuffer();
  const pieceImage = await sharp(plain)
    .extract({ left: targetX, top: pieceY, width: piece, height: piece })
    .composite([
      { input: shape('fill="#fff"', ''), blend: 'dest-in' },
      { input: shape('fill="none"', 'stroke="#fff" stroke-width="2"') },
    ])
    .png()
    .toBuffer();
  return { background: dataUrl('image/jpeg', gap), piece: dataUrl('image/png', pieceImage) };
}

export interface SliderCaptchaService {
  create(): Promise<SliderCaptcha>;
  /** One try: the ticket, or 400 验证码不正确 (a drop off the gap, too fast, or without its proof). */
  verify(id: string, x: number, pow: PowSolution | undefined): Promise<string>;
  /** Uses up a ticket; 400 请先完成滑动验证 unless it is a fresh, unused one. */
  consume(ticket: string | undefined): Promise<void>;
  /** The proof of work a fallback ticket costs. */
  fallbackChallenge(): Promise<PowChallenge>;
  /**
   * A ticket without a puzzle for `address`, whose puzzle would not load, for a solved fallback
   * proof of work (each proof once: 400 验证码不正确 otherwise); 429 beyond SLIDER_FALLBACK_LIMITS
   * (counted atomically, so parallel requests get no more).
   */
  fallback(address: string, pow: PowSolution | undefined): Promise<string>;
}

export interface SliderCaptchaOptions {
  now?: () => number;
  /** Counts fallback tickets; without one, no fallback ticket is ever handed out. */
  limiter?: RateLimiter;
  fallbackLimits?: readonly LimitRule[];
  /**
   * The server-only secret that signs the proofs of work, the same on every instance (a company
   * secret); default a random one of this process (a single instance, tests).
   */
  powSecret?: () => Promise<string>;
  /** Work of a puzzle's proof; default SLIDER_POW. */
  pow?: PowWork;
  /** Work of a fallback ticket's proof; default SLIDER_FALLBACK_POW. */
  fallbackPow?: PowWork;
}

/** What a proof of work's signed data says it is for. */
type PowPurpose = { puzzle: string } | { fallback: true };

/** The proof of work of the slider: challenges signed with keys from one secret, and their check. */
function createPow(now: () => number, powSecret: () => Promise<string>) {
  /** Two keys from the one secret: the challenge's signature and its derived key's. */
  const powKeys = async () => {
    const secret = await powSecret();
    const derive = (label: string) => createHmac('sha256', secret).update(label).digest('hex');
    return { challenge: derive('slider-pow-challenge'), key: derive('slider-pow-key') };
  };

  async function newChallenge(work: PowWork, purpose: PowPurpose): Promise<PowChallenge> {
    const keys = await powKeys();
    const challenge = await createChallenge({
      algorithm: POW_ALGORITHM,
      cost: work.cost,
      counter: randomInt(work.minCounter, work.maxCounter),
      deriveKey,
      expiresAt: new Date(now() + SLIDER_TTL_MS),
      data: 'puzzle' in purpose ? { puzzle: purpose.puzzle } : { fallback: true },
      hmacSignatureSecret: keys.challenge,
      hmacKeySignatureSecret: keys.key,
    });
    return challenge as PowChallenge;
  }

  /** Whether `pow` is a solved, unexpired challenge of ours for `purpose`. */
  async function powSolved(pow: PowSolution | undefined, purpose: PowPurpose): Promise<boolean> {
    if (!pow) return false;
    const data = pow.challenge.parameters.data ?? {};
    const meant = 'puzzle' in purpose ? data.puzzle === purpose.puzzle : data.fallback === true;
    if (!meant || pow.challenge.parameters.algorithm !== POW_ALGORITHM) return false;
    // The challenge's own expiry is in whole seconds of the wall clock; ours is `now`'s.
    const expiresAt = pow.challenge.parameters.expiresAt;
    if (expiresAt === undefined || expiresAt * 1000 < now()) return false;
    const keys = await powKeys();
    try {
      const result = await verifySolution({
        challenge: pow.challenge,
        solution: pow.solution,
        deriveKey,
        hmacSignatureSecret: keys.challenge,
        hmacKeySignatureSecret: keys.key,
      });
      return result.verified;
    } catch {
      return false; // malformed parameters: no proof
    }
  }

  return { newChallenge, powSolved };
}

export function createSliderCaptchaService(
  db: Db,
  options: SliderCaptchaOptions = {},
): SliderCaptchaService {
  const now = options.now ?? Date.now;
  const fallbackLimits = options.fallbackLimits ?? SLIDER_FALLBACK_LIMITS;
  const processSecret = randomBytes(32).toString('base64url');
  const powSecret = options.powSecret ?? (() => Promise.resolve(processSecret));
  const { newChallenge, powSolved } = createPow(now, powSecret);

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
      const [images, pow] = await Promise.all([
        drawPuzzle(targetX, pieceY),
        newChallenge(options.pow ?? SLIDER_POW, { puzzle: id }),
      ]);
      await db.insert(sliderCaptcha).values({
        id,
        targetX,
        createdAt: new Date(now()),
        expiresAt: new Date(now() + SLIDER_TTL_MS),
      });
      await db
        .delete(sliderCaptcha)
        .where(lt(sliderCaptcha.expiresAt, new Date(now() - SLIDER_TTL_MS)));
      return { id, width, height, ...images, pieceSize: piece, pieceY, pow };
    },

    async verify(id, x, pow) {
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
      if (
        !row ||
        !humanTime ||
        Math.abs(x - row.targetX) > SLIDER.tolerance ||
        !(await powSolved(pow, { puzzle: id }))
      ) {
        throw new AppError(ErrorCode.BAD_REQUEST, LOGIN_TEXT.badCode);
      }
      const ticket = randomBytes(24).toString('base64url');
      await storeTicket(id, ticket, at);
      return ticket;
    },

    fallbackChallenge: () =>
      newChallenge(options.fallbackPow ?? SLIDER_FALLBACK_POW, { fallback: true }),

    async fallback(address, pow) {
      const refuse = () => new AppError(ErrorCode.TOO_MANY_REQUESTS, SLIDER_FALLBACK_REFUSED);
      if (!options.limiter) throw refuse();
      // The work first: an address's allowance is spent only by tickets paid for.
      if (!pow || !(await powSolved(pow, { fallback: true }))) {
        throw new AppError(ErrorCode.BAD_REQUEST, LOGIN_TEXT.badCode);
      }
      const at = now();
      // Each proof once: its row (named after the challenge's signature) is made by the first use
      // only, and outlives the challenge's expiry (rows go SLIDER_TTL_MS after their own).
      const id = `pow:${createHash('sha256').update(pow.challenge.signature).digest('base64url')}`;
      const [fresh] = await db
        .insert(sliderCaptcha)
        .values({
          id,
          // No puzzle: target -1 and already tried, so verify() can never pass it.
          targetX: -1,
          triedAt: new Date(at),
          createdAt: new Date(at),
          expiresAt: new Date(at + SLIDER_TTL_MS),
        })
        .onConflictDoNothing()
        .returning({ id: sliderCaptcha.id });
      if (!fresh) throw new AppError(ErrorCode.BAD_REQUEST, LOGIN_TEXT.badCode);
      const counts = await options.limiter.hit(
        'slider_fallback',
        addressSubject(address),
        windowsOf(fallbackLimits),
      );
      if (exceeds(fallbackLimits, counts)) throw refuse();
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

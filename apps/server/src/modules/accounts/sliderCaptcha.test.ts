import {
  ErrorCode,
  type PowChallenge,
  type PowSolution,
  SLIDER_REQUIRED_TEXT,
  sliderCaptchaSchema,
} from '@jinli/contract';
import { LOGIN_TEXT } from '@jinli/domain';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AUTH_LIMITS_OVER_A_DAY } from '../../../test/limits';
import {
  createTestApp,
  setCompanyConfig,
  testCompanyId,
  type TestApp,
} from '../../../test/testApp';
import {
  call,
  dataOf,
  expectError,
  freshAccount,
  freshAddress,
  registerUser,
  TEST_PASSWORD,
} from '../../../test/users';
import { staticDocumentUrl } from '../config/routes';
import { ConfigKey } from '../config/configKeys';
import { ACCOUNT_TEXT } from './texts';
import { registerSetting, sliderCaptcha, userAccount } from '../../db/schema';
import {
  createSliderCaptchaService,
  POW_ALGORITHM,
  type PowWork,
  SLIDER,
  SLIDER_FALLBACK_POW,
  SLIDER_FALLBACK_LIMITS,
  SLIDER_FALLBACK_REFUSED,
  SLIDER_MIN_DRAG_MS,
  SLIDER_POW,
  SLIDER_REQUIRED,
} from './sliderCaptcha';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    // Light proofs, so that a test can solve hundreds; the default work is tested on its own below.
    sliderPow: { puzzle: LIGHT, fallback: LIGHT },
    // The limits over a day, not a minute (test/limits.ts): failed logins a loaded machine spread
    // across a minute's boundary would count less than they are.
    authLimits: DEFAULT_AUTH_LIMITS_OVER_A_DAY,
  });
});
afterAll(async () => {
  await t?.close();
});

const LIGHT: PowWork = { cost: 10, minCounter: 5, maxCounter: 40 };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Solves a proof of work as a client does (the browser's worker uses WebCrypto's PBKDF2). */
async function solve(challenge: PowChallenge): Promise<PowSolution> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('no solution');
  return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
}

async function puzzle() {
  const p = sliderCaptchaSchema.parse(dataOf(await call(t.app, 'sliderCaptcha')));
  const [row] = await t.database.db.select().from(sliderCaptcha).where(eq(sliderCaptcha.id, p.id));
  return { ...p, targetX: row!.targetX, solved: await solve(p.pow) };
}

/** A passed puzzle's ticket. */
async function passedTicket(): Promise<string> {
  const p = await puzzle();
  await pause(SLIDER_MIN_DRAG_MS + 50);
  return dataOf<{ ticket: string }>(
    await call(t.app, 'sliderVerify', { body: { id: p.id, x: p.targetX, pow: p.solved } }),
  ).ticket;
}

/** The image inside a data URL. */
const imageOf = (url: string) => Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');

describe('slider captcha: puzzles, drops and proofs of work', () => {
  it('draws the background and the piece as raster images: the gap is in no text', async () => {
    const p = await puzzle();
    expect(p).toMatchObject({
      width: SLIDER.width,
      height: SLIDER.height,
      pieceSize: SLIDER.piece,
    });
    expect(p.background).toMatch(/^data:image\/jpeg;base64,/);
    expect(p.piece).toMatch(/^data:image\/png;base64,/);
    const background = imageOf(p.background);
    expect(await sharp(background).metadata()).toMatchObject({
      format: 'jpeg',
      width: SLIDER.width,
      height: SLIDER.height,
    });
    expect(await sharp(imageOf(p.piece)).metadata()).toMatchObject({
      format: 'png',
      width: SLIDER.piece,
      height: SLIDER.piece,
    });
    // No markup anywhere (the SVG had the gap at `translate(targetX …)`).
    for (const text of [background.toString('latin1'), imageOf(p.piece).toString('latin1')]) {
      expect(text).not.toContain('<svg');
      expect(text).not.toContain(`translate(${p.targetX}`);
    }
    expect(JSON.stringify({ ...p, background: '', piece: '', solved: null })).not.toContain('<svg');
    expect(p.pieceY).toBeGreaterThanOrEqual(0);
    expect(p.pieceY + p.pieceSize).toBeLessThanOrEqual(p.height);
  });

  it('asks real work by default: a puzzle proof takes hundreds of key derivations', async () => {
    const service = createSliderCaptchaService(t.database.db);
    const p = await service.create();
    expect(p.pow.parameters).toMatchObject({ algorithm: POW_ALGORITHM, cost: SLIDER_POW.cost });
    const { solution } = await solve(p.pow);
    expect(solution.counter).toBeGreaterThanOrEqual(SLIDER_POW.minCounter);
    expect(solution.counter).toBeLessThan(SLIDER_POW.maxCounter);
    const fallback = await service.fallbackChallenge();
    expect(fallback.parameters.cost).toBe(SLIDER_FALLBACK_POW.cost);
  });

  it('refuses a drop sooner than a human drags, by the clock of the service', async () => {
    // On the service's own clock: over HTTP, a busy machine took longer than a human drag between
    // the puzzle and its drop, and the "too fast" drop passed.
    // Starts at the wall clock's time: the proof's own expiry is read against the wall clock.
    let clock = Date.now();
    const service = createSliderCaptchaService(t.database.db, { now: () => clock, pow: LIGHT });
    /** A drop on the gap of a new puzzle, `dragMs` on the service's clock after it was made. */
    const dropAfter = async (dragMs: number) => {
      const made = await service.create();
      const [row] = await t.database.db
        .select()
        .from(sliderCaptcha)
        .where(eq(sliderCaptcha.id, made.id));
      const proof = await solve(made.pow);
      clock += dragMs;
      return service.verify(made.id, row!.targetX, proof);
    };
    await expect(dropAfter(SLIDER_MIN_DRAG_MS - 1)).rejects.toMatchObject({
      code: ErrorCode.BAD_REQUEST,
    });
    expect((await dropAfter(SLIDER_MIN_DRAG_MS)).length).toBeGreaterThan(20);
  });

  it('passes a drop near the gap after human time, once; refuses far and repeated drops', async () => {
    const far = await puzzle();
    await pause(SLIDER_MIN_DRAG_MS + 50);
    expectError(
      await call(t.app, 'sliderVerify', {
        body: { id: far.id, x: far.targetX + SLIDER.tolerance + 1, pow: far.solved },
      }),
      400,
      ErrorCode.BAD_REQUEST,
      LOGIN_TEXT.badCode,
    );
    // One try per puzzle: the right position afterwards is refused too.
    expectError(
      await call(t.app, 'sliderVerify', {
        body: { id: far.id, x: far.targetX, pow: far.solved },
      }),
      400,
      ErrorCode.BAD_REQUEST,
    );

    const good = await puzzle();
    await pause(SLIDER_MIN_DRAG_MS + 50);
    const { ticket } = dataOf<{ ticket: string }>(
      await call(t.app, 'sliderVerify', {
        body: { id: good.id, x: good.targetX - 3, pow: good.solved },
      }),
    );
    expect(ticket.length).toBeGreaterThan(20);
    expectError(
      await call(t.app, 'sliderVerify', { body: { id: 'nope', x: 1, pow: good.solved } }),
      400,
      ErrorCode.BAD_REQUEST,
    );
  });

  it('refuses a right drop without a valid proof of work, and a proof used before', async () => {
    const p = await puzzle();
    await pause(SLIDER_MIN_DRAG_MS + 50);
    const refused = (pow: unknown, id = p.id, x = p.targetX) =>
      call(t.app, 'sliderVerify', { body: { id, x, pow } }).then((response) =>
        expect(response.statusCode).toBe(400),
      );
    // No proof at all.
    await refused(undefined);
    // A proof of this puzzle, not solved: a wrong counter and key.
    const q = await puzzle();
    await pause(SLIDER_MIN_DRAG_MS + 50);
    await refused(
      { challenge: q.pow, solution: { counter: 0, derivedKey: '00'.repeat(32) } },
      q.id,
      q.targetX,
    );
    // Its own solution, with the work made easier (the signature no longer fits).
    const r = await puzzle();
    await pause(SLIDER_MIN_DRAG_MS + 50);
    const easier = structuredClone(r.solved);
    easier.challenge.parameters.cost = 1;
    await refused(easier, r.id, r.targetX);

    // A solved proof passes its own puzzle once…
    const first = await puzzle();
    await pause(SLIDER_MIN_DRAG_MS + 50);
    dataOf(
      await call(t.app, 'sliderVerify', {
        body: { id: first.id, x: first.targetX, pow: first.solved },
      }),
    );
    // …and no other: the same solution sent with a new puzzle is refused.
    const second = await puzzle();
    await pause(SLIDER_MIN_DRAG_MS + 50);
    await refused(first.solved, second.id, second.targetX);
  });
});

describe('slider captcha: tickets for registration and login', () => {
  it('registration needs a passed ticket when registerLimit.thirdCaptcha is on, and uses it up', async () => {
    const companyId = await testCompanyId(t.database);
    await t.database.db
      .update(registerSetting)
      .set({ thirdCaptcha: true })
      .where(eq(registerSetting.companyId, companyId));
    try {
      const body = () => ({
        account: freshAccount(),
        password: TEST_PASSWORD,
        confirmPassword: TEST_PASSWORD,
      });
      expectError(
        await call(t.app, 'register', { body: body() }),
        400,
        ErrorCode.BAD_REQUEST,
        SLIDER_REQUIRED,
      );
      const ticket = await passedTicket();
      dataOf(await call(t.app, 'register', { body: { ...body(), captchaTicket: ticket } }));
      expectError(
        await call(t.app, 'register', { body: { ...body(), captchaTicket: ticket } }),
        400,
        ErrorCode.BAD_REQUEST,
        SLIDER_REQUIRED,
      );
    } finally {
      await t.database.db
        .update(registerSetting)
        .set({ thirdCaptcha: false })
        .where(eq(registerSetting.companyId, companyId));
    }
  });

  it('is the login code when userLoginLimit.codeStyle is 3: a passed ticket logs in once', async () => {
    const limit = await t.app.inject({ method: 'GET', url: staticDocumentUrl('userLoginLimit') });
    // The seeded default: the slider, shown only when the code is asked for.
    expect(limit.json()).toMatchObject({ vCode: false, codeStyle: 3 });
    const user = await registerUser(t.app);
    await setCompanyConfig(t, ConfigKey.LOGIN_VCODE, '1');
    try {
      const login = (extra: Record<string, string> = {}) =>
        call(t.app, 'login', {
          body: { account: user.account, password: TEST_PASSWORD, ...extra },
        });
      expectError(await login(), 400, ErrorCode.BAD_REQUEST, SLIDER_REQUIRED);
      // An image code is not what this style asks for.
      expectError(await login({ valiCode: '1234' }), 400, ErrorCode.BAD_REQUEST, SLIDER_REQUIRED);
      const ticket = await passedTicket();
      dataOf(await login({ captchaTicket: ticket }));
      expectError(
        await login({ captchaTicket: ticket }),
        400,
        ErrorCode.BAD_REQUEST,
        SLIDER_REQUIRED,
      );
    } finally {
      await setCompanyConfig(t, ConfigKey.LOGIN_VCODE, '0');
    }
  });
});

describe('slider captcha: fallback tickets after load failures', () => {
  it('hands out fallback tickets after load failures for solved proofs only, each once', async () => {
    const remoteAddress = '198.51.100.70';
    const ask = (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/v/captcha/slider/fallback',
        payload: body,
        remoteAddress,
      });
    const challenge = async () =>
      dataOf<{ pow: PowChallenge }>(await call(t.app, 'sliderFallbackChallenge')).pow;
    // No work: refused, and so is a proof that was not solved.
    expect((await ask({ failures: 3 })).statusCode).toBe(400);
    const unsolved = await challenge();
    expect(
      (
        await ask({
          failures: 3,
          pow: { challenge: unsolved, solution: { counter: 0, derivedKey: '00'.repeat(32) } },
        })
      ).statusCode,
    ).toBe(400);
    // A puzzle's proof is not a fallback's.
    expect((await ask({ failures: 3, pow: (await puzzle()).solved })).statusCode).toBe(400);
    const solved = await solve(await challenge());
    const passed = await ask({ failures: 3, pow: solved });
    expect(passed.statusCode).toBe(200);
    // The same proof again: refused (each proof buys one ticket).
    expectError(await ask({ failures: 3, pow: solved }), 400, ErrorCode.BAD_REQUEST);
  });

  it('hands out fallback tickets after load failures: 3 an hour per address, also among 200 parallel asks', async () => {
    const max = SLIDER_FALLBACK_LIMITS[0]!.max;
    const remoteAddress = '198.51.100.77';
    const challenge = async () =>
      dataOf<{ pow: PowChallenge }>(await call(t.app, 'sliderFallbackChallenge')).pow;
    const proofs = await Promise.all(
      Array.from({ length: 200 }, async () => solve(await challenge())),
    );
    const ask = (failures: number, pow: PowSolution, address = remoteAddress) =>
      t.app.inject({
        method: 'POST',
        url: '/v/captcha/slider/fallback',
        payload: { failures, pow },
        remoteAddress: address,
      });
    // Fewer than 3 load failures is no reason.
    expect((await ask(2, proofs[0]!, '198.51.100.78')).statusCode).toBe(400);
    const answers = await Promise.all(proofs.map((pow) => ask(3, pow)));
    const passed = answers.filter((a) => a.statusCode === 200);
    expect(passed).toHaveLength(max);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        code: ErrorCode.TOO_MANY_REQUESTS,
        msg: SLIDER_FALLBACK_REFUSED,
      });
    }

    // A fallback ticket opens a login that asks for the slider, once.
    const ticket = passed[0]!.json<{ data: { ticket: string } }>().data.ticket;
    const user = await registerUser(t.app);
    await setCompanyConfig(t, ConfigKey.LOGIN_VCODE, '1');
    try {
      const login = () =>
        call(t.app, 'login', {
          body: { account: user.account, password: TEST_PASSWORD, captchaTicket: ticket },
        });
      dataOf(await login());
      expectError(await login(), 400, ErrorCode.BAD_REQUEST, SLIDER_REQUIRED);
    } finally {
      await setCompanyConfig(t, ConfigKey.LOGIN_VCODE, '0');
    }
  });
});

describe('a must-reset account under attack', () => {
  it("is reset with the slider: a stranger's failed logins ask for it, never refuse the owner", async () => {
    const user = await registerUser(t.app);
    await t.database.db
      .update(userAccount)
      .set({ mustResetPassword: true })
      .where(eq(userAccount.account, user.account));
    // A stranger's failures from many addresses: beyond the per-account limit (5, over a day here).
    for (let i = 0; i < 8; i++) {
      await call(t.app, 'login', {
        body: { account: user.account, password: 'Wrong0Pass' },
        remoteAddress: freshAddress(),
      });
    }
    const owner = freshAddress();
    const reset = (extra: Record<string, string> = {}) =>
      call(t.app, 'updatePasswordByAccount', {
        body: {
          account: user.account,
          oldPassword: TEST_PASSWORD,
          newPassword: 'NewPassw0rd',
          confirmPassword: 'NewPassw0rd',
          ...extra,
        },
        remoteAddress: owner,
      });
    // Asked for the slider (was: 429, however long the owner waited).
    expectError(await reset(), 400, ErrorCode.BAD_REQUEST, SLIDER_REQUIRED_TEXT);
    expectError(
      await reset({ captchaTicket: 'made-up' }),
      400,
      ErrorCode.BAD_REQUEST,
      SLIDER_REQUIRED_TEXT,
    );
    // The login limit the screen reloads now asks this address for the code too.
    const limit = await t.app.inject({
      method: 'GET',
      url: staticDocumentUrl('userLoginLimit'),
      remoteAddress: owner,
    });
    expect(limit.json()).toMatchObject({ vCode: true });
    // A passed slider lets the reset through; the old password is still needed.
    expectError(
      await reset({ captchaTicket: await passedTicket(), oldPassword: 'Wrong0Pass' }),
      400,
      ErrorCode.BAD_REQUEST,
      ACCOUNT_TEXT.wrongCredentials,
    );
    dataOf(await reset({ captchaTicket: await passedTicket() }));
    const [row] = await t.database.db
      .select({ mustResetPassword: userAccount.mustResetPassword })
      .from(userAccount)
      .where(eq(userAccount.account, user.account));
    expect(row?.mustResetPassword).toBe(false);
  });
});

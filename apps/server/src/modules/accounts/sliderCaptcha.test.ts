import { ErrorCode, sliderCaptchaSchema } from '@jinli/contract';
import { LOGIN_TEXT } from '@jinli/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  registerUser,
  TEST_PASSWORD,
} from '../../../test/users';
import { staticDocumentUrl } from '../config/routes';
import { ConfigKey } from '../config/configKeys';
import { registerSetting, sliderCaptcha } from '../../db/schema';
import {
  SLIDER,
  SLIDER_FALLBACK_LIMITS,
  SLIDER_FALLBACK_REFUSED,
  SLIDER_MIN_DRAG_MS,
  SLIDER_REQUIRED,
} from './sliderCaptcha';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function puzzle() {
  const p = sliderCaptchaSchema.parse(dataOf(await call(t.app, 'sliderCaptcha')));
  const [row] = await t.database.db.select().from(sliderCaptcha).where(eq(sliderCaptcha.id, p.id));
  return { ...p, targetX: row!.targetX };
}

describe('slider captcha', () => {
  it('draws a background and a piece as SVG data URLs', async () => {
    const p = await puzzle();
    expect(p).toMatchObject({
      width: SLIDER.width,
      height: SLIDER.height,
      pieceSize: SLIDER.piece,
    });
    expect(p.background).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(p.piece).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(p.pieceY).toBeGreaterThanOrEqual(0);
    expect(p.pieceY + p.pieceSize).toBeLessThanOrEqual(p.height);
  });

  it('passes a drop near the gap after human time, once; refuses far, too fast and repeated drops', async () => {
    const far = await puzzle();
    await pause(SLIDER_MIN_DRAG_MS + 50);
    expectError(
      await call(t.app, 'sliderVerify', {
        body: { id: far.id, x: far.targetX + SLIDER.tolerance + 1 },
      }),
      400,
      ErrorCode.BAD_REQUEST,
      LOGIN_TEXT.badCode,
    );
    // One try per puzzle: the right position afterwards is refused too.
    expectError(
      await call(t.app, 'sliderVerify', { body: { id: far.id, x: far.targetX } }),
      400,
      ErrorCode.BAD_REQUEST,
    );

    const fast = await puzzle();
    expectError(
      await call(t.app, 'sliderVerify', { body: { id: fast.id, x: fast.targetX } }),
      400,
      ErrorCode.BAD_REQUEST,
    );

    const good = await puzzle();
    await pause(SLIDER_MIN_DRAG_MS + 50);
    const { ticket } = dataOf<{ ticket: string }>(
      await call(t.app, 'sliderVerify', { body: { id: good.id, x: good.targetX - 3 } }),
    );
    expect(ticket.length).toBeGreaterThan(20);
    expectError(
      await call(t.app, 'sliderVerify', { body: { id: 'nope', x: 1 } }),
      400,
      ErrorCode.BAD_REQUEST,
    );
  });

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
      const p = await puzzle();
      await pause(SLIDER_MIN_DRAG_MS + 50);
      const { ticket } = dataOf<{ ticket: string }>(
        await call(t.app, 'sliderVerify', { body: { id: p.id, x: p.targetX } }),
      );
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
      const p = await puzzle();
      await pause(SLIDER_MIN_DRAG_MS + 50);
      const { ticket } = dataOf<{ ticket: string }>(
        await call(t.app, 'sliderVerify', { body: { id: p.id, x: p.targetX } }),
      );
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

  it('hands out fallback tickets after load failures: 3 an hour per address, also among 200 parallel asks', async () => {
    const max = SLIDER_FALLBACK_LIMITS[0]!.max;
    const remoteAddress = '198.51.100.77';
    const ask = (failures: number, address = remoteAddress) =>
      t.app.inject({
        method: 'POST',
        url: '/v/captcha/slider/fallback',
        payload: { failures },
        remoteAddress: address,
      });
    // Fewer than 3 load failures is no reason.
    expect((await ask(2, '198.51.100.78')).statusCode).toBe(400);
    const answers = await Promise.all(Array.from({ length: 200 }, () => ask(3)));
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

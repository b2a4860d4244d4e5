import { ErrorCode, sliderCaptchaSchema } from '@jinli/contract';
import { LOGIN_TEXT } from '@jinli/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testCompanyId, type TestApp } from '../../../test/testApp';
import { call, dataOf, expectError, freshAccount, TEST_PASSWORD } from '../../../test/users';
import { registerSetting, sliderCaptcha } from '../../db/schema';
import { SLIDER, SLIDER_MIN_DRAG_MS, SLIDER_REQUIRED } from './sliderCaptcha';

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
});

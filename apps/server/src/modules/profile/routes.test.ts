import {
  bankCardSchema,
  endpointPath,
  endpoints,
  ErrorCode,
  userInfoSchema,
  vipRuleSchema,
} from '@jinli/contract';
import { REGISTER_MESSAGES } from '@jinli/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { tableCounts } from '../../../test/testDatabase';
import { call, dataOf, expectError, registerUser, TEST_PASSWORD } from '../../../test/users';
import { userAccount } from '../../db/schema';
import { ACCOUNT_TEXT, MAX_BANK_CARDS } from '../accounts/texts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const BAD = ErrorCode.BAD_REQUEST;

async function userWithFundPassword() {
  const user = await registerUser(t.app);
  dataOf(
    await call(t.app, 'updateFundPwd', {
      token: user.token,
      body: { password: TEST_PASSWORD, fundPwd: '2468', confirmFundPwd: '2468' },
    }),
  );
  return user;
}

describe('GET /api/user/money/check, /api/user/status', () => {
  it('answers the own balances and status', async () => {
    const user = await registerUser(t.app);
    expect(dataOf(await call(t.app, 'moneyCheck', { token: user.token }))).toEqual({
      money: 0,
      liveMoney: 0,
    });
    expect(dataOf(await call(t.app, 'userStatus', { token: user.token }))).toEqual({
      account: user.account,
      type: 'HY',
      enabled: 1,
      mustResetPassword: 0,
    });
    expectError(await call(t.app, 'moneyCheck'), 401, ErrorCode.UNAUTHORIZED);
  });
});

describe('GET /api/v2/uservip/rules', () => {
  it('lists the seeded rules by level', async () => {
    const rules = z.array(vipRuleSchema).parse(dataOf(await call(t.app, 'vipRules')));
    expect(rules.map((r) => r.vipLevel)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (let i = 1; i < rules.length; i++)
      expect(rules[i]!.betMoney).toBeGreaterThan(rules[i - 1]!.betMoney);
  });
});

describe('POST /api/user/modifyUserInfo', () => {
  it('changes only the fields sent, with the register rules', async () => {
    const user = await registerUser(t.app);
    const modify = (body: Record<string, unknown>) =>
      call(t.app, 'modifyUserInfo', { token: user.token, body });
    const info = userInfoSchema.parse(
      dataOf(await modify({ email: 'a@example.com', qq: '123456', avatarId: 5 })),
    );
    expect(info).toMatchObject({ email: 'a@example.com', qq: '123456', avatarId: 5 });
    expectError(await modify({ email: 'bad' }), 400, BAD, REGISTER_MESSAGES.email.error);
    expectError(await modify({ weixin: 'a' }), 400, BAD, REGISTER_MESSAGES.weixin.error);
    expectError(
      await modify({ birthday: '2999-01-01' }),
      400,
      BAD,
      REGISTER_MESSAGES.birthday.error,
    );
    expectError(await modify({ avatarId: 'x' }), 400, BAD);
    const after = userInfoSchema.parse(dataOf(await modify({ phone: '13912345678' })));
    expect(after).toMatchObject({ email: 'a@example.com', phone: '139******78' });
  });

  it('answers an empty body (or JSON null) with the unchanged profile, not a 500', async () => {
    const user = await registerUser(t.app);
    const unchanged = dataOf(await call(t.app, 'modifyUserInfo', { token: user.token, body: {} }));
    expect(unchanged).toMatchObject({ account: user.account });
    const response = await t.app.inject({
      method: 'POST',
      url: endpointPath(endpoints.modifyUserInfo),
      headers: { authorization: user.token, 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('POST /api/v2/user/update/chat-theme-color', () => {
  it('stores a colour 1-8', async () => {
    const user = await registerUser(t.app);
    expect(
      dataOf(await call(t.app, 'updateChatThemeColor', { token: user.token, body: { color: 6 } })),
    ).toEqual({ color: 6 });
    const info = dataOf<{ userInfo: { chatThemeColor: number } }>(
      await call(t.app, 'userInfo', { token: user.token }),
    );
    expect(info.userInfo.chatThemeColor).toBe(6);
    expectError(
      await call(t.app, 'updateChatThemeColor', { token: user.token, body: { color: 9 } }),
      400,
      BAD,
    );
  });
});

describe('POST /api/user/updateBank, GET /api/user/bank/list', () => {
  it('binds accounts with the fund password, masks them, edits only own ones, at most 5', async () => {
    const noFund = await registerUser(t.app);
    const card = {
      bankName: '中国银行',
      cardNo: '6222021234567890123',
      realName: '张三',
      cashPassword: '2468',
    };
    expectError(
      await call(t.app, 'updateBank', { token: noFund.token, body: card }),
      400,
      ErrorCode.CASH_PASSWORD_NULL,
    );

    const user = await userWithFundPassword();
    const bind = (body: Record<string, unknown>) =>
      call(t.app, 'updateBank', { token: user.token, body });
    expectError(
      await bind({ ...card, cashPassword: '1111' }),
      400,
      ErrorCode.CASH_PASSWORD_ERROR,
      '交易密码输入错误!',
    );
    expectError(await bind({ ...card, cardNo: '12' }), 400, BAD, ACCOUNT_TEXT.cardNoInvalid);
    expectError(await bind({ ...card, realName: 'Bob' }), 400, BAD, ACCOUNT_TEXT.realNameRequired);
    expectError(await bind({ ...card, bankName: ' ' }), 400, BAD, ACCOUNT_TEXT.bankNameRequired);
    const bound = bankCardSchema.parse(dataOf(await bind(card)));
    expect(bound).toMatchObject({
      kind: 'bank',
      bankName: '中国银行',
      cardNo: '622**************23',
      realName: '张*',
    });
    const usdt = bankCardSchema.parse(
      dataOf(await bind({ ...card, kind: 'usdt', bankName: 'TRC20', cardNo: 'T'.padEnd(34, 'x') })),
    );
    expect(usdt.kind).toBe('usdt');
    const edited = bankCardSchema.parse(
      dataOf(await bind({ ...card, id: bound.id, bankName: '工商银行' })),
    );
    expect(edited).toMatchObject({ id: bound.id, bankName: '工商银行' });

    const stranger = await userWithFundPassword();
    expectError(
      await call(t.app, 'updateBank', {
        token: stranger.token,
        body: { ...card, id: bound.id, cashPassword: '2468' },
      }),
      404,
      ErrorCode.NOT_FOUND,
    );
    expect(dataOf(await call(t.app, 'bankList', { token: stranger.token }))).toEqual([]);

    for (let i = 0; i < MAX_BANK_CARDS - 2; i++) dataOf(await bind(card));
    const before = await tableCounts(t.database.db);
    expectError(await bind(card), 400, BAD, ACCOUNT_TEXT.bankLimit);
    expect(await tableCounts(t.database.db)).toEqual(before);
    const list = z
      .array(bankCardSchema)
      .parse(dataOf(await call(t.app, 'bankList', { token: user.token })));
    expect(list).toHaveLength(MAX_BANK_CARDS);
    expect(list.every((c) => c.cardNo.includes('*'))).toBe(true);
  });
});

describe('trial accounts in the profile', () => {
  it('a TEST user has no fund password and type TEST', async () => {
    const trial = dataOf<{ token: string }>(await call(t.app, 'registerTrial'));
    const info = dataOf<{ userInfo: { type: string; enableChat: number } }>(
      await call(t.app, 'userInfo', { token: trial.token }),
    );
    expect(info.userInfo).toMatchObject({ type: 'TEST', enableChat: 0 });
    const [row] = await t.database.db
      .select()
      .from(userAccount)
      .where(eq(userAccount.type, 'TEST'));
    expect(row?.fundPasswordHash).toBeNull();
  });
});

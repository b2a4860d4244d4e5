// The red-packet endpoints on the real app: every route and every refusal (bad input is a 400 with
// a Chinese message, never a 500), the card in the room, the ledger rows, detail and history, the
// daily cap under parallel sends, Idempotency-Key replays and the expiry refund.
import {
  ChatCommand,
  chatRecordsSchema,
  ErrorCode,
  HONGBAO_REFUSAL,
  hongbaoDetailSchema,
  hongbaoGrabResultSchema,
  hongbaoHistorySchema,
  hongbaoRulesSchema,
  hongbaoSummarySchema,
} from '@jinli/contract';
import { LEDGER_CODE, MONEY_PARSE_MESSAGES } from '@jinli/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setCompanyConfig, testAppPerFile, testCompanyId } from '../../../test/testApp';
import { call, dataOf, expectError } from '../../../test/users';
import { balanceAndLedger } from '../../../test/wallet';
import { chatMessage, hongbaoPacket, ledger, userAccount, vipRule } from '../../db/schema';
import { createPeople } from '../chat/people';
import { chatTokenOf, LOBBY, setRoom } from '../chat/testKit';
import { ConfigKey } from '../config/configKeys';
import { CONFIG_VALUE_REFUSED, OPERATOR_CONFIG_PATH } from '../config/operator';
import { OPERATOR_TOKEN_HEADER } from '../operators/accounts';
import { createHongbaoExpiry } from './expiry';
import { createHongbaoService } from './service';
import {
  type BulkPlayer,
  bulkPlayers,
  expectConsistent,
  fund,
  KIT_FUND_PASSWORD,
  ledgerMismatches,
  packetState,
} from './testKit';

const YUAN = 1000;
const BAD = ErrorCode.BAD_REQUEST;
const OPERATOR = { name: 'ops', token: 'ops-token-0123456789abcdef' };
const file = testAppPerFile({ hongbao: { runExpiry: false }, operators: [OPERATOR] });

let companyId: number;
beforeAll(async () => {
  companyId = await testCompanyId(file.t.database);
});

const db = () => file.t.database.db;
const app = () => file.t.app;

/** `n` players with the kit's fund password, each with `balance` yuan. */
async function players(n: number, balance = 0): Promise<BulkPlayer[]> {
  const made = await bulkPlayers(db(), companyId, n, { fundPassword: true });
  if (balance > 0) for (const p of made) await fund(db(), p.userId, BigInt(balance * YUAN));
  return made;
}

function send(
  player: BulkPlayer,
  body: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return call(app(), 'hongbaoSend', {
    token: player.token,
    headers,
    body: {
      room_id: LOBBY,
      kind: 'lucky',
      amount: '10',
      count: 5,
      greeting: '',
      fundPwd: KIT_FUND_PASSWORD,
      ...body,
    },
  });
}

const grab = (player: BulkPlayer, id: string, headers: Record<string, string> = {}) =>
  call(app(), 'hongbaoGrab', { token: player.token, headers, body: { id } });

async function sent(player: BulkPlayer, body: Record<string, unknown> = {}) {
  return hongbaoSummarySchema.parse(dataOf(await send(player, body)));
}

describe('rules', () => {
  it('answers the defaults, and what the company set', async () => {
    const [p] = await players(1);
    const rules = hongbaoRulesSchema.parse(
      dataOf(await call(app(), 'hongbaoRules', { token: p!.token })),
    );
    expect(rules).toEqual({
      minShare: 10,
      maxTotal: 20_000 * YUAN,
      maxCount: 100,
      dailyCap: 50_000 * YUAN,
      expiryHours: 24,
      greetingMaxLength: 30,
      defaultGreeting: '恭喜发财，大吉大利',
    });
    await setCompanyConfig(file.t, ConfigKey.HONGBAO_MAX_COUNT, '50');
    await setCompanyConfig(file.t, ConfigKey.HONGBAO_MIN_SHARE, '0.1');
    try {
      const changed = dataOf<{ maxCount: number; minShare: number }>(
        await call(app(), 'hongbaoRules', { token: p!.token }),
      );
      expect(changed).toMatchObject({ maxCount: 50, minShare: 100 });
    } finally {
      await setCompanyConfig(file.t, ConfigKey.HONGBAO_MAX_COUNT, '100');
      await setCompanyConfig(file.t, ConfigKey.HONGBAO_MIN_SHARE, '0.01');
    }
  });

  it('are set by the operator (POST /operator/config), in their formats only', async () => {
    const [p] = await players(1);
    const set = (key: string, value: string) =>
      app().inject({
        method: 'POST',
        url: OPERATOR_CONFIG_PATH,
        headers: { 'content-type': 'application/json', [OPERATOR_TOKEN_HEADER]: OPERATOR.token },
        payload: JSON.stringify({ key, value }),
      });
    for (const [key, value] of [
      [ConfigKey.HONGBAO_MIN_SHARE, '0.001'],
      [ConfigKey.HONGBAO_MIN_SHARE, '0'],
      [ConfigKey.HONGBAO_MAX_TOTAL, 'abc'],
      [ConfigKey.HONGBAO_MAX_COUNT, '0'],
      [ConfigKey.HONGBAO_MAX_COUNT, '10001'],
      [ConfigKey.HONGBAO_DAILY_CAP, '-5'],
      [ConfigKey.HONGBAO_EXPIRY_HOURS, '1.5'],
      [ConfigKey.AWARD_NOTICE_MIN, ''],
    ] as const) {
      expectError(await set(key, value), 400, BAD, CONFIG_VALUE_REFUSED);
    }
    try {
      expect((await set(ConfigKey.HONGBAO_MAX_TOTAL, '500.5')).statusCode).toBe(200);
      expect((await set(ConfigKey.HONGBAO_EXPIRY_HOURS, '48')).statusCode).toBe(200);
      expect((await set(ConfigKey.AWARD_NOTICE_MIN, '88')).statusCode).toBe(200);
      const rules = dataOf<{ maxTotal: number; expiryHours: number }>(
        await call(app(), 'hongbaoRules', { token: p!.token }),
      );
      expect(rules).toMatchObject({ maxTotal: 500_500, expiryHours: 48 });
    } finally {
      await set(ConfigKey.HONGBAO_MAX_TOTAL, '20000');
      await set(ConfigKey.HONGBAO_EXPIRY_HOURS, '24');
      await set(ConfigKey.AWARD_NOTICE_MIN, '10000');
    }
  });

  it('needs a session', async () => {
    expectError(await call(app(), 'hongbaoRules'), 401, ErrorCode.UNAUTHORIZED);
    expectError(
      await call(app(), 'hongbaoSend', { body: { room_id: LOBBY } }),
      401,
      ErrorCode.UNAUTHORIZED,
    );
  });
});

describe('send: the debit, the shares and the card', () => {
  it('debits the wallet once (红包发出), stores the shares and puts the card in the room', async () => {
    const [sender] = await players(1, 100);
    const packet = await sent(sender!, { amount: '12.34', count: 7, greeting: '  新年快乐 ' });
    expect(packet).toMatchObject({
      room_id: LOBBY,
      kind: 'lucky',
      greeting: '新年快乐',
      totalAmount: 12_340,
      count: 7,
      takenCount: 0,
      takenAmount: 0,
      status: 'open',
      finishedAt: null,
      refundAmount: null,
      myAmount: null,
      sender: { userId: sender!.userId },
    });
    expect(packet.expiresAt - packet.createdAt).toBe(24 * 3_600_000);
    const money = await balanceAndLedger(db(), sender!.userId);
    expect(money.balance).toBe(BigInt(100 * YUAN - 12_340));
    expect(money.ledgerSum).toBe(money.balance);
    const rows = await db()
      .select()
      .from(ledger)
      .where(and(eq(ledger.userId, sender!.userId), eq(ledger.type, LEDGER_CODE.hongbaoSend)));
    expect(rows.map((row) => [row.amount, row.refId])).toEqual([[-12_340n, packet.id]]);
    const state = await packetState(db(), packet.id);
    expect(state.total).toBe(12_340n);

    // The card, as the room's history serves it to anyone (a chat token of another player).
    const [reader] = await players(1);
    const history = chatRecordsSchema.parse(
      dataOf(
        await call(app(), 'chatRecords', {
          chatToken: await chatTokenOf(app(), reader!.token),
          query: { room_id: LOBBY, limit: 5 },
        }),
      ),
    );
    const card = history.items.find((item) => item.content.hongbao?.id === packet.id);
    expect(card?.content).toMatchObject({
      type: 'hongbao',
      body: '新年快乐',
      hongbao: { id: packet.id, kind: 'lucky', greeting: '新年快乐', count: 7 },
      userinfo: { user_id: String(sender!.userId) },
    });
    expect(card?.command).toBe(ChatCommand.ROOM_MESSAGE);
  });

  it('uses the default greeting and splits equal packets evenly', async () => {
    const [sender, taker] = await players(2, 100);
    const packet = await sent(sender!, { kind: 'equal', amount: '3', count: 3 });
    expect(packet.greeting).toBe('恭喜发财，大吉大利');
    const got = hongbaoGrabResultSchema.parse(dataOf(await grab(taker!, packet.id)));
    expect(got).toMatchObject({ outcome: 'got', amount: 1_000 });
  });
});

describe('send: refusals, company limits and malformed input', () => {
  it('refuses trial accounts, players who may not chat there, and wrong fund passwords', async () => {
    const [trial] = await bulkPlayers(db(), companyId, 1, { fundPassword: true, type: 'TEST' });
    await fund(db(), trial!.userId, 100_000n);
    expectError(await send(trial!), 403, ErrorCode.FORBIDDEN, HONGBAO_REFUSAL.trial);

    const [muted, vipless, lowLevel, noFund, wrong] = await players(5, 100);
    await db()
      .update(userAccount)
      .set({ enableChat: false })
      .where(eq(userAccount.id, muted!.userId));
    expectError(await send(muted!), 403, ErrorCode.FORBIDDEN, HONGBAO_REFUSAL.noChat);

    await db().update(userAccount).set({ vipLevel: 9 }).where(eq(userAccount.id, vipless!.userId));
    await db()
      .insert(vipRule)
      .values({ companyId, vipLevel: 9, betMoney: 999_999_999_000n, enableChat: false })
      .onConflictDoUpdate({
        target: [vipRule.companyId, vipRule.vipLevel],
        set: { enableChat: false },
      });
    expectError(await send(vipless!), 403, ErrorCode.FORBIDDEN, HONGBAO_REFUSAL.noChat);

    await setRoom(db(), LOBBY, { minChatLevel: 3 });
    try {
      expectError(await send(lowLevel!), 403, ErrorCode.FORBIDDEN, HONGBAO_REFUSAL.noChat);
    } finally {
      await setRoom(db(), LOBBY, { minChatLevel: 0 });
    }

    await db()
      .update(userAccount)
      .set({ fundPasswordHash: null })
      .where(eq(userAccount.id, noFund!.userId));
    expectError(await send(noFund!), 400, ErrorCode.CASH_PASSWORD_NULL);
    expectError(await send(wrong!, { fundPwd: '0000' }), 400, ErrorCode.CASH_PASSWORD_ERROR);

    // Nothing moved for any of them.
    for (const p of [trial, muted, vipless, lowLevel, noFund, wrong]) {
      const rows = await db()
        .select()
        .from(hongbaoPacket)
        .where(eq(hongbaoPacket.senderId, p!.userId));
      expect(rows).toEqual([]);
    }
  });

  it('checks the company limits with clear messages', async () => {
    const [p] = await players(1, 100_000);
    const refused = async (body: Record<string, unknown>, msg: string) =>
      expectError(await send(p!, body), 400, BAD, msg);
    await refused({ amount: '0.99', count: 100 }, '单个红包金额不能低于0.01元');
    await refused({ amount: '0', count: 1 }, '单个红包金额不能低于0.01元');
    await refused({ amount: '20000.01', count: 1 }, '红包总金额不能超过20,000元');
    await refused({ amount: '100', count: 101 }, '红包个数不能超过100个');
    await refused({ kind: 'equal', amount: '1', count: 3 }, HONGBAO_REFUSAL.notEven);
    await refused({ amount: '1.005', count: 1 }, MONEY_PARSE_MESSAGES.fen);
    // Whole fen is the first thing an amount is held to (as on every money form), before the limits.
    await refused({ amount: '20000.005', count: 1 }, MONEY_PARSE_MESSAGES.fen);
    await refused({ kind: 'equal', amount: 1.005, count: 3 }, MONEY_PARSE_MESSAGES.fen);
    await refused({ greeting: '福'.repeat(31) }, '祝福语不能超过30个字');
    await refused({ amount: '100000.5', count: 1 }, '红包总金额不能超过20,000元');
    await refused({ room_id: 'no-such-room' }, '红包只能发送到聊天室');
    await refused({ room_id: 'private_1_2' }, '红包只能发送到聊天室');
    await setCompanyConfig(file.t, ConfigKey.HONGBAO_MIN_SHARE, '0.5');
    try {
      await refused({ amount: '2', count: 5 }, '单个红包金额不能低于0.5元');
    } finally {
      await setCompanyConfig(file.t, ConfigKey.HONGBAO_MIN_SHARE, '0.01');
    }
    const [poor] = await players(1, 1);
    expectError(await send(poor!, { amount: '2' }), 400, BAD, HONGBAO_REFUSAL.balance);
    expect((await balanceAndLedger(db(), poor!.userId)).balance).toBe(1_000n);
  });

  it('never answers 500 to malformed input', async () => {
    const [p] = await players(1, 10);
    for (const body of [
      { amount: 'abc' },
      { amount: '-5' },
      { amount: '1e3' },
      { amount: null },
      { count: 0 },
      { count: -1 },
      { count: 'x' },
      { count: 1.5 },
      { kind: 'big' },
      { room_id: '' },
      { room_id: 'x'.repeat(65) },
      { greeting: 5 },
      { fundPwd: 'x'.repeat(17) },
      { greeting: '\u0000\u0001' },
    ]) {
      const response = await send(p!, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect((response.json() as { msg: string }).msg).toMatch(/[\u4e00-\u9fff]/);
    }
    for (const id of ['abc', '', '-1', '1'.repeat(20), '99999999999999999999']) {
      const response = await grab(p!, id);
      expect(response.statusCode, id).toBe(400);
      const detail = await call(app(), 'hongbaoDetail', { token: p!.token, query: { id } });
      expect(detail.statusCode, id).toBe(400);
    }
    expectError(await grab(p!, '9223372036854775807'), 404, ErrorCode.NOT_FOUND, '红包不存在');
    expectError(await grab(p!, '12345678'), 404, ErrorCode.NOT_FOUND, '红包不存在');
    const history = await call(app(), 'hongbaoHistory', {
      token: p!.token,
      query: { type: 'sideways', year: 1999 },
    });
    expect(history.statusCode).toBe(400);
    expectError(await send(p!, {}, { 'idempotency-key': 'bad key\u00e9' }), 400, BAD);
  });
});

describe('send: the daily cap under parallel sends, and Idempotency-Key replays', () => {
  it('holds the daily cap under 200 parallel sends', async () => {
    const [p] = await players(1, 1_000);
    await setCompanyConfig(file.t, ConfigKey.HONGBAO_DAILY_CAP, '100');
    try {
      // The fund password is the accounts' own check (tested above): here 200 argon2 checks would
      // only burn CPU, so the service runs with one that passes.
      const service = createHongbaoService({
        db: db(),
        pubsub: {
          kind: 'memory',
          publish: async () => {},
          subscribe: async () => async () => {},
          close: async () => {},
        },
        accounts: { checkFundPassword: async () => {} },
        chat: app().chatService,
        people: createPeople(db()),
      });
      const [user] = await db().select().from(userAccount).where(eq(userAccount.id, p!.userId));
      const body = {
        room_id: LOBBY,
        kind: 'lucky' as const,
        amount: '1',
        count: 1,
        greeting: '',
        fundPwd: '',
      };
      const outcomes = await Promise.allSettled(
        Array.from({ length: 200 }, () => service.send(user!, body, undefined)),
      );
      const ok = outcomes.filter((o) => o.status === 'fulfilled').length;
      const refusals = new Set(
        outcomes.flatMap((o) => (o.status === 'rejected' ? [(o.reason as Error).message] : [])),
      );
      expect(ok).toBe(100);
      expect([...refusals]).toEqual(['已超过今日发红包额度，今日还可发0元']);
      const money = await balanceAndLedger(db(), p!.userId);
      expect(money.balance).toBe(900_000n);
      expect(money.ledgerSum).toBe(money.balance);
      expectError(
        await send(p!, { amount: '1', count: 1 }),
        400,
        BAD,
        '已超过今日发红包额度，今日还可发0元',
      );
    } finally {
      await setCompanyConfig(file.t, ConfigKey.HONGBAO_DAILY_CAP, '50000');
    }
  });

  it('replays a send with the same Idempotency-Key: one packet, one debit, one card', async () => {
    const [p] = await players(1, 100);
    const headers = { 'idempotency-key': `send-${p!.userId}` };
    const first = await sent(p!);
    expect(first.totalAmount).toBe(10_000);
    const a = hongbaoSummarySchema.parse(dataOf(await send(p!, { amount: '5' }, headers)));
    const b = hongbaoSummarySchema.parse(dataOf(await send(p!, { amount: '5' }, headers)));
    expect(b).toEqual(a);
    expectError(await send(p!, { amount: '6' }, headers), 409, ErrorCode.CONFLICT);
    const packets = await db()
      .select()
      .from(hongbaoPacket)
      .where(eq(hongbaoPacket.senderId, p!.userId));
    expect(packets).toHaveLength(2);
    const cards = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(chatMessage)
      .where(eq(chatMessage.senderId, String(p!.userId)));
    expect(cards[0]!.n).toBe(2);
    expect((await balanceAndLedger(db(), p!.userId)).balance).toBe(85_000n);
  });
});

describe('grab, detail and history', () => {
  it('hands out each share once: got, already, empty; the luckiest once all are taken', async () => {
    const [sender, a, b, c] = await players(4, 100);
    const packet = await sent(sender!, { amount: '1', count: 2 });
    const first = hongbaoGrabResultSchema.parse(dataOf(await grab(a!, packet.id)));
    expect(first.outcome).toBe('got');
    expect(first.packet).toMatchObject({ takenCount: 1, status: 'open', myAmount: first.amount });
    const again = hongbaoGrabResultSchema.parse(dataOf(await grab(a!, packet.id)));
    expect(again).toMatchObject({ outcome: 'already', amount: first.amount });

    let detail = hongbaoDetailSchema.parse(
      dataOf(await call(app(), 'hongbaoDetail', { token: c!.token, query: { id: packet.id } })),
    );
    expect(detail.claims.map((claim) => claim.luckiest)).toEqual([false]);
    expect(detail.packet.myAmount).toBeNull();

    const second = hongbaoGrabResultSchema.parse(dataOf(await grab(b!, packet.id)));
    expect(second.outcome).toBe('got');
    expect(first.amount! + second.amount!).toBe(1_000);
    expect(second.packet).toMatchObject({ status: 'finished', takenCount: 2, takenAmount: 1_000 });
    expect(second.packet.finishedAt).not.toBeNull();
    const late = hongbaoGrabResultSchema.parse(dataOf(await grab(c!, packet.id)));
    expect(late).toMatchObject({ outcome: 'empty', amount: null });
    // With a key the grab takes the transaction's path (no shortcut): still 已抢完, nothing paid.
    const keyed = hongbaoGrabResultSchema.parse(
      dataOf(await grab(c!, packet.id, { 'idempotency-key': `late-${c!.userId}` })),
    );
    expect(keyed).toMatchObject({ outcome: 'empty', amount: null });

    detail = hongbaoDetailSchema.parse(
      dataOf(await call(app(), 'hongbaoDetail', { token: a!.token, query: { id: packet.id } })),
    );
    // Newest first: b then a; the luckiest is the larger, a's on a tie (a took first).
    expect(detail.claims.map((claim) => claim.user.userId)).toEqual([b!.userId, a!.userId]);
    const luckiest = first.amount! >= second.amount! ? a!.userId : b!.userId;
    expect(
      detail.claims.filter((claim) => claim.luckiest).map((claim) => claim.user.userId),
    ).toEqual([luckiest]);
    expect(detail.packet.myAmount).toBe(first.amount);
    expect(detail.packet.sender.nickname).toMatch(/\*\*\*/);

    for (const p of [sender, a, b, c]) {
      const money = await balanceAndLedger(db(), p!.userId);
      expect(money.balance).toBe(money.ledgerSum);
    }
    expectConsistent(await packetState(db(), packet.id));

    // History: sent by the sender, received by a (this year).
    const sentHistory = hongbaoHistorySchema.parse(
      dataOf(
        await call(app(), 'hongbaoHistory', { token: sender!.token, query: { type: 'sent' } }),
      ),
    );
    expect(sentHistory).toMatchObject({ totalCount: 1, yearCount: 1, yearAmount: 1_000 });
    expect(sentHistory.years).toEqual([sentHistory.year]);
    expect(sentHistory.data[0]!.packet.id).toBe(packet.id);
    const received = hongbaoHistorySchema.parse(
      dataOf(await call(app(), 'hongbaoHistory', { token: a!.token, query: { type: 'received' } })),
    );
    expect(received).toMatchObject({
      totalCount: 1,
      yearAmount: first.amount,
      luckiestCount: luckiest === a!.userId ? 1 : 0,
    });
    expect(received.data[0]).toMatchObject({ amount: first.amount, packet: { id: packet.id } });
    const otherYear = hongbaoHistorySchema.parse(
      dataOf(
        await call(app(), 'hongbaoHistory', {
          token: a!.token,
          query: { type: 'received', year: 2001 },
        }),
      ),
    );
    expect(otherYear).toMatchObject({ totalCount: 0, yearAmount: 0, data: [], year: 2001 });
    expect(otherYear.years).toEqual([received.year]);
  });

  it('refuses trial accounts; a replayed grab with the same Idempotency-Key pays once', async () => {
    const [sender, p] = await players(2, 100);
    const packet = await sent(sender!, { amount: '5', count: 5 });
    const [trial] = await bulkPlayers(db(), companyId, 1, { type: 'TEST' });
    expectError(await grab(trial!, packet.id), 403, ErrorCode.FORBIDDEN, HONGBAO_REFUSAL.trial);
    const headers = { 'idempotency-key': `grab-${p!.userId}` };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => grab(p!, packet.id, headers)),
    );
    const results = answers.map((r) => hongbaoGrabResultSchema.parse(dataOf(r)));
    expect(new Set(results.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(results[0]!.outcome).toBe('got');
    const money = await balanceAndLedger(db(), p!.userId);
    expect(money.balance).toBe(BigInt(100 * YUAN + results[0]!.amount!));
    expect(money.rows).toBe(2);
    expectConsistent(await packetState(db(), packet.id));
  });
});

describe('expiry', () => {
  it('refunds the untaken rest once, after the expiry, however often the job runs', async () => {
    const [sender, p] = await players(2, 100);
    const packet = await sent(sender!, { amount: '10', count: 4 });
    const got = hongbaoGrabResultSchema.parse(dataOf(await grab(p!, packet.id)));
    const job = createHongbaoExpiry({ db: db() });
    expect(await job.runOnce()).toBe(0);
    // As if a day went by (the server may have been down at the moment itself).
    await db()
      .update(hongbaoPacket)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(hongbaoPacket.id, BigInt(packet.id)));
    const late = hongbaoGrabResultSchema.parse(dataOf(await grab(sender!, packet.id)));
    expect(late).toMatchObject({ outcome: 'expired', amount: null, packet: { status: 'expired' } });
    expect(
      await Promise.all([
        job.runOnce(),
        job.runOnce(),
        createHongbaoExpiry({ db: db() }).runOnce(),
      ]),
    ).toSatisfy((counts: number[]) => counts.reduce((a, b) => a + b, 0) === 1);
    expect(await job.runOnce()).toBe(0);
    const state = await packetState(db(), packet.id);
    expectConsistent(state);
    expect(state.refundRows).toBe(1);
    expect(state.refundSum).toBe(BigInt(10 * YUAN - got.amount!));
    const money = await balanceAndLedger(db(), sender!.userId);
    expect(money.balance).toBe(BigInt(100 * YUAN - got.amount!));
    expect(money.ledgerSum).toBe(money.balance);
    const detail = hongbaoDetailSchema.parse(
      dataOf(
        await call(app(), 'hongbaoDetail', { token: sender!.token, query: { id: packet.id } }),
      ),
    );
    expect(detail.packet).toMatchObject({
      status: 'expired',
      refundAmount: 10 * YUAN - got.amount!,
    });
    expect(await ledgerMismatches(db())).toEqual([]);
  });
});

// The console's players (issue 32 玩家): search by account, phone and agent with filters and
// paging; the profile and its pages; and the actions of 客服 and 管理员 — a muted player is told
// 您已被禁言 on the next send, a banned one is signed out and refused at login, must-reset asks for
// a new password, unlock forgets the failed logins. Roles, CSRF and hostile input are refused.
import { CHAT_REFUSAL, ErrorCode } from '@jinli/contract';
import {
  CONSOLE_PLAYERS_PATH,
  type ConsolePlayerProfile,
  type ConsolePlayerRow,
  consolePlayerActionPath,
  consolePlayerPath,
  consolePlayerProfileSchema,
  consolePlayersResponseSchema,
} from '@jinli/contract/console';
import type { Page } from '@jinli/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/testApp';
import { call, expectError } from '../../../../test/users';
import { userAccount } from '../../../db/schema';
import { ACCOUNT_TEXT } from '../../accounts/texts';
import { chatPlayer, clientId, LOBBY, setRoom } from '../../chat/testKit';
import type { ChatPrincipal } from '../../chat/types';
import { ROLES_ANY } from '../../operators/roles';
import {
  consoleData,
  expectRefusal,
  expectRolesRefused,
  playerWith,
  signInStaff,
  type Staff,
  TEST_PASSWORD,
} from '../playerMoneyTestKit';
import { consoleAudit, consoleOf, consoleRequest, testClock } from '../testKit';
import { ROLES_PLAYER_CARE } from './playerRoutes';

const clock = testClock();
let t: TestApp;
let staff: Staff;
beforeAll(async () => {
  t = await createTestApp({ console: { now: clock.now }, chat: { availabilityCacheMs: 0 } });
  staff = await signInStaff(t, clock);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, role: keyof Staff = 'support') =>
  consoleRequest(consoleOf(t), staff[role], 'GET', url);
const post = (url: string, body: unknown = {}, role: keyof Staff = 'support') =>
  consoleRequest(consoleOf(t), staff[role], 'POST', url, body);
const players = async (query: string) =>
  consolePlayersResponseSchema.parse(consoleData(await get(`${CONSOLE_PLAYERS_PATH}?${query}`)));

describe('GET /console-api/players', () => {
  it('finds players by account (anywhere, any case), phone and agent team, pages with a total', async () => {
    const a = await playerWith(t.app, t, 12);
    const b = await playerWith(t.app, t, 0);
    await t.database.db
      .update(userAccount)
      .set({ phone: `139${String(b.userId).padStart(8, '0')}` })
      .where(eq(userAccount.id, b.userId));
    const byAccount = await players(`account=${a.account.slice(2).toUpperCase()}`);
    expect(byAccount.data.map((p) => p.account)).toContain(a.account);
    expect(byAccount.data.find((p) => p.id === a.userId)).toMatchObject({
      balance: 12_000,
      banned: false,
      muted: false,
      type: 'HY',
    });
    const tail = String(b.userId).padStart(8, '0');
    expect((await players(`phone=9${tail}`)).data.map((p) => p.id)).toEqual([b.userId]);
    // A LIKE wildcard typed by the operator is taken literally.
    expect((await players('account=%25')).totalCount).toBe(0);

    // agent01's team (seed): sub-agent agent02 and players team01-team04, its own account not.
    const team = await players('agent=AGENT01&pageSize=100');
    const accounts = team.data.map((p) => p.account);
    expect(accounts).toEqual(expect.arrayContaining(['agent02', 'team01', 'team04']));
    expect(accounts).not.toContain('agent01');
    expect(team.data.find((p) => p.account === 'team01')?.agentAccount).toMatch(/^agent0[12]$/);
    expect(await players('agent=nosuchagent')).toEqual({ data: [], totalCount: 0 });

    const all = await players('pageSize=2');
    const second = await players('pageSize=2&page=2');
    expect(all.data).toHaveLength(2);
    expect(second.totalCount).toBe(all.totalCount);
    expect(second.data[0]?.id).toBeLessThan(all.data[1]?.id ?? 0);
  });

  it('filters banned and muted players', async () => {
    const muted = await playerWith(t.app, t, 0);
    consoleData(await post(consolePlayerActionPath(muted.userId, 'mute')));
    const mutedOnes = await players('muted=true&pageSize=100');
    expect(mutedOnes.data.every((p) => p.muted)).toBe(true);
    expect(mutedOnes.data.map((p) => p.id)).toContain(muted.userId);
    expect((await players('muted=0&pageSize=100')).data.map((p) => p.id)).not.toContain(
      muted.userId,
    );
    expect((await players('banned=1&pageSize=100')).data.every((p) => p.banned)).toBe(true);
  });

  it('answers 400 with a Chinese message for hostile queries, changing nothing', async () => {
    for (const query of [
      'page=0',
      'page=-1',
      'page=abc',
      'page=1e99',
      'page=1.5',
      'pageSize=101',
      'pageSize=0',
      'pageSize=NaN',
      'page=1&page=2',
      'banned=maybe',
      'muted=',
      'type=VIP',
      `account=${'x'.repeat(65)}`,
    ])
      expectRefusal(await get(`${CONSOLE_PLAYERS_PATH}?${query}`), 400);
  });

  it('is read by every role, and by nobody without a session', async () => {
    for (const role of ROLES_ANY)
      expect((await get(CONSOLE_PLAYERS_PATH, role)).statusCode).toBe(200);
    await expectRolesRefused(t, staff, 'GET', CONSOLE_PLAYERS_PATH, ROLES_ANY);
  });
});

describe('GET /console-api/players/:id and its pages', () => {
  it('shows the profile: wallet, agents above, VIP, login state, sign-ins, banks, recent ledger', async () => {
    const [team01] = await t.database.db
      .select()
      .from(userAccount)
      .where(eq(userAccount.account, 'team01'));
    if (!team01) throw new Error('seed without team01');
    const profile: ConsolePlayerProfile = consolePlayerProfileSchema.parse(
      consoleData(await get(consolePlayerPath(team01.id), 'finance')),
    );
    expect(profile).toMatchObject({ id: team01.id, account: 'team01', banned: false });
    expect(profile.agentChain[0]).toBe('agent01');
    expect(profile.wallet.balance).toBe(profile.balance);
    expect(profile.recentLedger.length).toBeGreaterThan(0);
    expect(profile.recentLedger[0]?.typeLabel).not.toBe('-');
    expect(profile.login).toMatchObject({ failuresLastHour: 0, locked: false });

    const ledger = consoleData<Page<{ id: number; balanceAfter: number }>>(
      await get(`${consolePlayerPath(team01.id)}/ledger?pageSize=5`),
    );
    expect(ledger.data[0]?.balanceAfter).toBe(profile.balance);
    expect(ledger.totalCount).toBeGreaterThanOrEqual(ledger.data.length);
    const bets = consoleData<Page<{ gameName: string; amount: number }>>(
      await get(`${consolePlayerPath(team01.id)}/bets?pageSize=3`),
    );
    expect(bets.totalCount).toBeGreaterThan(0);
    expect(bets.data[0]?.gameName).not.toBe('');
    const orders = consoleData<Page<{ account: string }> & { totalAmount: number }>(
      await get(`${consolePlayerPath(team01.id)}/orders?kind=recharge`),
    );
    expect(orders.data.every((o) => o.account === 'team01')).toBe(true);
    expect(
      consoleData<Page<unknown>>(await get(`${consolePlayerPath(team01.id)}/orders?kind=withdraw`))
        .totalCount,
    ).toBeGreaterThanOrEqual(0);

    const fresh = await playerWith(t.app, t, 0);
    const sessions = consoleData<Page<{ active: boolean }>>(
      await get(`${consolePlayerPath(fresh.userId)}/sessions`),
    );
    expect(sessions.data).toEqual([expect.objectContaining({ active: true })]);
    for (const page of ['', '/ledger', '/bets', '/orders', '/sessions'])
      await expectRolesRefused(
        t,
        staff,
        'GET',
        `${consolePlayerPath(team01.id)}${page}`,
        ROLES_ANY,
      );
    const from = Date.now() + 86_400_000;
    expect(
      consoleData<Page<unknown>>(await get(`${consolePlayerPath(team01.id)}/ledger?from=${from}`))
        .totalCount,
    ).toBe(0);
  });

  it('answers 404 for an unknown player and 400 for hostile ids and queries', async () => {
    expectRefusal(await get(consolePlayerPath(2_000_000_000)), 404, '玩家不存在');
    expectRefusal(await get(`${consolePlayerPath(2_000_000_000)}/ledger`), 404);
    for (const id of ['abc', '0', '-5', '99999999999', '1.5'])
      expectRefusal(await get(`${CONSOLE_PLAYERS_PATH}/${id}`), 400);
    const id = (await playerWith(t.app, t, 0)).userId;
    for (const query of ['type=0', 'type=x', 'from=-1', 'to=1e20', 'from=10&to=5'])
      expectRefusal(await get(`${consolePlayerPath(id)}/ledger?${query}`), 400);
    expectRefusal(await get(`${consolePlayerPath(id)}/orders?kind=bets`), 400);
    expectRefusal(await get(`${consolePlayerPath(id)}/sessions?pageSize=500`), 400);
  });
});

describe('POST /console-api/players/:id/<action>', () => {
  const sendRoom = async (chatToken: string) => {
    const principal = (await t.app.chatService.authenticate(chatToken, false)) as ChatPrincipal;
    return t.app.chatService
      .sendRoom(principal, { room_id: LOBBY, type: 'text', body: 'hi', client_id: clientId() })
      .then(
        () => 'sent',
        (error: { message: string }) => error.message,
      );
  };

  it('mutes: the next chat message is refused with 您已被禁言, at once; unmute lets it through', async () => {
    await setRoom(t.database.db, LOBBY, { secPerMess: 0 });
    const player = await chatPlayer(t.app, t.database.db);
    expect(await sendRoom(player.chatToken)).toBe('sent');
    const muted = consoleData<ConsolePlayerRow>(
      await post(consolePlayerActionPath(player.userId, 'mute'), { reason: ' 刷屏 ' }),
    );
    expect(muted.muted).toBe(true);
    expect(await sendRoom(player.chatToken)).toBe(CHAT_REFUSAL.muted);
    expect(CHAT_REFUSAL.muted).toMatch(/^您已被禁言/);
    const [entry] = await consoleAudit(t, 'player.mute');
    expect(entry).toMatchObject({
      role: 'support',
      params: { id: player.userId, account: player.account, reason: '刷屏' },
      before: { muted: false },
      after: { muted: true },
    });
    consoleData(await post(consolePlayerActionPath(player.userId, 'unmute'), {}, 'admin'));
    expect(await sendRoom(player.chatToken)).toBe('sent');
  });

  it('bans: the sign-ins and chat sockets end, the login is refused with a clear message; unban lets it in', async () => {
    const player = await playerWith(t.app, t, 0);
    const control = vi.spyOn(t.app.chatService, 'control');
    expect((await call(t.app, 'moneyCheck', { token: player.token })).statusCode).toBe(200);
    expect(
      consoleData<ConsolePlayerRow>(await post(consolePlayerActionPath(player.userId, 'ban')))
        .banned,
    ).toBe(true);
    expectError(
      await call(t.app, 'moneyCheck', { token: player.token }),
      400,
      ErrorCode.TOKEN_INVALID,
    );
    const login = () =>
      call(t.app, 'login', { body: { account: player.account, password: TEST_PASSWORD } });
    expectError(await login(), 400, ErrorCode.ACCOUNT_STATE_ERROR, ACCOUNT_TEXT.accountFrozen);
    expect(ACCOUNT_TEXT.accountFrozen).toBe('账户已被冻结，请联系客服');
    expect(control).toHaveBeenCalledWith({
      type: 'kicked',
      userId: String(player.userId),
      exceptSessionId: null,
      msg: ACCOUNT_TEXT.accountFrozen,
    });
    control.mockRestore();
    consoleData(await post(consolePlayerActionPath(player.userId, 'unban')));
    expect((await login()).statusCode).toBe(200);
    const [entry] = await consoleAudit(t, 'player.unban');
    expect(entry).toMatchObject({ before: { banned: true }, after: { banned: false } });
  });

  it('must-reset: the sign-ins end and the next login asks for a new password', async () => {
    const player = await playerWith(t.app, t, 0);
    const row = consoleData<ConsolePlayerRow>(
      await post(consolePlayerActionPath(player.userId, 'must-reset')),
    );
    expect(row.mustResetPassword).toBe(true);
    expectError(
      await call(t.app, 'moneyCheck', { token: player.token }),
      400,
      ErrorCode.TOKEN_INVALID,
    );
    expectError(
      await call(t.app, 'login', { body: { account: player.account, password: TEST_PASSWORD } }),
      400,
      ErrorCode.RESET_PASSWORD,
    );
  });

  it('unlock: the failed logins are forgotten, from every address', async () => {
    const player = await playerWith(t.app, t, 0);
    for (let i = 0; i < 5; i++)
      expect(
        (await call(t.app, 'login', { body: { account: player.account, password: 'Wrong0Pass' } }))
          .statusCode,
      ).toBe(400);
    const locked = consoleData<ConsolePlayerProfile>(await get(consolePlayerPath(player.userId)));
    expect(locked.login).toMatchObject({ locked: true });
    expect(locked.login.failuresLastHour).toBeGreaterThanOrEqual(5);
    consoleData(await post(consolePlayerActionPath(player.userId, 'unlock')));
    const unlocked = consoleData<ConsolePlayerProfile>(await get(consolePlayerPath(player.userId)));
    expect(unlocked.login).toMatchObject({ locked: false, failuresLastHour: 0 });
    const [entry] = await consoleAudit(t, 'player.unlock');
    expect(entry?.params).toMatchObject({ id: player.userId });
  });

  it('is for 客服 and 管理员 only, needs the CSRF header, refuses bad input and unknown players', async () => {
    const player = await playerWith(t.app, t, 0);
    for (const action of ['mute', 'ban', 'unlock', 'must-reset'] as const)
      await expectRolesRefused(
        t,
        staff,
        'POST',
        consolePlayerActionPath(player.userId, action),
        ROLES_PLAYER_CARE,
      );
    const [row] = await t.database.db
      .select()
      .from(userAccount)
      .where(eq(userAccount.id, player.userId));
    expect(row).toMatchObject({ enabled: true, enableChat: true, mustResetPassword: false });
    expectRefusal(await post(consolePlayerActionPath(2_000_000_000, 'ban')), 404, '玩家不存在');
    expectRefusal(await post(`${CONSOLE_PLAYERS_PATH}/abc/ban`), 400);
    expectRefusal(
      await post(consolePlayerActionPath(player.userId, 'ban'), { reason: 'x'.repeat(201) }),
      400,
    );
    expectRefusal(await post(consolePlayerActionPath(player.userId, 'ban'), { reason: 42 }), 400);
    expect((await post(`${consolePlayerPath(player.userId)}/delete`)).statusCode).toBe(404);
    const [after] = await t.database.db
      .select()
      .from(userAccount)
      .where(eq(userAccount.id, player.userId));
    expect(after?.enabled).toBe(true);
  });
});

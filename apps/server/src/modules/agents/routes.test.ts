import {
  AGENT_REFUSAL,
  AGENT_TERMS_PATH,
  agentInformationSchema,
  agentLinkSchema,
  agentRebateRangeSchema,
  agentSubUserDetailSchema,
  agentSubUserSchema,
  agentSubUsersSchema,
  agentTeamOverviewSchema,
  authTokenSchema,
  ErrorCode,
  type EndpointName,
  pageSchema,
} from '@jinli/contract';
import { PASSWORD_SAME_AS_ACCOUNT, PROMO_CODE_NOT_FOUND, REGISTER_MESSAGES } from '@jinli/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setCompanyConfig, testAppPerFile, testCompanyId } from '../../../test/testApp';
import {
  call,
  type CallOptions,
  dataOf,
  expectError,
  freshAccount,
  registerUser,
  TEST_PASSWORD,
} from '../../../test/users';
import { company, userAccount } from '../../db/schema';
import { ACCOUNT_TEXT } from '../accounts/texts';
import {
  createDbRateLimiter,
  RATE_LIMIT_TEXT,
  recordAttempt,
  userSubject,
} from '../accounts/rateLimits';
import { AGENT_ADD_LIMITS } from './addMember';
import { createLink, joinByLink, makeAgent, type TestUser } from './agentTestKit';
import { AGENT_TERMS_CONFIG_KEY } from './termsPage';
import { AGENT_TEXT } from './texts';

const file = testAppPerFile();
const t = () => file.t;
const db = () => file.t.database.db;

const BAD = ErrorCode.BAD_REQUEST;
const NOT_FOUND = ErrorCode.NOT_FOUND;
const linkPage = pageSchema(agentLinkSchema);

async function userRow(userId: number) {
  const [row] = await db().select().from(userAccount).where(eq(userAccount.id, userId));
  return row!;
}

/** Agent A (8‰) with sub-agent S (7‰), S's player P (6‰) and A's own player Q (5‰); agent B (8‰) with player X. */
let a: TestUser & { promoCode: string };
let s: TestUser;
let p: TestUser;
let q: TestUser;
let b: TestUser & { promoCode: string };
let x: TestUser;
let bLinkId: number;

beforeAll(async () => {
  a = await makeAgent(t(), 8);
  s = await joinByLink(t(), a.token, 'agent', 7);
  p = await joinByLink(t(), s.token, 'player', 6);
  q = await joinByLink(t(), a.token, 'player', 5);
  b = await makeAgent(t(), 8);
  x = await joinByLink(t(), b.token, 'player', 6);
  bLinkId = (await createLink(t(), b.token, 'player', 4, 'B的链接')).id;
});

describe('agent links', () => {
  it('creates, lists, reads, edits and removes a link; a removed code no longer registers (推广码不存在)', async () => {
    const agent = await makeAgent(t(), 8);
    const created = await createLink(t(), agent.token, 'player', 6.5, '朋友圈');
    expect(created).toMatchObject({
      accountType: 'player',
      rebate: 6.5,
      remark: '朋友圈',
      registerCount: 0,
    });
    expect(created.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(created.link).toBe(`http://localhost:80/auth/register?code=${created.code}`);

    // Registering through it: in the team, under the agent, with the link's rebate, as a player.
    const joined = await registerUser(t().app, { intrCode: created.code.toLowerCase() });
    const row = (
      await db().select().from(userAccount).where(eq(userAccount.account, joined.account))
    )[0]!;
    expect(row).toMatchObject({
      parentId: agent.userId,
      agentPath: `/${agent.userId}/`,
      agentLinkId: created.id,
      rebate: 6.5,
      isDl: false,
      promoCode: null,
    });

    const info = agentLinkSchema.parse(
      dataOf(
        await call(t().app, 'agentLinkInfo', { token: agent.token, query: { id: created.id } }),
      ),
    );
    expect(info).toMatchObject({ id: created.id, registerCount: 1 });

    const updated = agentLinkSchema.parse(
      dataOf(
        await call(t().app, 'agentUpdateLink', {
          token: agent.token,
          query: { id: created.id },
          body: { accountType: 'agent', rebate: 7, remark: '改为代理' },
        }),
      ),
    );
    expect(updated).toMatchObject({
      code: created.code,
      accountType: 'agent',
      rebate: 7,
      remark: '改为代理',
    });
    const subAgent = await registerUser(t().app, { intrCode: created.code });
    const subRow = (
      await db().select().from(userAccount).where(eq(userAccount.account, subAgent.account))
    )[0]!;
    expect(subRow).toMatchObject({ isDl: true, rebate: 7, parentId: agent.userId });
    expect(subRow.promoCode).toMatch(/^[A-Z2-9]{8}$/);

    const second = await createLink(t(), agent.token, 'player', 0);
    const list = linkPage.parse(
      dataOf(
        await call(t().app, 'agentLinks', { token: agent.token, query: { page: 1, rows: 1 } }),
      ),
    );
    expect(list.totalCount).toBe(2);
    expect(list.data.map((l) => l.id)).toEqual([second.id]);

    dataOf(
      await call(t().app, 'agentRemoveLink', { token: agent.token, body: { id: created.id } }),
    );
    expectError(
      await call(t().app, 'register', {
        body: {
          account: freshAccount(),
          password: TEST_PASSWORD,
          confirmPassword: TEST_PASSWORD,
          intrCode: created.code,
        },
      }),
      400,
      BAD,
      PROMO_CODE_NOT_FOUND,
    );
    expectError(
      await call(t().app, 'agentRemoveLink', { token: agent.token, body: { id: created.id } }),
      404,
      NOT_FOUND,
      AGENT_REFUSAL.linkNotFound,
    );
    expectError(
      await call(t().app, 'agentLinkInfo', { token: agent.token, query: { id: created.id } }),
      404,
      NOT_FOUND,
    );
    const after = linkPage.parse(dataOf(await call(t().app, 'agentLinks', { token: agent.token })));
    expect(after.data.map((l) => l.id)).toEqual([second.id]);
    // Members who joined through it stay in the team.
    expect((await userRow(row.id)).agentLinkId).toBe(created.id);
  });
});

describe('agent links: rebate ranges and promotion codes', () => {
  it('keeps rebates within getDlSubRebateRange: from 0 to the agent’s own, one decimal', async () => {
    expect(
      agentRebateRangeSchema.parse(
        dataOf(await call(t().app, 'agentRebateRange', { token: a.token })),
      ),
    ).toEqual([0, 8]);
    expect(
      agentRebateRangeSchema.parse(
        dataOf(await call(t().app, 'agentRebateRange', { token: s.token })),
      ),
    ).toEqual([0, 7]);
    for (const rebate of [8.1, 9, 1000])
      expectError(
        await call(t().app, 'agentCreateLink', {
          token: a.token,
          body: { accountType: 'player', rebate },
        }),
        400,
        BAD,
        '返点范围为0-8',
      );
    expectError(
      await call(t().app, 'agentCreateLink', {
        token: s.token,
        body: { accountType: 'agent', rebate: 7.5 },
      }),
      400,
      BAD,
      '返点范围为0-7',
    );
    expectError(
      await call(t().app, 'agentCreateLink', {
        token: a.token,
        body: { accountType: 'player', rebate: 7.55 },
      }),
      400,
      BAD,
      AGENT_TEXT.rebateDecimals,
    );
    const edge = await createLink(t(), a.token, 'agent', 8);
    expect(edge.rebate).toBe(8);
    expectError(
      await call(t().app, 'agentUpdateLink', {
        token: a.token,
        query: { id: edge.id },
        body: { accountType: 'agent', rebate: 8.5 },
      }),
      400,
      BAD,
      '返点范围为0-8',
    );
    // An agent whose rebate was lowered since: its old link grants no more than it has now.
    const agent = await makeAgent(t(), 8);
    const link = await createLink(t(), agent.token, 'player', 8);
    await db().update(userAccount).set({ rebate: 5 }).where(eq(userAccount.id, agent.userId));
    const joined = await registerUser(t().app, { intrCode: link.code });
    expect(
      (await db().select().from(userAccount).where(eq(userAccount.account, joined.account)))[0]!
        .rebate,
    ).toBe(5);
  });

  it('a promotion code registers a player at the default rebate, never above the agent’s', async () => {
    const low = await makeAgent(t(), 4);
    const joined = await registerUser(t().app, { intrCode: low.promoCode });
    const row = (
      await db().select().from(userAccount).where(eq(userAccount.account, joined.account))
    )[0]!;
    expect(row).toMatchObject({
      parentId: low.userId,
      agentPath: `/${low.userId}/`,
      rebate: 4,
      isDl: false,
      agentLinkId: null,
    });
    const high = await registerUser(t().app, { intrCode: a.promoCode });
    expect(
      (await db().select().from(userAccount).where(eq(userAccount.account, high.account)))[0]!
        .rebate,
    ).toBe(8);
    // A code of a user who is no longer an agent registers nobody.
    await db().update(userAccount).set({ isDl: false }).where(eq(userAccount.id, low.userId));
    expectError(
      await call(t().app, 'register', {
        body: {
          account: freshAccount(),
          password: TEST_PASSWORD,
          confirmPassword: TEST_PASSWORD,
          intrCode: low.promoCode,
        },
      }),
      400,
      BAD,
      PROMO_CODE_NOT_FOUND,
    );
  });
});

describe('agent team: the chain, lists and details', () => {
  it('places link registrations down the chain: agent_path holds every agent above', async () => {
    expect(await userRow(s.userId)).toMatchObject({
      parentId: a.userId,
      agentPath: `/${a.userId}/`,
      isDl: true,
    });
    expect(await userRow(p.userId)).toMatchObject({
      parentId: s.userId,
      agentPath: `/${a.userId}/${s.userId}/`,
      rebate: 6,
    });
  });

  it('lists the direct members with filters and sums; a sub-agent’s members with parentId', async () => {
    const list = agentSubUsersSchema.parse(
      dataOf(await call(t().app, 'agentSubUsers', { token: a.token })),
    );
    const accounts = list.data.map((u) => u.account);
    expect(accounts).toContain(s.account);
    expect(accounts).toContain(q.account);
    expect(accounts).not.toContain(p.account);
    expect(accounts).not.toContain(x.account);
    const subRow = list.data.find((u) => u.userId === s.userId)!;
    expect(subRow).toMatchObject({ accountType: 'agent', rebate: 7, direct: true, online: true });
    expect(subRow.teamCount).toBe(1);
    expect(list.data.find((u) => u.userId === q.userId)!.teamCount).toBe(0);
    expect(list.totalCount).toBe(list.data.length);
    expect(list.otherData.onlineCount).toBe(list.data.filter((u) => u.online).length);
    expect(list.otherData.totalMoney).toBe(list.data.reduce((sum, u) => sum + u.money, 0));

    const agents = agentSubUsersSchema.parse(
      dataOf(
        await call(t().app, 'agentSubUsers', { token: a.token, query: { accountType: 'agent' } }),
      ),
    );
    expect(agents.data.every((u) => u.accountType === 'agent')).toBe(true);
    const byName = agentSubUsersSchema.parse(
      dataOf(
        await call(t().app, 'agentSubUsers', {
          token: a.token,
          query: { account: q.account.slice(2).toUpperCase() },
        }),
      ),
    );
    expect(byName.data.map((u) => u.userId)).toEqual([q.userId]);
    const wildcard = agentSubUsersSchema.parse(
      dataOf(await call(t().app, 'agentSubUsers', { token: a.token, query: { account: '%' } })),
    );
    expect(wildcard.totalCount).toBe(0);
    const offline = agentSubUsersSchema.parse(
      dataOf(await call(t().app, 'agentSubUsers', { token: a.token, query: { online: '0' } })),
    );
    expect(offline.data.every((u) => !u.online)).toBe(true);
    const future = agentSubUsersSchema.parse(
      dataOf(
        await call(t().app, 'agentSubUsers', {
          token: a.token,
          query: { beginDate: '2999-01-01' },
        }),
      ),
    );
    expect(future.totalCount).toBe(0);

    const below = agentSubUsersSchema.parse(
      dataOf(
        await call(t().app, 'agentSubUsers', { token: a.token, query: { parentId: s.userId } }),
      ),
    );
    expect(below.data).toMatchObject([{ userId: p.userId, direct: false, accountType: 'player' }]);
  });

  it('reads one member of the team, below sub-agents too', async () => {
    const detail = agentSubUserDetailSchema.parse(
      dataOf(
        await call(t().app, 'agentSubUserDetail', { token: a.token, query: { userId: p.userId } }),
      ),
    );
    expect(detail.user).toMatchObject({ userId: p.userId, account: p.account, direct: false });
    expect(detail.parentAccount).toBe(s.account);
    expect(detail.recentBills.length).toBeLessThanOrEqual(10);
  });
});

describe('agent team: adding members (/api/dl/add)', () => {
  it('adds a player or sub-agent with the register rules (/api/dl/add)', async () => {
    const agent = await makeAgent(t(), 8);
    const add = (body: Record<string, unknown>) =>
      call(t().app, 'agentAddUser', { token: agent.token, body });
    const account = freshAccount('add');
    const added = agentSubUserSchema.parse(
      dataOf(await add({ account, password: TEST_PASSWORD, accountType: 'agent', rebate: 7.5 })),
    );
    expect(added).toMatchObject({
      account,
      accountType: 'agent',
      rebate: 7.5,
      direct: true,
      money: 0,
    });
    const row = await userRow(added.userId);
    expect(row).toMatchObject({
      parentId: agent.userId,
      agentPath: `/${agent.userId}/`,
      isDl: true,
    });
    expect(row.promoCode).toMatch(/^[A-Z2-9]{8}$/);
    // It signs in with the password given.
    authTokenSchema.parse(
      dataOf(await call(t().app, 'login', { body: { account, password: TEST_PASSWORD } })),
    );
    expect(dataOf(await call(t().app, 'checkUnique', { query: { account } }))).toEqual({
      unique: false,
    });

    expectError(
      await add({ account, password: TEST_PASSWORD, accountType: 'player', rebate: 1 }),
      400,
      BAD,
      ACCOUNT_TEXT.accountTaken,
    );
    expectError(
      await add({
        account: account.toUpperCase(),
        password: TEST_PASSWORD,
        accountType: 'player',
        rebate: 1,
      }),
      400,
      BAD,
      ACCOUNT_TEXT.accountTaken,
    );
    expectError(
      await add({ account: '1abcdefg', password: TEST_PASSWORD, accountType: 'player', rebate: 1 }),
      400,
      BAD,
      REGISTER_MESSAGES.account.error,
    );
    expectError(
      await add({ account: '', password: TEST_PASSWORD, accountType: 'player', rebate: 1 }),
      400,
      BAD,
      REGISTER_MESSAGES.account.requiredError,
    );
    expectError(
      await add({
        account: freshAccount('add'),
        password: 'short',
        accountType: 'player',
        rebate: 1,
      }),
      400,
      BAD,
      REGISTER_MESSAGES.password.error,
    );
    expectError(
      await add({
        account: 'Abcdefgh12',
        password: 'Abcdefgh12',
        accountType: 'player',
        rebate: 1,
      }),
      400,
      BAD,
      PASSWORD_SAME_AS_ACCOUNT,
    );
    expectError(
      await add({
        account: freshAccount('add'),
        password: TEST_PASSWORD,
        accountType: 'player',
        rebate: 8.5,
      }),
      400,
      BAD,
      '返点范围为0-8',
    );
  });

  it('limits the users one agent adds (30 an hour): then 429, other agents unaffected', async () => {
    const agent = await makeAgent(t(), 8);
    const other = await makeAgent(t(), 8);
    // The app counts in the database (no Redis here): fill this agent's window the same way, this
    // hour's and the next hour's. The add's check counts the hour before on a sliding scale (29.99
    // of 30 just after a boundary): an hour's boundary before it, likelier the slower the machine,
    // lets it through.
    const filledAt = Date.now();
    for (const at of [filledAt, filledAt + AGENT_ADD_LIMITS[0]!.windowMs]) {
      const limiter = createDbRateLimiter(db(), () => at);
      for (let i = 0; i < AGENT_ADD_LIMITS[0]!.max; i++)
        await recordAttempt(limiter, 'register', userSubject(agent.userId), AGENT_ADD_LIMITS);
    }
    const body = { password: TEST_PASSWORD, accountType: 'player', rebate: 1 };
    expectError(
      await call(t().app, 'agentAddUser', {
        token: agent.token,
        body: { ...body, account: freshAccount('lim') },
      }),
      429,
      ErrorCode.TOO_MANY_REQUESTS,
      RATE_LIMIT_TEXT.register,
    );
    dataOf(
      await call(t().app, 'agentAddUser', {
        token: other.token,
        body: { ...body, account: freshAccount('lim') },
      }),
    );
  });
});

describe('agent team: the agent centre and team reports', () => {
  it('summarises the agent centre (memberInformation)', async () => {
    const info = agentInformationSchema.parse(
      dataOf(await call(t().app, 'agentInformation', { token: a.token })),
    );
    expect(info).toMatchObject({ account: a.account, rebate: 8, promoCode: a.promoCode });
    // S, P, Q and the players a.promoCode registered above.
    const team = await db()
      .select({ id: userAccount.id })
      .from(userAccount)
      .where(eq(userAccount.parentId, a.userId));
    expect(info.directCount).toBe(team.length);
    expect(info.teamCount).toBe(team.length + 1);
    expect(info.todayRegistCount).toBe(info.teamCount);
    // Every one of them signed up with a token just now.
    expect(info.onlineCount).toBe(info.teamCount);
    // An agent made by an operator without a code gets one on first look.
    const bare = await makeAgent(t(), 3);
    await db().update(userAccount).set({ promoCode: null }).where(eq(userAccount.id, bare.userId));
    const first = agentInformationSchema.parse(
      dataOf(await call(t().app, 'agentInformation', { token: bare.token })),
    );
    expect(first.promoCode).toMatch(/^[A-Z2-9]{8}$/);
    expect((await userRow(bare.userId)).promoCode).toBe(first.promoCode);
  });

  it('reports a sub-agent’s team with userId, and refuses ranges it cannot take', async () => {
    const query = { beginDate: '2026-01-01', endDate: '2026-01-31' };
    const own = agentTeamOverviewSchema.parse(
      dataOf(await call(t().app, 'agentTeamOverview', { token: a.token, query })),
    );
    expect(own.daily).toHaveLength(31);
    expect(own.cpBetReport.statTime).toBe('2026-01-01 ~ 2026-01-31');
    const sub = agentTeamOverviewSchema.parse(
      dataOf(
        await call(t().app, 'agentTeamOverview', {
          token: a.token,
          query: { ...query, userId: s.userId },
        }),
      ),
    );
    expect(sub.teamCount).toBe(1);
    expect(own.teamCount).toBeGreaterThan(sub.teamCount);
    for (const bad of [
      { beginDate: '2026-02-01', endDate: '2026-01-31' },
      { beginDate: '2026-01-01', endDate: '2026-04-04' },
      { beginDate: '2026-02-30', endDate: '2026-03-01' },
    ])
      expectError(
        await call(t().app, 'agentTeamOverview', { token: a.token, query: bad }),
        400,
        BAD,
        AGENT_REFUSAL.dateRange,
      );
    // 93 days is the longest range.
    dataOf(
      await call(t().app, 'agentTeamOverview', {
        token: a.token,
        query: { beginDate: '2026-01-01', endDate: '2026-04-03' },
      }),
    );
  });
});

describe('who may call', () => {
  const everyCall: [EndpointName, CallOptions][] = [
    ['agentCreateLink', { body: { accountType: 'player', rebate: 1 } }],
    ['agentUpdateLink', { query: { id: 1 }, body: { accountType: 'player', rebate: 1 } }],
    ['agentRemoveLink', { body: { id: 1 } }],
    ['agentLinks', {}],
    ['agentLinkInfo', { query: { id: 1 } }],
    ['agentTeamOverview', { query: { beginDate: '2026-01-01', endDate: '2026-01-02' } }],
    ['agentSubUsers', {}],
    ['agentSubUserDetail', { query: { userId: 1 } }],
    ['agentRebateRange', {}],
    [
      'agentAddUser',
      { body: { account: 'abcdefg1', password: TEST_PASSWORD, accountType: 'player', rebate: 1 } },
    ],
    ['agentInformation', {}],
  ];

  it('a player gets SYS/FORBIDDEN 仅代理可操作 from every call; no token gets 401', async () => {
    for (const [name, options] of everyCall) {
      expectError(
        await call(t().app, name, { ...options, token: p.token }),
        403,
        ErrorCode.FORBIDDEN,
        AGENT_REFUSAL.notAgent,
      );
      const anonymous = await call(t().app, name, options);
      expect(anonymous.statusCode, name).toBe(401);
    }
  });

  it('agent A reads and touches nothing of agent B’s team, through every call', async () => {
    const callA = (name: EndpointName, options: CallOptions) =>
      call(t().app, name, { ...options, token: a.token });
    // B's link: not A's to read, edit or remove — and it still works afterwards.
    expectError(
      await callA('agentLinkInfo', { query: { id: bLinkId } }),
      404,
      NOT_FOUND,
      AGENT_REFUSAL.linkNotFound,
    );
    expectError(
      await callA('agentUpdateLink', {
        query: { id: bLinkId },
        body: { accountType: 'agent', rebate: 8 },
      }),
      404,
      NOT_FOUND,
      AGENT_REFUSAL.linkNotFound,
    );
    expectError(
      await callA('agentRemoveLink', { body: { id: bLinkId } }),
      404,
      NOT_FOUND,
      AGENT_REFUSAL.linkNotFound,
    );
    const bLink = agentLinkSchema.parse(
      dataOf(await call(t().app, 'agentLinkInfo', { token: b.token, query: { id: bLinkId } })),
    );
    expect(bLink).toMatchObject({ accountType: 'player', rebate: 4, remark: 'B的链接' });
    const aLinks = linkPage.parse(dataOf(await callA('agentLinks', { query: { rows: 100 } })));
    expect(aLinks.data.some((l) => l.id === bLinkId)).toBe(false);
    // B's members and B itself: not in A's lists, detail or reports.
    for (const userId of [x.userId, b.userId]) {
      expectError(
        await callA('agentSubUserDetail', { query: { userId } }),
        404,
        NOT_FOUND,
        AGENT_REFUSAL.notInTeam,
      );
      expectError(
        await callA('agentSubUsers', { query: { parentId: userId } }),
        404,
        NOT_FOUND,
        AGENT_REFUSAL.notInTeam,
      );
      expectError(
        await callA('agentTeamOverview', {
          query: { beginDate: '2026-01-01', endDate: '2026-01-02', userId },
        }),
        404,
        NOT_FOUND,
        AGENT_REFUSAL.notInTeam,
      );
    }
    const aList = agentSubUsersSchema.parse(
      dataOf(await callA('agentSubUsers', { query: { rows: 100 } })),
    );
    expect(aList.data.some((u) => u.userId === x.userId || u.userId === b.userId)).toBe(false);
    const aInfo = agentInformationSchema.parse(dataOf(await callA('agentInformation', {})));
    const bInfo = agentInformationSchema.parse(
      dataOf(await call(t().app, 'agentInformation', { token: b.token })),
    );
    expect(bInfo.teamCount).toBe(1);
    expect(aInfo.teamCount).not.toBe(0);
    // A user A adds lands in A's team, never B's.
    const added = agentSubUserSchema.parse(
      dataOf(
        await callA('agentAddUser', {
          body: {
            account: freshAccount('sc'),
            password: TEST_PASSWORD,
            accountType: 'player',
            rebate: 2,
          },
        }),
      ),
    );
    expect((await userRow(added.userId)).agentPath).toBe(`/${a.userId}/`);
    // A player is not a sub-agent: no team to report or list.
    expectError(await callA('agentSubUsers', { query: { parentId: q.userId } }), 404, NOT_FOUND);
    expectError(
      await callA('agentTeamOverview', {
        query: { beginDate: '2026-01-01', endDate: '2026-01-02', userId: q.userId },
      }),
      404,
      NOT_FOUND,
    );
  });

  it('a sub-agent sees its own team only: not its parent, nor its parent’s other members', async () => {
    for (const userId of [a.userId, q.userId]) {
      expectError(
        await call(t().app, 'agentSubUserDetail', { token: s.token, query: { userId } }),
        404,
        NOT_FOUND,
      );
      expectError(
        await call(t().app, 'agentSubUsers', { token: s.token, query: { parentId: userId } }),
        404,
        NOT_FOUND,
      );
    }
    const list = agentSubUsersSchema.parse(
      dataOf(await call(t().app, 'agentSubUsers', { token: s.token })),
    );
    expect(list.data.map((u) => u.userId)).toEqual([p.userId]);
  });
});

describe('bad input is refused, never a 500', () => {
  const junk: [EndpointName, CallOptions][] = [
    ['agentCreateLink', { body: { accountType: 'boss', rebate: 1 } }],
    ['agentCreateLink', { body: { accountType: 'player', rebate: 'x' } }],
    ['agentCreateLink', { body: { accountType: 'player', rebate: -1 } }],
    ['agentCreateLink', { body: { accountType: 'player', rebate: 1, remark: 'x'.repeat(51) } }],
    ['agentCreateLink', { body: { accountType: 'player', rebate: 'Infinity' } }],
    ['agentCreateLink', { body: {} }],
    ['agentUpdateLink', { query: { id: 'abc' }, body: { accountType: 'player', rebate: 1 } }],
    [
      'agentUpdateLink',
      { query: { id: '99999999999999' }, body: { accountType: 'player', rebate: 1 } },
    ],
    ['agentUpdateLink', { body: { accountType: 'player', rebate: 1 } }],
    ['agentRemoveLink', { body: { id: -3 } }],
    ['agentRemoveLink', { body: { id: '1.5' } }],
    ['agentLinks', { query: { page: 0 } }],
    ['agentLinks', { query: { rows: 101 } }],
    ['agentLinkInfo', { query: { id: '' } }],
    ['agentTeamOverview', { query: { beginDate: 'today', endDate: '2026-01-01' } }],
    ['agentTeamOverview', { query: { beginDate: '2026-01-01' } }],
    ['agentTeamOverview', { query: { beginDate: '0000-01-01', endDate: '0000-01-02' } }],
    ['agentTeamOverview', { query: { beginDate: '9999-12-31', endDate: '9999-12-31' } }],
    ['agentSubUsers', { query: { endDate: '9999-12-31' } }],
    [
      'agentTeamOverview',
      { query: { beginDate: '2026-01-01', endDate: '2026-01-02', userId: 'me' } },
    ],
    ['agentSubUsers', { query: { vipLevel: 10 } }],
    ['agentSubUsers', { query: { online: 'yes' } }],
    ['agentSubUsers', { query: { accountType: 'boss' } }],
    ['agentSubUsers', { query: { beginDate: '2026-13-01' } }],
    ['agentSubUsers', { query: { beginDate: '2026-02-01', endDate: '2026-01-01' } }],
    ['agentSubUsers', { query: { account: 'x'.repeat(65) } }],
    ['agentSubUsers', { query: { parentId: 0 } }],
    ['agentSubUserDetail', { query: { userId: 'x' } }],
    ['agentSubUserDetail', {}],
    [
      'agentAddUser',
      { body: { account: 'abcdefg1', password: TEST_PASSWORD, accountType: 'x', rebate: 1 } },
    ],
    [
      'agentAddUser',
      {
        body: {
          account: '用户名中文呀',
          password: TEST_PASSWORD,
          accountType: 'player',
          rebate: 1,
        },
      },
    ],
    [
      'agentAddUser',
      {
        body: { account: 'abcdefg1', password: 'x'.repeat(129), accountType: 'player', rebate: 1 },
      },
    ],
    ['agentAddUser', { body: {} }],
  ];

  it.each(junk)('%s %j', async (name, options) => {
    const response = await call(t().app, name, { ...options, token: a.token });
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, response.body).toBeLessThan(500);
    const body = response.json() as { code: string; msg: string };
    expect(body.msg).toMatch(/[\u4e00-\u9fff]/);
  });

  it('an unknown link or member is 404', async () => {
    expectError(
      await call(t().app, 'agentLinkInfo', { token: a.token, query: { id: 2_147_483_647 } }),
      404,
      NOT_FOUND,
    );
    expectError(
      await call(t().app, 'agentSubUserDetail', {
        token: a.token,
        query: { userId: 2_147_483_647 },
      }),
      404,
      NOT_FOUND,
    );
  });
});

describe('the agent terms page', () => {
  it('is HTML generated from the company’s name and rules, escaped, with its own CSP', async () => {
    const page = await t().app.inject({ method: 'GET', url: AGENT_TERMS_PATH });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<title>锦鲤代理说明</title>');
    expect(page.body).toContain('欢迎加入锦鲤代理计划');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');

    const companyId = await testCompanyId(t().database);
    await db().update(company).set({ name: '<b>锦鲤</b>' }).where(eq(company.id, companyId));
    await setCompanyConfig(
      t(),
      AGENT_TERMS_CONFIG_KEY,
      '第一条 <script>alert(1)</script>\n\n第二条 {company} & 代理',
    );
    try {
      const custom = await t().app.inject({ method: 'GET', url: AGENT_TERMS_PATH });
      expect(custom.body).not.toContain('<script>');
      expect(custom.body).not.toContain('<b>');
      expect(custom.body).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
      expect(custom.body).toContain('<li>第二条 &#60;b&#62;锦鲤&#60;/b&#62; &#38; 代理</li>');
      expect(custom.body.match(/<li>/g)).toHaveLength(2);
    } finally {
      await db().update(company).set({ name: '锦鲤' }).where(eq(company.id, companyId));
    }
  });
});

// The console's agent tree (issue 32, 代理): an account with its direct members and each agent's
// team figures — the same figures the agent's own team report (GET /api/dl/queryTeamRws) shows.
import { type AgentTeamOverview, authTokenSchema } from '@jinli/contract';
import { type ConsoleAgentTree, CONSOLE_AGENT_PATHS as PATHS } from '@jinli/contract/console';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { call, dataOf } from '../../../test/users';
import { DEMO_AGENT } from '../../seed/accountsSeed';
import { joinByLink, makeAgent } from '../agents/agentTestKit';
import type { OperatorRole } from '../operators/roles';
import { expectReadableByAll, expectRefusal, okData, sessionsByRole } from './contentTestKit';
import { consoleOf, consoleRequest, type Session, testClock } from './testKit';

const clock = testClock();
let t: TestApp;
let sessions: Record<OperatorRole, Session>;
beforeAll(async () => {
  t = await createTestApp({ console: { now: clock.now } });
  sessions = await sessionsByRole(t, clock, 'agents');
});
afterAll(async () => {
  await t?.close();
});

const tree = async (query: string) =>
  okData<ConsoleAgentTree>(
    await consoleRequest(consoleOf(t), sessions.support, 'GET', `${PATHS.tree}?${query}`),
  );

describe('the agent tree', () => {
  it('shows an agent, its direct members and the figures of its own team report', async () => {
    const agent = await makeAgent(t);
    const sub = await joinByLink(t, agent.token, 'agent', 6);
    const player = await joinByLink(t, agent.token, 'player', 5);
    await joinByLink(t, sub.token, 'player', 4);

    const answer = await tree(
      `root=${agent.account.toUpperCase()}&beginDate=2026-01-01&endDate=2026-03-31`,
    );
    expect(answer.root).toMatchObject({
      account: agent.account,
      isAgent: true,
      teamSize: 3,
      directCount: 2,
    });
    expect(answer.children.map((c) => c.account)).toEqual([sub.account, player.account]);
    expect(answer.children[0]).toMatchObject({ isAgent: true, teamSize: 1, directCount: 1 });
    expect(answer.children[1]).toMatchObject({ isAgent: false, teamSize: 0 });
    expect(answer.totalChildren).toBe(2);

    // The seeded agent01, with 30 days of bets and recharges: the agent's own report agrees.
    const seeded = await tree('root=agent01');
    const report = dataOf<AgentTeamOverview>(
      await call(t.app, 'agentTeamOverview', {
        token: await tokenOf(DEMO_AGENT.account),
        query: { beginDate: seeded.beginDate, endDate: seeded.endDate },
      }),
    );
    expect(seeded.root).toMatchObject({
      teamSize: report.teamCount,
      teamRecharge: report.rwReport.rechMoney,
      teamBets:
        report.cpBetReport.bettingMoney +
        report.liveBetReport.bettingMoney +
        report.ftBetReport.bettingMoney,
      commission: report.dlRebate,
    });
    expect(seeded.root!.teamBets).toBeGreaterThan(0);
    const sub02 = seeded.children.find((c) => c.account === 'agent02');
    expect(sub02?.isAgent).toBe(true);
    expect((await tree(`root=agent02`)).path.map((p) => p.account)).toEqual(['agent01']);

    // Without a root: the top of the tree, agents only.
    const top = await tree('pageSize=50');
    expect(top.root).toBeNull();
    expect(top.children.every((c) => c.isAgent && c.parentId === null)).toBe(true);
    expect(top.children.map((c) => c.account)).toContain('agent01');
  });

  it('is read by every role, and refuses bad queries with a Chinese 4xx', async () => {
    await expectReadableByAll(t, sessions, `${PATHS.tree}?root=agent01`);
    const app = consoleOf(t);
    for (const query of [
      'root=nobody-here',
      'beginDate=2026-02-30&endDate=2026-03-01',
      'beginDate=2026-03-02&endDate=2026-03-01',
      'beginDate=2025-01-01&endDate=2026-01-01',
      'beginDate=yesterday',
      'pageSize=51',
      'page=0',
      `root=${'x'.repeat(65)}`,
      'agentsOnly=maybe',
    ])
      expectRefusal(await consoleRequest(app, sessions.ops, 'GET', `${PATHS.tree}?${query}`));
  });
});

/** An access token of a seeded agent, through the login route. */
async function tokenOf(account: string): Promise<string> {
  const password = account === DEMO_AGENT.account ? DEMO_AGENT.password : '';
  return authTokenSchema.parse(dataOf(await call(t.app, 'login', { body: { account, password } })))
    .token;
}

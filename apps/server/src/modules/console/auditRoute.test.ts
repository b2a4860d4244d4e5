// The audit log for 管理员 (issue 32 审计): filtered by operator, action prefix and time, paged,
// newest first; the X-Operator-Token path (GET /operator/audit) takes the same filters and keeps
// working. Other roles are refused; hostile queries are 400.
import {
  CONSOLE_AUDIT_PATH,
  consoleAuditResponseSchema,
  consolePlayerActionPath,
} from '@jinli/contract/console';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { OPERATOR_TOKEN_HEADER } from '../operators/accounts';
import { OPERATOR_AUDIT_PATH } from '../operators/routes';
import { ROLES_ADMIN } from '../operators/roles';
import {
  consoleData,
  expectRefusal,
  expectRolesRefused,
  playerWith,
  signInStaff,
  type Staff,
} from './playerMoneyTestKit';
import { consoleOf, consoleRequest, testClock } from './testKit';

const TOKEN = 'audit-route-operator-token-0123';
const clock = testClock();
let t: TestApp;
let staff: Staff;
beforeAll(async () => {
  t = await createTestApp({ console: { now: clock.now }, operatorToken: TOKEN });
  staff = await signInStaff(t, clock);
});
afterAll(async () => {
  await t?.close();
});

const audit = async (query: string) =>
  consoleAuditResponseSchema.parse(
    consoleData(
      await consoleRequest(consoleOf(t), staff.admin, 'GET', `${CONSOLE_AUDIT_PATH}?${query}`),
    ),
  );

describe('GET /console-api/audit', () => {
  it('filters by operator, action prefix and time, newest first, paged', async () => {
    const player = await playerWith(t.app, t, 0);
    const act = (action: 'mute' | 'unmute', role: 'support' | 'admin') =>
      consoleRequest(
        consoleOf(t),
        staff[role],
        'POST',
        consolePlayerActionPath(player.userId, action),
        {},
      );
    const start = Date.now();
    expect((await act('mute', 'support')).statusCode).toBe(200);
    expect((await act('unmute', 'admin')).statusCode).toBe(200);
    const supportName = (await audit('action=player.mute&pageSize=1')).data[0]?.operator ?? '';
    expect(supportName).toMatch(/^support/);

    const mine = await audit(`operator=${supportName.toUpperCase()}`);
    expect(mine.data.length).toBeGreaterThan(0);
    expect(mine.data.every((e) => e.operator === supportName)).toBe(true);
    const players = await audit(`action=player.&from=${start - 1000}`);
    expect(players.data.slice(0, 2).map((e) => e.action)).toEqual(['player.unmute', 'player.mute']);
    expect(players.data.every((e) => e.action.startsWith('player.'))).toBe(true);
    expect(
      (await audit(`action=player.&to=${start - 60_000}&from=${start - 120_000}`)).data,
    ).toEqual([]);
    // The prefix is literal: '%' and '_' match themselves.
    expect((await audit('action=%25')).totalCount).toBe(0);
    expect((await audit('action=player_mute')).totalCount).toBe(0);
    const first = await audit('pageSize=1');
    const second = await audit('pageSize=1&page=2');
    expect(second.totalCount).toBe(first.totalCount);
    expect(second.data[0]?.id).toBeLessThan(first.data[0]?.id ?? 0);
  });

  it('is for 管理员 only and refuses hostile queries', async () => {
    await expectRolesRefused(t, staff, 'GET', CONSOLE_AUDIT_PATH, ROLES_ADMIN);
    for (const query of [
      'page=0',
      'pageSize=101',
      'from=abc',
      'from=10&to=1',
      `operator=${'a'.repeat(65)}`,
    ])
      expectRefusal(
        await consoleRequest(consoleOf(t), staff.admin, 'GET', `${CONSOLE_AUDIT_PATH}?${query}`),
        400,
      );
  });

  it('GET /operator/audit with the token takes the same filters', async () => {
    const get = (query: string) =>
      t.app.inject({
        method: 'GET',
        url: `${OPERATOR_AUDIT_PATH}?${query}`,
        headers: { [OPERATOR_TOKEN_HEADER]: TOKEN },
      });
    const all = await get('rows=5');
    expect(all.statusCode).toBe(200);
    const filtered = (await get('action=player.unmute')).json() as {
      data: { data: { action: string }[]; totalCount: number };
    };
    expect(filtered.data.totalCount).toBeGreaterThan(0);
    expect(filtered.data.data.every((e) => e.action === 'player.unmute')).toBe(true);
    expect((await get('from=10&to=1')).statusCode).toBe(400);
    expect((await get('rows=500')).statusCode).toBe(400);
  });
});

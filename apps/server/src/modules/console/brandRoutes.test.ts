// The console's brand routes (issue 32, 品牌): the company's name, logos, domains, URLs and contact
// entries, and the switches of POST /operator/config as they stand. 运营 and 管理员 change the brand,
// every role reads; a change shows in the players' company/get at once.
import { companyInfoSchema } from '@jinli/contract';
import {
  type ConsoleBrand,
  CONSOLE_BRAND_PATHS as PATHS,
  CONSOLE_SWITCH_KEYS,
  type ConsoleSwitches,
} from '@jinli/contract/console';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { call, dataOf } from '../../../test/users';
import { chatPlayer } from '../chat/testKit';
import { OPERATOR_CONFIG_PATH, OPERATOR_CONFIG_VALUES } from '../config/operator';
import { ROLES_OPS, type OperatorRole } from '../operators/roles';
import {
  expectReadableByAll,
  expectRefusal,
  expectWriteGuarded,
  lastAudit,
  okData,
  sessionsByRole,
} from './contentTestKit';
import { CONSOLE_COOKIE } from './cookies';
import { CONSOLE_PREFIX } from './paths';
import { consoleOf, consoleRequest, type Session, testClock } from './testKit';

const clock = testClock();
let t: TestApp;
let sessions: Record<OperatorRole, Session>;
beforeAll(async () => {
  t = await createTestApp({ console: { now: clock.now }, chat: { availabilityCacheMs: 0 } });
  sessions = await sessionsByRole(t, clock, 'brand');
});
afterAll(async () => {
  await t?.close();
});

const ops = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) =>
  consoleRequest(consoleOf(t), sessions.ops, method, url, body);
const companyInfo = async () => companyInfoSchema.parse(dataOf(await call(t.app, 'companyInfo')));

describe('the brand', () => {
  it('renames the company, sets its domains, URLs and contacts; company/get shows it at once', async () => {
    const before = await companyInfo(); // cached now
    const brand = okData<ConsoleBrand>(await ops('GET', PATHS.brand));
    expect(brand.name).toBe(before.name);
    const changed = okData<ConsoleBrand>(
      await ops('PATCH', PATHS.brand, {
        name: '锦鲤测试',
        domains: ['WWW.Example.com', 'm.example.com:8443', 'www.example.com'],
        androidDownloadUrl: 'https://example.com/app.apk',
        logoUrl: '/sys-upload/images/logo.svg',
        details: [{ type: 1, content: '客服微信 jinli' }],
      }),
    );
    expect(changed).toMatchObject({
      name: '锦鲤测试',
      domains: ['www.example.com', 'm.example.com:8443'],
      details: [{ type: 1, content: '客服微信 jinli', httpImageUrl: '', wechatUrl: '', sort: 0 }],
    });
    const after = await companyInfo();
    expect(after).toMatchObject({
      name: '锦鲤测试',
      domain: 'www.example.com\nm.example.com:8443',
      androidDownloadUrl: 'https://example.com/app.apk',
      companyDetailList: [{ type: 1, content: '客服微信 jinli' }],
    });
    const audit = await lastAudit(t, 'brand.update');
    expect(audit).toMatchObject({ operator: 'brand-ops', role: 'ops' });
    expect(audit?.before).toMatchObject({ name: before.name });
    // The wide logo carries the name.
    const logo = await t.app.inject({ method: 'GET', url: '/sys-upload/images/logo-wide.svg' });
    expect(logo.body).toContain('锦鲤测试');
  });

  it('lets only 运营 and 管理员 change it; every role reads', async () => {
    await expectReadableByAll(t, sessions, PATHS.brand);
    await expectWriteGuarded(t, sessions, ROLES_OPS, 'PATCH', PATHS.brand, { name: '不该生效' });
    expect(okData<ConsoleBrand>(await ops('GET', PATHS.brand)).name).not.toBe('不该生效');
  });

  it('refuses bad input with a Chinese 4xx and changes nothing', async () => {
    const before = okData<ConsoleBrand>(await ops('GET', PATHS.brand));
    for (const body of [
      {},
      { name: '' },
      { name: 'x'.repeat(51) },
      { name: 7 },
      { logoUrl: 'javascript:alert(1)' },
      { logoUrl: '' },
      { olUrl: '//evil.example' },
      { iosDownloadUrl: 'itms-services://?action=download' },
      { domains: ['https://www.example.com'] },
      { domains: ['exa mple.com'] },
      { domains: ['<script>'] },
      { domains: 'www.example.com' },
      { domains: Array.from({ length: 21 }, (_, i) => `d${i}.example.com`) },
      { details: [{ type: 1, content: '' }] },
      { details: [{ type: 'x', content: 'a' }] },
      { showWechatPopup: 2 },
      { code: 'other' },
    ])
      expectRefusal(await ops('PATCH', PATHS.brand, body), 400);
    // An unknown field alone is no change; with a real one it is ignored.
    const after = okData<ConsoleBrand>(await ops('GET', PATHS.brand));
    expect(after).toEqual(before);
  });
});

describe('the switches', () => {
  it('shows each switch of POST /operator/config as it stands, and chat maintenance at once', async () => {
    expect([...CONSOLE_SWITCH_KEYS].sort()).toEqual(Object.keys(OPERATOR_CONFIG_VALUES).sort());
    await expectReadableByAll(t, sessions, PATHS.switches);
    const player = await chatPlayer(t.app, t.database.db);
    const enable = async () =>
      dataOf<{ flag: number }>(await call(t.app, 'chatEnable', { token: player.accessToken })).flag;
    expect(await enable()).toBe(0);

    const before = okData<ConsoleSwitches>(await ops('GET', PATHS.switches));
    expect(before.chatInMaintenance).toBe(false);
    expect(before.data.find((s) => s.key === 'enable_chat_maintenance')?.value).toBe('0');

    okData(
      await ops('POST', `${CONSOLE_PREFIX}${OPERATOR_CONFIG_PATH}`, {
        key: 'enable_chat_maintenance',
        value: '1',
      }),
    );
    const after = okData<ConsoleSwitches>(await ops('GET', PATHS.switches));
    expect(after.chatInMaintenance).toBe(true);
    expect(after.data.find((s) => s.key === 'enable_chat_maintenance')).toMatchObject({
      value: '1',
      isSet: true,
    });
    expect(await enable()).toBe(1);
    okData(
      await ops('POST', `${CONSOLE_PREFIX}${OPERATOR_CONFIG_PATH}`, {
        key: 'enable_chat_maintenance',
        value: '0',
      }),
    );
    expect(await enable()).toBe(0);
  });
});

describe('a refused brand change', () => {
  it('is not a 500 even for hostile bodies', async () => {
    const app = consoleOf(t);
    const raw = await app.inject({
      method: 'PATCH',
      url: PATHS.brand,
      headers: {
        'content-type': 'application/json',
        cookie: `${CONSOLE_COOKIE}=${sessions.ops.cookie}`,
        'x-csrf-token': sessions.ops.csrf,
      },
      payload: '{"name": "\\u0000"}',
    });
    expectRefusal(raw, 400);
  });
});

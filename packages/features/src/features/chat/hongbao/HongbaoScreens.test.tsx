// The red-packet screens against a real HTTP test server (the hongbao calls) and the chat state's
// fakes (the room's history with a card, the socket playing award notices): sending with the rules
// checked and the fund password, a trial account refused, opening a card and grabbing (got, all
// taken, expired), the detail with 手气最佳, the yearly history, and award notices one at a time.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IncomingMessage } from 'node:http';
import type { ComponentType, ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HongbaoDetail } from '@jinli/contract';
import { MONEY_PARSE_MESSAGES } from '@jinli/domain';
import { afterClickLock } from '../../../../test/clickLock';
import { renderApp, testRoute } from '../../../../test/renderApp';
import { ok, startTestServer, type TestServer } from '../../../../test/testServer';
import { profileFixture } from '../../auth/accountFixtures';
import type { FeatureSwitches } from '../../../app/context/appSwitches';
import type { AppRoute } from '../../../app/router/routeHandle';
import { session as appSession, setAccessToken } from '../../../app/session/sessionStore';
import { roomsFixture } from '../chatFixtures';
import { chatRoutes } from '../routes';
import { ChatSessionContext, ChatSessionController } from '../state';
import { FakeChatApi, FakeTokens, fakeSocketFactory, serverMessage } from '../state/fakeChat';
import { AwardNoticeHost } from './AwardNoticeHost';
import {
  finishedDetailFixture,
  historyFixture,
  hongbaoRulesFixture,
  packetFixture,
} from './hongbaoFixtures';

let server: TestServer;
let api: FakeChatApi;
let socket: ReturnType<typeof fakeSocketFactory>['socket'];
let session: ChatSessionController;
let posted: { path: string; body: Record<string, unknown>; key: string | undefined }[];
let queries: URLSearchParams[];
let detail: HongbaoDetail;

async function readJson(request: IncomingMessage) {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return JSON.parse(body) as Record<string, unknown>;
}

const withFundPassword = { ...profileFixture, extInfo: { ...profileFixture.extInfo, fundPwd: 1 } };

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  posted = [];
  queries = [];
  server.requests.length = 0;
  detail = { packet: packetFixture(), claims: [] };
  server.on('/api/user/info', () => ok(withFundPassword));
  server.on('/api/user/money/check', () => ok({ money: 120_000, liveMoney: 0 }));
  server.on('/api/hongbao/rules', () => ok(hongbaoRulesFixture));
  server.on('/api/hongbao/detail', () => ok(detail));
  server.on('/api/hongbao/history', (_request, url) => {
    queries.push(url.searchParams);
    const type = url.searchParams.get('type') === 'sent' ? 'sent' : 'received';
    return ok(historyFixture(type, Number(url.searchParams.get('year') ?? 2026)));
  });
  server.on('/chat-api/chat/rooms', () => ok(roomsFixture));
  api = new FakeChatApi();
  const made = fakeSocketFactory();
  socket = made.socket;
  session = new ChatSessionController({
    api,
    tokens: new FakeTokens(),
    createSocket: made.createSocket,
  });
  setAccessToken('tok');
});
afterEach(() => {
  session.dispose();
  setAccessToken(null);
});

function withSession(element: ReactNode) {
  return <ChatSessionContext value={session}>{element}</ChatSessionContext>;
}

function render(path: string, extra: AppRoute[] = [], switches: FeatureSwitches = {}) {
  return renderApp({
    switches,
    routes: [
      // The feature's own routes, each screen inside the test's chat session.
      ...chatRoutes.map((route): AppRoute => {
        const lazy = route.lazy as (() => Promise<{ Component?: ComponentType }>) | undefined;
        if (!lazy) return route;
        return {
          ...route,
          lazy: async () => {
            const { Component: Screen } = await lazy();
            return Screen ? { element: withSession(<Screen />) } : {};
          },
        };
      }),
      testRoute('/auth/register', 'register-page'),
      testRoute('/password-withdraw-money', 'fund-password-page'),
      ...extra,
    ],
    path,
    apiOrigin: server.origin,
  });
}

async function typePassword(user: ReturnType<typeof userEvent.setup>, digits: string) {
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByLabelText('请输入交易密码 1'));
  await user.keyboard(digits);
}

describe('SendHongbaoScreen', () => {
  it('opens with the drawn envelope only under hongbaoSendHero, hidden from assistive tech', async () => {
    const plain = render('/chat-rooms/lobby/hong-bao');
    await screen.findByRole('textbox', { name: '红包个数' });
    expect(screen.queryByTestId('hongbao-send-hero')).toBeNull();
    plain.view.unmount();
    render('/chat-rooms/lobby/hong-bao', [], { hongbaoSendHero: true });
    await screen.findByRole('textbox', { name: '红包个数' });
    expect(screen.getByTestId('hongbao-send-hero')).toHaveAttribute('aria-hidden', 'true');
    // The same form under it: the hero adds nothing to read or tap.
    expect(screen.getByRole('button', { name: '塞钱进红包' })).toBeInTheDocument();
  });

  it('checks the rules with the server’s texts, then sends with the fund password and a key', async () => {
    server.on('/api/hongbao/send', async (request) => {
      posted.push({
        path: 'send',
        body: await readJson(request),
        key: request.headers['idempotency-key'] as string | undefined,
      });
      return ok(packetFixture({ id: '11' }));
    });
    const user = userEvent.setup();
    const app = render('/chat-rooms/lobby/hong-bao');
    const count = await screen.findByRole('textbox', { name: '红包个数' });
    await user.type(count, '3');
    await user.type(screen.getByRole('textbox', { name: '总金额' }), '0.02');
    await user.click(screen.getByRole('button', { name: '塞钱进红包' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('单个红包金额不能低于0.01元');
    expect(screen.queryByRole('dialog')).toBeNull();

    // More than two decimals: the rule of every amount a player enters (the server's text).
    await user.clear(screen.getByRole('textbox', { name: '总金额' }));
    await user.type(screen.getByRole('textbox', { name: '总金额' }), '20.005');
    await afterClickLock();
    await user.click(screen.getByRole('button', { name: '塞钱进红包' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(MONEY_PARSE_MESSAGES.fen),
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.clear(screen.getByRole('textbox', { name: '总金额' }));
    await user.type(screen.getByRole('textbox', { name: '总金额' }), '20');
    expect(screen.getByTestId('hongbao-send-total')).toHaveTextContent('¥20.00');
    await afterClickLock();
    await user.click(screen.getByRole('button', { name: '塞钱进红包' }));
    await typePassword(user, '1234');
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.body).toEqual({
      room_id: 'lobby',
      kind: 'lucky',
      amount: '20.00',
      count: 3,
      greeting: '恭喜发财，大吉大利',
      fundPwd: '1234',
    });
    expect(posted[0]?.key).toMatch(/^[0-9a-f]{32}$/);
    // Opened directly: back to the room once sent.
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/chat-rooms/lobby'));
  });

  it('equal: sends the single share × count; a wrong password keeps the dialog, a retry keeps the key', async () => {
    let answers = 0;
    server.on('/api/hongbao/send', async (request) => {
      answers += 1;
      posted.push({
        path: 'send',
        body: await readJson(request),
        key: request.headers['idempotency-key'] as string | undefined,
      });
      if (answers === 1)
        return { status: 400, body: { code: 'UC/CASH_PASSWORD_ERROR', msg: '交易密码输入错误!' } };
      if (answers === 2) return { status: 502, body: { code: 'SYS/INTERNAL', msg: '系统错误' } };
      return ok(packetFixture({ id: '12', kind: 'equal' }));
    });
    const user = userEvent.setup();
    render('/chat-rooms/lobby/hong-bao');
    await user.click(await screen.findByRole('tab', { name: '普通红包' }));
    await user.type(screen.getByRole('textbox', { name: '红包个数' }), '4');
    await user.type(screen.getByRole('textbox', { name: '单个金额' }), '2.5');
    await user.type(screen.getByRole('textbox', { name: '祝福语' }), ' 好运连连 ');
    expect(screen.getByTestId('hongbao-send-total')).toHaveTextContent('¥10.00');
    await user.click(screen.getByRole('button', { name: '塞钱进红包' }));
    await typePassword(user, '0000');
    await waitFor(() =>
      expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent(
        '交易密码输入错误!',
      ),
    );
    await typePassword(user, '1234');
    await waitFor(() => expect(posted).toHaveLength(2));
    // The lost answer (502) closes the dialog; the same send again reuses its key.
    await afterClickLock();
    await user.click(screen.getByRole('button', { name: '塞钱进红包' }));
    await typePassword(user, '1234');
    await waitFor(() => expect(posted).toHaveLength(3));
    expect(posted[1]?.body).toMatchObject({ kind: 'equal', amount: '10.00', count: 4 });
    expect(posted[1]?.body.greeting).toBe('好运连连');
    expect(posted[0]?.key).not.toBe(posted[1]?.key);
    expect(posted[2]?.key).toBe(posted[1]?.key);
    expect(posted.map((p) => p.body.fundPwd)).toEqual(['0000', '1234', '1234']);
  });

  it('refuses a trial account with the way to register', async () => {
    server.on('/api/user/info', () =>
      ok({ ...withFundPassword, userInfo: { ...withFundPassword.userInfo, type: 'TEST' } }),
    );
    const user = userEvent.setup();
    render('/chat-rooms/lobby/hong-bao');
    expect(await screen.findByText('试玩账号不能发送或领取红包')).toBeInTheDocument();
    expect(server.requests).not.toContain('/api/hongbao/rules');
    await user.click(screen.getByRole('button', { name: '注册正式账户' }));
    expect(await screen.findByText('register-page')).toBeInTheDocument();
    // Signed out first: the new account is not registered under the trial's session.
    expect(appSession.accessToken).toBeNull();
  });
});

describe('the card in a room', () => {
  beforeEach(() => {
    api.history('lobby').push(
      serverMessage('lobby', '恭喜发财，大吉大利', {
        type: 'hongbao',
        hongbao: { id: '7', kind: 'lucky', greeting: '恭喜发财，大吉大利', count: 3 },
        userinfo: { user_id: '2048', nickname: '幸运星', chatLevel: 0, avatarId: 5, color: 2 },
      }),
    );
  });

  it('opens a fresh packet, grabs with a key and goes to the detail with the amount', async () => {
    server.on('/api/hongbao/grab', async (request) => {
      posted.push({
        path: 'grab',
        body: await readJson(request),
        key: request.headers['idempotency-key'] as string | undefined,
      });
      detail = finishedDetailFixture;
      return ok({ outcome: 'got', amount: 9_870, packet: finishedDetailFixture.packet });
    });
    const user = userEvent.setup();
    const app = render('/chat-rooms/lobby');
    const card = await screen.findByRole('button', { name: '恭喜发财，大吉大利，拼手气红包' });
    await user.click(card);
    await user.click(await screen.findByRole('button', { name: '开红包' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ body: { id: '7' } });
    expect(posted[0]?.key).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() =>
      expect(app.router.state.location.pathname).toBe('/chat-rooms/lobby/hong-bao/7'),
    );
    expect(await screen.findByTestId('hongbao-my-amount')).toHaveTextContent('9.87元');
  });

  it('shows 已抢完 on a finished packet, and the envelope says so without 開', async () => {
    detail = { packet: packetFixture({ status: 'finished', takenCount: 3 }), claims: [] };
    const user = userEvent.setup();
    render('/chat-rooms/lobby');
    const card = await screen.findByRole('button', {
      name: '恭喜发财，大吉大利，已抢完，拼手气红包',
    });
    expect(card).toHaveAttribute('data-spent', 'true');
    await user.click(card);
    expect(await screen.findByText('手慢了，红包派完了')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '开红包' })).toBeNull();
  });

  it('an expired packet: 已过期 on the card; a grab that finds it expired says so', async () => {
    server.on('/api/hongbao/grab', () =>
      ok({ outcome: 'expired', amount: null, packet: packetFixture({ status: 'expired' }) }),
    );
    const user = userEvent.setup();
    render('/chat-rooms/lobby');
    // Open when the card was read; expired by the time 開 is tapped.
    await user.click(await screen.findByRole('button', { name: '恭喜发财，大吉大利，拼手气红包' }));
    detail = { packet: packetFixture({ status: 'expired' }), claims: [] };
    await user.click(await screen.findByRole('button', { name: '开红包' }));
    expect(await screen.findByText('该红包已过期')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(
      await screen.findByRole('button', { name: '恭喜发财，大吉大利，已过期，拼手气红包' }),
    ).toHaveAttribute('data-spent', 'true');
  });

  it('sends a guest who taps a card to log in, reading nothing of the packet', async () => {
    setAccessToken(null);
    const tokens = new FakeTokens();
    tokens.access = null;
    session.dispose();
    const made = fakeSocketFactory();
    session = new ChatSessionController({ api, tokens, createSocket: made.createSocket });
    const user = userEvent.setup();
    const app = render('/chat-rooms/lobby', [testRoute('/auth/login', 'login-page')]);
    await user.click(await screen.findByRole('button', { name: '恭喜发财，大吉大利，拼手气红包' }));
    expect(await screen.findByText('login-page')).toBeInTheDocument();
    expect(app.router.state.location.search).toBe('?redirect=%2Fchat-rooms%2Flobby');
    expect(server.requests).not.toContain('/api/hongbao/detail');
  });

  it('offers 发红包 in the composer, which opens the send page of the room', async () => {
    const user = userEvent.setup();
    const app = render('/chat-rooms/lobby');
    await user.click(await screen.findByRole('button', { name: '发红包' }));
    await waitFor(() =>
      expect(app.router.state.location.pathname).toBe('/chat-rooms/lobby/hong-bao'),
    );
  });
});

describe('HongbaoDetailScreen and history', () => {
  it('lists the shares with times and marks the luckiest once finished', async () => {
    detail = finishedDetailFixture;
    render('/chat-rooms/lobby/hong-bao/7');
    expect(await screen.findByText('幸运星的红包')).toBeInTheDocument();
    expect(screen.getByTestId('hongbao-summary')).toHaveTextContent(
      '3个红包共20.00元，3分钟被抢光',
    );
    const rows = screen.getAllByTestId('hongbao-claim');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByTestId('luckiest-badge')).toHaveTextContent('手气最佳');
    expect(screen.getAllByTestId('luckiest-badge')).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('3.47元');
  });

  it('shows no badge while shares are left', async () => {
    detail = {
      packet: packetFixture(),
      claims: [{ ...finishedDetailFixture.claims[2]!, luckiest: false }],
    };
    render('/chat-rooms/lobby/hong-bao/7');
    expect(await screen.findByTestId('hongbao-summary')).toHaveTextContent(
      '已领取1/3个，共6.66/20.00元',
    );
    expect(screen.queryByTestId('luckiest-badge')).toBeNull();
  });

  it('history: received then sent, year totals, another year, rows to the detail', async () => {
    const user = userEvent.setup();
    render('/chat-rooms/lobby/hong-bao/7/history');
    expect(await screen.findByTestId('hongbao-history-total')).toHaveTextContent('10.87元');
    expect(screen.getByText('收到红包2个')).toBeInTheDocument();
    expect(screen.getByText('手气最佳1次')).toBeInTheDocument();
    expect(screen.getAllByTestId('hongbao-history-row')[0]).toHaveAttribute(
      'href',
      '/chat-rooms/lobby/hong-bao/7',
    );
    await user.click(screen.getByRole('tab', { name: '发出的红包' }));
    expect(await screen.findByText('发出红包1个')).toBeInTheDocument();
    expect(screen.getByTestId('hongbao-history-row')).toHaveTextContent('已过期 2/3个');
    await user.selectOptions(screen.getByRole('combobox', { name: '年份' }), '2025');
    await waitFor(() => expect(queries.at(-1)?.get('year')).toBe('2025'));
    expect(queries.at(-1)?.get('type')).toBe('sent');
    expect(queries[0]?.has('year')).toBe(false);
  });
});

describe('award notices', () => {
  it('shows one at a time for this room, the name masked, the reward formatted', async () => {
    await session.ensureStarted();
    renderApp({
      routes: [
        {
          id: 'host',
          path: '/',
          handle: { themeColor: '#123456', transition: 'none' },
          element: withSession(<AwardNoticeHost roomId="lobby" showMs={300} />),
        },
      ],
      apiOrigin: server.origin,
    });
    const notice = { nickname: '锦鲤', gameName: '极速六合彩' };
    act(() => {
      socket.emit('award', {
        ...notice,
        room_id: 'lobby',
        userName: btoa('de***01'),
        reward: 1_888_000,
      });
      socket.emit('award', { ...notice, room_id: 'g71', userName: btoa('other'), reward: 1 });
      socket.emit('award', {
        ...notice,
        room_id: 'lobby',
        userName: btoa('demo02'),
        reward: 20_000_000,
      });
    });
    const first = await screen.findByTestId('award-notice');
    expect(first).toHaveTextContent('恭喜 de***01 在 极速六合彩 中奖');
    expect(first).toHaveTextContent('1,888.00元');
    expect(screen.getAllByTestId('award-notice')).toHaveLength(1);
    // The next one after the first's time; an unmasked name is masked here.
    await waitFor(() =>
      expect(screen.getByTestId('award-notice')).toHaveTextContent('20,000.00元'),
    );
    expect(screen.getByTestId('award-notice')).toHaveTextContent('de***02');
    await waitFor(() => expect(screen.queryByTestId('award-notice')).toBeNull());
  });
});

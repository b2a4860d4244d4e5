// The agent screens against a real local HTTP server: what each sends and shows, the guard for a
// player, the link flow with its QR code and copy, the range checks of the team overview.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp, testRoute } from '../../../test/renderApp';
import { ok, startTestServer, type TestServer } from '../../../test/testServer';
import { setAccessToken, setProfile } from '../../app/session/sessionStore';
import {
  agentInformationFixture,
  agentLinkFixture,
  agentSubUserDetailFixture,
  agentSubUsersFixture,
  agentTeamOverviewFixture,
  agentTermsFixture,
} from './agentFixtures';
import { agentRoutes } from './routes';

let server: TestServer;
let queries: Record<string, URLSearchParams[]>;
let forms: Record<string, URLSearchParams[]>;

async function readForm(request: IncomingMessage) {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return new URLSearchParams(body);
}

function recordQuery(path: string, answer: unknown) {
  server.on(path, (_request, url) => {
    (queries[path] ??= []).push(url.searchParams);
    return ok(answer);
  });
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  queries = {};
  forms = {};
  server.requests.length = 0;
  recordQuery('/api/agent/memberInformation', agentInformationFixture);
  recordQuery('/api/dl/querySubUsers', agentSubUsersFixture);
  recordQuery('/api/dl/subUserDetail', agentSubUserDetailFixture);
  recordQuery('/api/dl/queryTeamRws', agentTeamOverviewFixture);
  recordQuery('/api/dl/getDlSubRebateRange', [0, 8]);
  recordQuery('/api/spreadInfo/queryPageByAgentId', { data: [agentLinkFixture], totalCount: 1 });
  recordQuery('/api/spreadInfo/getLinkInfo', agentLinkFixture);
  for (const path of ['/api/spreadInfo/createByAgentId', '/api/dl/add']) {
    server.on(path, async (request) => {
      (forms[path] ??= []).push(await readForm(request));
      return ok(path === '/api/dl/add' ? agentSubUserDetailFixture.user : agentLinkFixture);
    });
  }
  server.on('/views/app_agendDelaer.html', () => ({ body: agentTermsFixture }));
});

const agentProfile = { userInfo: { account: 'agent01', isDl: 1 } };

function renderAgentAt(path: string) {
  setAccessToken('tok');
  setProfile(agentProfile);
  return renderApp({
    routes: [...agentRoutes, testRoute('/', 'home-page'), testRoute('/bills', 'bills-page')],
    path,
    apiOrigin: server.origin,
  });
}

describe('agent guard', () => {
  it('keeps a player out of every agent page, asking the server nothing', async () => {
    setAccessToken('tok');
    setProfile({ userInfo: { account: 'demo01', isDl: 0 } });
    const app = renderApp({
      routes: [...agentRoutes, testRoute('/', 'home-page')],
      path: '/agent/team-overview',
      apiOrigin: server.origin,
    });
    expect(await screen.findByText('home-page')).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/');
    expect(server.requests.filter((path) => path.startsWith('/api/dl'))).toEqual([]);
  });
});

describe('AgentCenterScreen', () => {
  it("shows the agent's summary, today and this month, and a tile to every page", async () => {
    renderAgentAt('/agent');
    const summary = await screen.findByTestId('agent-summary');
    expect(summary).toHaveTextContent('agent01');
    expect(summary).toHaveTextContent('0.8%');
    expect(summary).toHaveTextContent('JL8888');
    expect(screen.getByTestId('agent-team-count')).toHaveTextContent('12');
    expect(screen.getByTestId('agent-month-rebate')).toHaveTextContent('38.40');
    expect(screen.getByRole('row', { name: /团队投注/ })).toHaveTextContent('640.0012,800.00');
    const tiles = within(screen.getByRole('navigation', { name: '代理中心' }));
    expect(tiles.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/agent/team-overview',
      '/agent/user-list',
      '/agent/add-user',
      '/agent/create-link',
      '/bills?type=12',
      '/agent/declare',
    ]);
  });
});

describe('AgentUserListScreen', () => {
  it('lists members with the totals, and searches with the filters set', async () => {
    const app = renderAgentAt('/agent/user-list');
    const rows = await screen.findAllByTestId('agent-user-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('player021');
    expect(rows[0]).toHaveTextContent('152.50');
    expect(within(rows[0]!).getByRole('link', { name: /player021/ })).toHaveAttribute(
      'href',
      '/agent/user-detail/21',
    );
    expect(within(rows[1]!).getByRole('link', { name: '下级(3)' })).toHaveAttribute(
      'href',
      '/agent/user-list?parentId=22&parent=subagent22',
    );
    expect(screen.getByTestId('agent-user-totals')).toHaveTextContent(
      '共2人在线1人团队余额 172.50',
    );
    expect(Object.fromEntries(queries['/api/dl/querySubUsers']![0]!)).toEqual({
      page: '1',
      rows: '20',
    });

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('用户名'), 'play');
    await user.selectOptions(screen.getByLabelText('会员等级'), 'VIP2');
    await user.click(screen.getByRole('radio', { name: '在线' }));
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(queries['/api/dl/querySubUsers']).toHaveLength(2));
    expect(Object.fromEntries(queries['/api/dl/querySubUsers']![1]!)).toEqual({
      page: '1',
      rows: '20',
      account: 'play',
      vipLevel: '2',
      online: '1',
    });
    expect(app.router.state.location.search).toBe('?account=play&vipLevel=2&online=1');
  });
});

describe('AgentUserDetailScreen', () => {
  it("shows the member's profile, balances, bets and bills", async () => {
    renderAgentAt('/agent/user-detail/21');
    expect(await screen.findByTestId('agent-detail-money')).toHaveTextContent('152.50');
    expect(queries['/api/dl/subUserDetail']![0]!.get('userId')).toBe('21');
    expect(screen.getByText('agent01')).toBeInTheDocument();
    const bets = screen.getAllByTestId('agent-detail-bet');
    expect(bets[0]).toHaveTextContent('极速六合彩 第20261126123期');
    expect(bets[0]).toHaveTextContent('已派奖 475.00');
    expect(bets[1]).toHaveTextContent('未结算');
    const bills = screen.getAllByTestId('agent-detail-bill');
    expect(bills[0]).toHaveTextContent('派奖');
    expect(bills[0]).toHaveTextContent('+475.00');
    expect(bills[1]).toHaveTextContent('-10.00');
  });

  it("says so for someone outside the team (the server's 用户不存在)", async () => {
    server.on('/api/dl/subUserDetail', () => ({
      status: 404,
      body: { code: 'SYS/NOT_FOUND', msg: '用户不存在' },
    }));
    renderAgentAt('/agent/user-detail/999');
    expect(await screen.findByText('用户不存在')).toBeInTheDocument();
  });
});

describe('AgentAddUserScreen', () => {
  it('checks the register rules and the rebate range, then adds and opens the member', async () => {
    const app = renderAgentAt('/agent/add-user');
    const user = userEvent.setup();
    expect(await screen.findByTestId('agent-rebate-range')).toHaveTextContent('0‰ - 8‰');
    await user.type(screen.getByLabelText('用户名'), '1abc');
    await user.click(screen.getByRole('button', { name: '确认添加' }));
    expect(screen.getByText('用户名必须是字母开头的6-15位的字母或者数字')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('用户名'));
    await user.type(screen.getByLabelText('用户名'), 'newplayer1');
    await user.type(screen.getByLabelText('登录密码'), 'Jinli2026ok');
    await user.click(screen.getByRole('radio', { name: '代理' }));
    await user.type(screen.getByLabelText('返点(‰)'), '9');
    await user.click(screen.getByRole('button', { name: '确认添加' }));
    expect(screen.getByText('返点范围为0-8')).toBeInTheDocument();
    expect(forms['/api/dl/add']).toBeUndefined();
    await user.clear(screen.getByLabelText('返点(‰)'));
    await user.type(screen.getByLabelText('返点(‰)'), '6.5');
    await user.click(screen.getByRole('button', { name: '确认添加' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/agent/user-detail/21'));
    expect(Object.fromEntries(forms['/api/dl/add']![0]!)).toEqual({
      account: 'newplayer1',
      password: 'Jinli2026ok',
      accountType: 'agent',
      rebate: '6.5',
    });
  });
});

describe('links', () => {
  it('creates a link and opens its page with a QR code; copying says 复制成功', async () => {
    const app = renderAgentAt('/agent/create-link');
    const user = userEvent.setup();
    expect(await screen.findByTestId('agent-link-row')).toHaveTextContent('K7Q2M9');
    await user.type(await screen.findByLabelText('返点(‰)'), '6');
    await user.type(screen.getByLabelText('备注'), '  朋友圈 ');
    await user.click(screen.getByRole('button', { name: '生成链接' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/agent/link/7'));
    expect(Object.fromEntries(forms['/api/spreadInfo/createByAgentId']![0]!)).toEqual({
      accountType: 'player',
      rebate: '6',
      remark: '朋友圈',
    });
    expect(await screen.findByRole('img', { name: '推广二维码' })).toBeInTheDocument();
    expect(screen.getByTestId('agent-link-url')).toHaveTextContent(agentLinkFixture.link);
    expect(screen.getByTestId('agent-link-registered')).toHaveTextContent('3');
    await user.click(screen.getByRole('button', { name: '复制链接' }));
    // user-event stands in for the clipboard.
    expect(await navigator.clipboard.readText()).toBe(agentLinkFixture.link);
    expect(await screen.findByText('复制成功')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '修改' })).toHaveAttribute(
      'href',
      '/agent/link/7/update',
    );
  });

  it('fills the update form with the link and refuses a rebate out of range', async () => {
    renderAgentAt('/agent/link/7/update');
    const rebate = await screen.findByLabelText('返点(‰)');
    await waitFor(() => expect(rebate).toHaveValue('6'));
    expect(screen.getByLabelText('备注')).toHaveValue('朋友圈');
    const user = userEvent.setup();
    await user.clear(rebate);
    await user.type(rebate, '8.5');
    await user.click(screen.getByRole('button', { name: '保存修改' }));
    expect(screen.getByText('返点范围为0-8')).toBeInTheDocument();
    expect(server.requests).not.toContain('/api/spreadInfo/updateByAgentId');
  });
});

describe('removing a link', () => {
  it('asks first, then removes it and goes back to the links', async () => {
    const removed: URLSearchParams[] = [];
    server.on('/api/spreadInfo/removeByAgentId', async (request) => {
      removed.push(await readForm(request));
      return ok(null);
    });
    const app = renderAgentAt('/agent/link/7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('删除后该推广码将无法再注册，确定删除吗？');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/agent/create-link'));
    expect(removed.map((form) => form.get('id'))).toEqual(['7']);
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
  });
});

describe('AgentTeamOverviewScreen', () => {
  it('never asks for a range the server refuses, even one typed into the URL', async () => {
    renderAgentAt('/agent/team-overview?begin=2026-01-01&end=2026-11-26');
    await screen.findByTestId('team-dl-rebate');
    const query = queries['/api/dl/queryTeamRws']![0]!;
    expect(query.get('beginDate')).not.toBe('2026-01-01');
    expect(query.get('beginDate')).toBe(`${query.get('endDate')!.slice(0, 8)}01`);
  });

  it('asks for this month by default and shows every figure and the trend', async () => {
    renderAgentAt('/agent/team-overview');
    expect(await screen.findByTestId('team-dl-rebate')).toHaveTextContent('38.40');
    const query = queries['/api/dl/queryTeamRws']![0]!;
    expect(query.get('endDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(query.get('beginDate')).toBe(`${query.get('endDate')!.slice(0, 8)}01`);
    expect(screen.getByTestId('team-cp-report')).toHaveTextContent('12,800.00');
    expect(screen.getByTestId('team-count')).toHaveTextContent('12');
    expect(screen.getByRole('img', { name: '有效投注' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '本月' })).toHaveAttribute('aria-checked', 'true');
  });

  it('applies a preset and a sub-agent from the URL', async () => {
    const app = renderAgentAt('/agent/team-overview?userId=22&account=subagent22');
    await screen.findByTestId('team-dl-rebate');
    expect(screen.getByRole('heading', { name: 'subagent22的团队' })).toBeInTheDocument();
    expect(queries['/api/dl/queryTeamRws']![0]!.get('userId')).toBe('22');
    await userEvent.setup().click(screen.getByRole('radio', { name: '昨天' }));
    await waitFor(() => expect(queries['/api/dl/queryTeamRws']).toHaveLength(2));
    const last = queries['/api/dl/queryTeamRws']![1]!;
    expect(last.get('beginDate')).toBe(last.get('endDate'));
    expect(last.get('userId')).toBe('22');
    expect(app.router.state.location.search).toContain('begin=');
  });

  it("shows the server's refusal of a range it will not answer", async () => {
    server.on('/api/dl/queryTeamRws', () => ({
      status: 400,
      body: { code: 'SYS/BAD_REQUEST', msg: '查询日期范围有误，最多可查询93天' },
    }));
    renderAgentAt('/agent/team-overview');
    expect(await screen.findByText('查询日期范围有误，最多可查询93天')).toBeInTheDocument();
  });
});

describe('AgentDeclareScreen', () => {
  it("shows the terms page's text, never its scripts", async () => {
    renderAgentAt('/agent/declare');
    const terms = await screen.findByTestId('agent-terms');
    expect(within(terms).getByRole('heading', { name: '锦鲤彩票代理说明' })).toBeInTheDocument();
    expect(within(terms).getAllByRole('listitem')).toHaveLength(2);
    expect(terms).toHaveTextContent('返点以千分比计');
    expect(terms.querySelector('script')).toBeNull();
    expect(terms).not.toHaveTextContent('hacked');
  });
});

import type { BetRecord } from '@jinli/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, testRoute } from '../../../../test/renderApp';
import { ok, startTestServer, type TestServer } from '../../../../test/testServer';
import { profileFixture } from '../../auth/accountFixtures';
import { openInfoFixture } from '../../lottery/lotteryFixtures';
import { setAccessToken } from '../../../app/session/sessionStore';
import { betRecordsFixture } from '../betFixtures';
import { betRoutes } from '../routes';
import { CANCEL_BAR_HEIGHT_PX } from './BetRecordList';
import { COMPACT_MODE_KEY, reloadCompactMode } from './compactMode';

let server: TestServer;
let records: BetRecord[];
let cancelled: string[];

class VisibleObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() =>
      this.callback(
        [{ isIntersecting: true, target } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      ),
    );
  }
  disconnect() {}
  unobserve() {}
}

beforeAll(async () => {
  server = await startTestServer();
  // Undone after the file (test/setup.ts): the files of a worker share one jsdom.
  vi.stubGlobal('IntersectionObserver', VisibleObserver);
});
afterAll(() => server.close());
beforeEach(() => {
  records = betRecordsFixture();
  cancelled = [];
  localStorage.clear();
  reloadCompactMode();
  setAccessToken('token-1');
  server.on('/api/user/info', () => ok(profileFixture));
  server.on('/api/user/money/check', () => ok({ money: 120_000, liveMoney: 0 }));
  server.on('/app-api/lottery/openInfo', () => ok([openInfoFixture({ gameId: 71 })]));
  server.on('/sys-upload/data/json/web_system_config.json', () => ({
    body: [{ configKey: 'hy_is_cancel', configValue: '1' }],
  }));
  server.on('/api/cp/records/todayList', (_request, url) => {
    const status = url.searchParams.get('status');
    const rows = status === null ? records : records.filter((r) => r.status === Number(status));
    return ok({ data: rows, totalCount: rows.length });
  });
  server.on('/api/bet/cancel', async (request) => {
    let body = '';
    for await (const chunk of request) body += String(chunk);
    const orderNos = new URLSearchParams(body).get('orderNo')?.split(',') ?? [];
    cancelled.push(...orderNos);
    records = records.map((r) =>
      orderNos.includes(r.orderNo) ? { ...r, status: 2, isCancle: 0 } : r,
    );
    return ok({
      results: orderNos.map((orderNo) => ({ orderNo, ok: true, msg: '' })),
      cancelled: orderNos.length,
      refund: 10_000,
      balance: 130_000,
    });
  });
});

const render = (path = '/bet-list') =>
  renderApp({
    routes: [...betRoutes, testRoute('/auth/login', 'login-page')],
    path,
    apiOrigin: server.origin,
  });

describe('/bet-list', () => {
  it('shows every record with its status text', async () => {
    render();
    // 可撤单 needs web_system_config (hy_is_cancel) too, which may come after the records.
    await screen.findByText('可撤单');
    const rows = screen.getAllByTestId('bet-record');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('可撤单');
    expect(rows[1]).toHaveTextContent('已派奖');
    expect(rows[1]).toHaveTextContent('+465.00');
    expect(rows[2]).toHaveTextContent('已撤单');
  });

  it('asks the server for the unsettled tab with status 0', async () => {
    render('/bet-list?tab=unsettled');
    expect(await screen.findAllByTestId('bet-record')).toHaveLength(1);
  });

  it('shows 暂无数据 when there is nothing', async () => {
    records = [];
    render();
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});

describe('cancel mode', () => {
  it('picks only cancelable rows, refuses the others, and cancels after the confirm', async () => {
    const user = userEvent.setup();
    render();
    await screen.findAllByTestId('bet-record');
    await user.click(screen.getByRole('button', { name: '撤单' }));
    const bar = await screen.findByTestId('cancel-bar');
    expect(within(bar).getByRole('button', { name: '撤单(0)' })).toBeDisabled();

    // A settled record cannot be picked: its refusal shows and nothing is selected.
    await user.click(screen.getByRole('checkbox', { name: '单号 B2' }));
    expect(await screen.findByText('该记录无法撤单！')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: '撤单(0)' })).toBeInTheDocument();

    // Select-all picks the one cancelable record.
    await user.click(within(bar).getByRole('checkbox', { name: '全选' }));
    expect(screen.getByRole('checkbox', { name: '单号 B1' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '单号 B2' })).not.toBeChecked();
    await user.click(within(bar).getByRole('button', { name: '撤单(1)' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('确定撤单吗？');
    expect(dialog).toHaveTextContent('即将撤销1笔注单');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));

    expect(await screen.findByText('撤单成功')).toBeInTheDocument();
    expect(cancelled).toEqual(['B1']);
    await waitFor(() => expect(screen.getAllByTestId('bet-record')[0]).toHaveTextContent('已撤单'));
  });

  it('docks the cancel bar above the bottom menu and keeps the floating buttons clear of it', async () => {
    const user = userEvent.setup();
    const floatingBottom = () =>
      document.documentElement.style.getPropertyValue('--jl-floating-bottom');
    const app = render();
    await screen.findAllByTestId('bet-record');
    expect(floatingBottom()).toBe('');
    await user.click(screen.getByRole('button', { name: '撤单' }));
    const bar = await screen.findByTestId('cancel-bar');
    // /bet-list is a bottom-menu tab in theme3: the bar sits on the menu, not at the list's end.
    expect(bar).toHaveClass('jl-bets__cancel-bar--above-tabbar');
    // The inset is set (and cleared) by effects after the render: waited for, as on a busy CI.
    await waitFor(() => expect(floatingBottom()).toBe(`${CANCEL_BAR_HEIGHT_PX}px`));
    // Leaving the page in cancel mode gives the space back.
    app.view.unmount();
    expect(floatingBottom()).toBe('');
  });

  it('with hy_is_cancel off, every row answers the refresh text', async () => {
    server.on('/sys-upload/data/json/web_system_config.json', () => ({
      body: [{ configKey: 'hy_is_cancel', configValue: '0' }],
    }));
    const user = userEvent.setup();
    render();
    await screen.findAllByTestId('bet-record');
    await waitFor(() => expect(screen.getAllByTestId('bet-record')[0]).toHaveTextContent('未结算'));
    await user.click(screen.getByRole('button', { name: '撤单' }));
    await user.click(screen.getByRole('checkbox', { name: '单号 B1' }));
    expect(await screen.findByText('注单状态不可撤单，请刷新页面')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '单号 B1' })).not.toBeChecked();
  });
});

describe('compact mode', () => {
  it('is saved under bet_record_simple_model and read back after a reload', async () => {
    const user = userEvent.setup();
    const first = render();
    await screen.findAllByTestId('bet-record');
    await user.click(screen.getByRole('button', { name: '筛选' }));
    await user.click(await screen.findByRole('switch', { name: '简洁模式' }));
    expect(localStorage.getItem(COMPACT_MODE_KEY)).toBe('1');
    expect(screen.getByTestId('bet-records').querySelector('.jl-records--compact')).not.toBeNull();
    first.view.unmount();

    // A reload: the module store starts again from storage.
    reloadCompactMode();
    render();
    await screen.findAllByTestId('bet-record');
    expect(screen.getByTestId('bet-records').querySelector('.jl-records--compact')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: '筛选' }));
    expect(await screen.findByRole('switch', { name: '简洁模式' })).toBeChecked();
  });
});

import type { LotteryHistoryRow } from '@jinli/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../test/renderApp';
import { ok, startTestServer, type TestServer } from '../../../../test/testServer';
import { historyFixture, openInfoFixture } from '../lotteryFixtures';
import { lotteryRoutes } from '../routes';

let server: TestServer;
let history: LotteryHistoryRow[] = [];
const historyQueries: URLSearchParams[] = [];

/** jsdom has no IntersectionObserver: this one reports its target as visible at once. */
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

beforeAll(() => {
  // Undone after the file (test/setup.ts): the files of a worker share one jsdom.
  vi.stubGlobal('IntersectionObserver', VisibleObserver);
});
// A server per test: a request of the test before (a page still loading as it ended) reaches a
// closed server instead of this test's `historyQueries` (its first query had no type).
beforeEach(async () => {
  server = await startTestServer();
  server.on('/v/lottery/openInfo', () => ok(openInfoFixture({ gameId: 71 })));
  server.on('/app-api/lottery/openInfo', () =>
    ok([
      openInfoFixture({ gameId: 110, gameName: '澳门六合彩', preTurn: '2026325' }),
      openInfoFixture({ gameId: 71 }),
    ]),
  );
  server.on('/app-api/lottery/history', (_req, url) => {
    historyQueries.push(url.searchParams);
    const page = Number(url.searchParams.get('page') ?? 1);
    const rows = Number(url.searchParams.get('rows') ?? 20);
    const live = url.searchParams.get('type') === 'live-lottery';
    const all = live ? history.filter((r) => r.liveUrl) : history;
    return ok({ data: all.slice((page - 1) * rows, page * rows), totalCount: all.length });
  });
});
afterEach(async () => {
  await server.close();
  history = [];
  historyQueries.length = 0;
});

const render = (path: string) =>
  renderApp({ routes: lotteryRoutes, path, apiOrigin: server.origin });

describe('/lottery-record', () => {
  it('lists the latest draw of every game, each opening its history', async () => {
    render('/lottery-record');
    const rows = await screen.findAllByTestId('lottery-record-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('澳门六合彩');
    expect(rows[0]).toHaveTextContent('第2026325期');
    expect(rows[1]).toHaveAttribute('href', '/lottery-history/71');
  });
});

describe('/lottery-history/{game_id}', () => {
  it('pages through the history newest first down to the end line', async () => {
    history = historyFixture(71, 25);
    render('/lottery-history/71');
    await waitFor(() => expect(screen.getAllByTestId('lottery-history-row')).toHaveLength(25));
    expect(screen.getAllByTestId('lottery-history-row')[0]).toHaveTextContent('第202611210600期');
    expect(await screen.findByText('没有更多数据了')).toBeInTheDocument();
    expect(historyQueries.map((q) => q.get('page'))).toEqual(['1', '2']);
    expect(await screen.findByRole('heading', { name: /极速六合彩历史开奖/ })).toBeInTheDocument();
  });

  it('lists only replays with ?type=live-lottery and plays one in place', async () => {
    const user = userEvent.setup();
    history = historyFixture(110, 3, 2026325).map((r, i) =>
      i === 1 ? r : { ...r, liveUrl: `/sys-upload/live/110/replay/${r.turnNum}.m3u8` },
    );
    render('/lottery-history/110?type=live-lottery');
    const rows = await screen.findAllByTestId('lottery-history-row');
    expect(rows).toHaveLength(2);
    expect(historyQueries[0]?.get('type')).toBe('live-lottery');
    await user.click(within(rows[0]!).getByRole('button', { name: '观看回放' }));
    const video = within(rows[0]!).getByLabelText('开奖回放 2026325', { selector: 'video' });
    expect(video).toBeInTheDocument();
  });

  it('shows the empty state when a game has no draws', async () => {
    render('/lottery-history/71');
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});

describe('/game/{id}/analytic', () => {
  it('opens the special history first and counts big/small from the real history', async () => {
    history = historyFixture(71, 100);
    render('/game/71/analytic');
    expect(await screen.findByText('开奖历史')).toBeInTheDocument();
    expect(screen.getByTestId('analytic-window')).toHaveTextContent('近 100 期');
    expect(historyQueries[0]?.get('rows')).toBe('100');

    await userEvent.setup().click(screen.getByRole('link', { name: '大小' }));
    const table = await screen.findByRole('table', { name: '特码大小' });
    const specials = history.map((r) => Number(r.openNum.split(',')[6]));
    const big = specials.filter((n) => n >= 25 && n <= 48).length;
    const small = specials.filter((n) => n <= 24).length;
    const rowOf = (value: string) =>
      table.querySelector(`tr[data-value="${value}"]`) as HTMLElement;
    expect(within(rowOf('大')).getAllByRole('cell')[0]).toHaveTextContent(String(big));
    expect(within(rowOf('小')).getAllByRole('cell')[0]).toHaveTextContent(String(small));
  });

  it('draws the trend of the special number as SVG points', async () => {
    history = historyFixture(71, 40);
    render('/game/71/analytic/special/trend');
    const chart = await screen.findByRole('img', { name: '特码走势 近30期' });
    const points = chart.querySelectorAll('circle');
    expect(points).toHaveLength(30);
    // Oldest on the left: the last point is the newest draw.
    expect(points[29]?.getAttribute('data-special')).toBe(
      history[0]?.openNum.split(',')[6]?.replace(/^0/, ''),
    );
  });

  it('filters numbers in the lottery helper', async () => {
    const user = userEvent.setup();
    history = historyFixture(71, 10);
    render('/game/71/analytic/lottery-helper');
    const helper = await screen.findByTestId('lottery-helper');
    expect(within(helper).getByRole('status')).toHaveTextContent('49 个');
    await user.click(within(helper).getByRole('button', { name: '红波' }));
    expect(within(helper).getByRole('status')).toHaveTextContent('17 个');
    await user.click(within(helper).getByRole('button', { name: '单' }));
    // Red odd numbers: 1, 7, 13, 19, 23, 29, 35, 45.
    expect(within(helper).getByRole('status')).toHaveTextContent('8 个');
  });

  it('sends an unknown view to the first view of its section', async () => {
    history = historyFixture(71, 10);
    render('/game/71/analytic/zodiac/nope');
    expect(await screen.findByText(/年生肖号码对照/)).toBeInTheDocument();
  });
});

describe('/game/{id}/tutorial', () => {
  it('explains the cadence of the game and the groupings', async () => {
    render('/game/71/tutorial');
    expect(await screen.findByText(/每 1 分钟开奖一期/)).toBeInTheDocument();
    expect(screen.getByText(/特码 25-48 为大/)).toBeInTheDocument();
  });
});

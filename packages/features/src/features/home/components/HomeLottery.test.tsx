import type { LotteryOpenInfo } from '@jinli/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp, testRoute } from '../../../../test/renderApp';
import { ok, startTestServer, type TestServer } from '../../../../test/testServer';
import { appConfigFixture, openInfoFixture } from '../../lottery/lotteryFixtures';
import { homeRoutes } from '../routes';

const OPEN_INFO = '/v/lottery/openInfo';
let server: TestServer;
/** The last open info of game 110 the test server answered. */
let served110: LotteryOpenInfo | undefined;
const infos = new Map<number, () => LotteryOpenInfo>();
const openInfoRequests: number[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.on('/sys-upload/data/json/app_config.json', () => ({ body: appConfigFixture }));
  server.on(OPEN_INFO, (_req, url) => {
    const gameId = Number(url.searchParams.get('gameId'));
    openInfoRequests.push(gameId);
    const info = infos.get(gameId);
    return info ? ok(info()) : undefined;
  });
  infos.set(110, () => {
    served110 = openInfoFixture({
      gameId: 110,
      gameName: '澳门六合彩',
      preTurn: '2026325',
      secondsToDraw: 3600,
    });
    return served110;
  });
  infos.set(71, () => openInfoFixture({ gameId: 71, secondsToDraw: 50 }));
});
afterEach(() => {
  infos.clear();
  openInfoRequests.length = 0;
});

const renderHome = () =>
  renderApp({
    routes: [...homeRoutes, testRoute('/gallery', 'gallery-screen')],
    path: '/',
    apiOrigin: server.origin,
  });

describe('HomeLottery', () => {
  it('lists the home games as tabs, game 110 with its live badge, and shows its card first', async () => {
    renderHome();
    // The game tabs of the lottery area (home also has the information panel's tabs).
    const tabs = within(await screen.findByTestId('home-lottery')).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      expect.stringContaining('澳门六合彩'),
      '香港六合彩',
      '极速六合彩',
    ]);
    expect(within(tabs[0]!).getByTestId('live-tab-badge')).toHaveTextContent('直播');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    const card = await screen.findByTestId('lottery-card');
    expect(await within(card).findByText('第2026325期')).toBeInTheDocument();
    // Balls with their zodiac signs (2026 is the horse year: 01 and 49 are 马).
    expect(within(card).getByRole('img', { name: '01 马' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: '49 马' })).toBeInTheDocument();
    // The badge shows game 110's own draw time once its open info is known (the time the server
    // last answered: a poll across a minute boundary moves it).
    await waitFor(() =>
      expect(screen.getByTestId('live-tab-badge')).toHaveTextContent(
        served110!.plan.planTime.slice(11, 16),
      ),
    );
    expect(within(card).getByRole('link', { name: '历史记录' })).toHaveAttribute(
      'href',
      '/lottery-history/110',
    );
    expect(within(card).getByRole('link', { name: '开奖回放' })).toHaveAttribute(
      'href',
      '/lottery-history/110?type=live-lottery',
    );
    expect(within(card).getByRole('link', { name: '去投注' })).toHaveAttribute('href', '/game/110');
  });

  it('switches the card to another game', async () => {
    const user = userEvent.setup();
    renderHome();
    await user.click(await screen.findByRole('tab', { name: '极速六合彩' }));
    const card = await screen.findByTestId('lottery-card');
    expect(card).toHaveAttribute('data-game-id', '71');
    expect(await within(card).findByText('第202611210600期')).toBeInTheDocument();
    expect(within(card).getByRole('timer')).toHaveAccessibleName(/距下期开奖 00:00:(49|50)/);
  });

  it('polls every 3 s once the countdown ends, until the new turn is shown', async () => {
    let drawn = false;
    infos.set(110, () =>
      drawn
        ? openInfoFixture({
            gameId: 110,
            preTurn: '2026326',
            openNum: '02,03,04,05,06,07,08',
            secondsToDraw: 86_400,
          })
        : openInfoFixture({ gameId: 110, preTurn: '2026325', secondsToDraw: 1 }),
    );
    renderHome();
    const card = await screen.findByTestId('lottery-card');
    expect(await within(card).findByText('开奖中…')).toBeInTheDocument();
    const before = openInfoRequests.filter((id) => id === 110).length;
    await waitFor(() =>
      expect(openInfoRequests.filter((id) => id === 110).length).toBeGreaterThan(before),
    );
    drawn = true;
    expect(await within(card).findByText('第2026326期')).toBeInTheDocument();
    const settled = openInfoRequests.length;
    await new Promise((resolve) => setTimeout(resolve, 3500));
    // Polling stopped with the new turn.
    expect(openInfoRequests.length).toBe(settled);
  });

  it('shows a live draw: the numbers so far and pending balls up to 7', async () => {
    infos.set(110, () =>
      openInfoFixture({
        gameId: 110,
        preTurn: '2026326',
        openNum: '05,17,29',
        isStreaming: 1,
        liveUrl: '/sys-upload/live/110/live.m3u8',
      }),
    );
    renderHome();
    const panel = await screen.findByTestId('draw-panel');
    expect(panel).toHaveAttribute('data-mode', 'streaming');
    expect(within(panel).getAllByRole('img', { name: '待开奖' })).toHaveLength(4);
    expect(within(panel).getByRole('status')).toHaveTextContent('直播开奖中');
    expect(within(panel).getByLabelText('直播开奖中', { selector: 'video' })).toBeInTheDocument();
  });

  it('offers the replay of a finished live draw', async () => {
    const user = userEvent.setup();
    infos.set(110, () =>
      openInfoFixture({
        gameId: 110,
        preTurn: '2026326',
        liveUrl: '/sys-upload/live/110/replay/2026326.m3u8',
      }),
    );
    renderHome();
    const panel = await screen.findByTestId('draw-panel');
    expect(panel).toHaveAttribute('data-mode', 'replay');
    expect(within(panel).queryByLabelText('开奖回放', { selector: 'video' })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: '观看回放' }));
    expect(within(panel).getByLabelText('开奖回放', { selector: 'video' })).toBeInTheDocument();
  });

  it('stops polling when the route leaves home', async () => {
    infos.set(110, () => openInfoFixture({ gameId: 110, preTurn: '2026325', secondsToDraw: 1 }));
    const { router } = renderHome();
    const card = await screen.findByTestId('lottery-card');
    expect(await within(card).findByText('开奖中…')).toBeInTheDocument();
    const before = openInfoRequests.length;
    await waitFor(() => expect(openInfoRequests.length).toBeGreaterThan(before));
    await router.navigate('/gallery');
    expect(await screen.findByText('gallery-screen')).toBeInTheDocument();
    const left = openInfoRequests.length;
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(openInfoRequests.length).toBe(left);
  });

  it('never replaces a newer result with an older answer', async () => {
    let calls = 0;
    infos.set(110, () => {
      calls += 1;
      return calls === 1
        ? openInfoFixture({ gameId: 110, preTurn: '2026326', secondsToDraw: 1 })
        : openInfoFixture({ gameId: 110, preTurn: '2026325', secondsToDraw: 1 });
    });
    renderHome();
    const card = await screen.findByTestId('lottery-card');
    expect(await within(card).findByText('第2026326期')).toBeInTheDocument();
    await waitFor(() => expect(calls).toBeGreaterThanOrEqual(2));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(within(card).getByTestId('lottery-card-turn')).toHaveTextContent('第2026326期');
  });
});

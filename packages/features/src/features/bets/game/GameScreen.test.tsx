import type { BetSaveBody } from '@jinli/contract';
import { MONEY_PARSE_MESSAGES } from '@jinli/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp, testRoute } from '../../../../test/renderApp';
import { ok, startTestServer, type TestServer } from '../../../../test/testServer';
import { profileFixture } from '../../auth/accountFixtures';
import { historyFixture, openInfoFixture } from '../../lottery/lotteryFixtures';
import { setAccessToken } from '../../../app/session/sessionStore';
import { menuItems } from '../../../app/shell/menuConfig';
import { playCategoriesFixture } from '../betFixtures';
import { betRoutes } from '../routes';

let server: TestServer;
let placed: { body: BetSaveBody; key: string | undefined }[];
let money: number;
let secondsToDraw: number;

async function readJson(request: IncomingMessage) {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return JSON.parse(body) as BetSaveBody;
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  placed = [];
  money = 120_000;
  secondsToDraw = 3_600;
  setAccessToken('token-1');
  server.on('/api/user/info', () => ok(profileFixture));
  server.on('/api/user/money/check', () => ok({ money, liveMoney: 0 }));
  server.on('/v/lottery/openInfo', () => ok(openInfoFixture({ gameId: 71, secondsToDraw })));
  server.on('/app-api/game/play-cate', () => ok(playCategoriesFixture()));
  server.on('/app-api/lottery/history', () => ok({ data: historyFixture(71, 30), totalCount: 30 }));
  server.on('/api/bet/save', async (request) => {
    const body = await readJson(request);
    placed.push({ body, key: request.headers['idempotency-key'] as string | undefined });
    const count = body.bets[0]!.selection.length;
    const total = count * body.bets[0]!.unitMoney;
    if (total > money) return { status: 400, body: { code: 'BET/BALANCE', msg: '余额不足' } };
    money -= total;
    return ok({ orderNos: ['B1'], trackOrderNo: null, count, totalMoney: total, balance: money });
  });
});

const render = (path: string) =>
  renderApp({
    routes: [...betRoutes, testRoute('/auth/login', 'login-page')],
    path,
    apiOrigin: server.origin,
  });

describe('/game/{gameId} betting', () => {
  it('counts the slip, confirms and places the bet, then shows the new balance', async () => {
    const user = userEvent.setup();
    render('/game/71');
    const grid = await screen.findByTestId('number-grid');
    expect(within(grid).getAllByRole('button')).toHaveLength(49);
    await user.click(within(grid).getByRole('button', { name: /^07/ }));
    await user.click(within(grid).getByRole('button', { name: /^13/ }));
    await user.click(within(grid).getByRole('button', { name: /^25/ }));
    await user.click(screen.getByRole('radio', { name: '20' }));
    expect(screen.getByTestId('slip-count')).toHaveTextContent('共3注');
    expect(screen.getByTestId('slip-total')).toHaveTextContent('60.00');
    await waitFor(() => expect(screen.getByTestId('bet-balance')).toHaveTextContent('120.00'));

    await user.click(screen.getByRole('button', { name: '投注' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('07、13、25');
    expect(dialog).toHaveTextContent('60.00');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));

    expect(await screen.findByText('投注成功')).toBeInTheDocument();
    expect(placed).toHaveLength(1);
    expect(placed[0]!.body).toMatchObject({
      gameId: 71,
      model: 1,
      bets: [{ playId: 101, selection: ['07', '13', '25'], unitMoney: 20_000 }],
    });
    expect(placed[0]!.key).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('bet-balance')).toHaveTextContent('60.00'));
    expect(screen.getByTestId('slip-count')).toHaveTextContent('共0注');
  });

  it("shows the server's refusal when the balance is too low", async () => {
    money = 5_000;
    const user = userEvent.setup();
    render('/game/71');
    const grid = await screen.findByTestId('number-grid');
    await user.click(within(grid).getByRole('button', { name: /^07/ }));
    await user.click(screen.getByRole('radio', { name: '10' }));
    await user.click(screen.getByRole('button', { name: '投注' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }),
    );
    expect(await screen.findByText('余额不足')).toBeInTheDocument();
  });

  it('quick picks fill the grid and 色波 is chosen by buttons with their odds', async () => {
    const user = userEvent.setup();
    render('/game/71');
    await screen.findByTestId('number-grid');
    await user.click(screen.getByRole('button', { name: '红' }));
    expect(screen.getByTestId('slip-count')).toHaveTextContent('共17注');
    await user.click(screen.getByRole('tab', { name: '色波' }));
    const options = await screen.findByTestId('option-grid');
    await user.click(within(options).getByRole('button', { name: /红波/ }));
    expect(within(options).getByRole('button', { name: /红波/ })).toHaveTextContent('2.8');
    expect(screen.getByTestId('slip-count')).toHaveTextContent('共1注');
  });

  it('offers the credit/official switch and bets on the chosen model', async () => {
    const user = userEvent.setup();
    render('/game/71');
    await screen.findByTestId('number-grid');
    await user.click(screen.getByRole('radio', { name: '官方盘' }));
    const grid = await screen.findByTestId('number-grid');
    await user.click(within(grid).getByRole('button', { name: /^07/ }));
    await user.click(screen.getByRole('radio', { name: '10' }));
    await user.click(screen.getByRole('button', { name: '投注' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }),
    );
    await screen.findByText('投注成功');
    expect(placed[0]!.body).toMatchObject({ model: 2, bets: [{ playId: 201 }] });
  });

  it('投注 without an amount says 请输入金额 and takes the player to the amount field', async () => {
    const user = userEvent.setup();
    render('/game/71');
    const grid = await screen.findByTestId('number-grid');
    await user.click(within(grid).getByRole('button', { name: /^07/ }));
    const amount = screen.getByRole('textbox', { name: '单注金额 元' });
    expect(amount).not.toHaveFocus();
    await user.click(screen.getByRole('button', { name: '投注' }));
    expect(await screen.findByText('请输入金额')).toBeInTheDocument();
    expect(amount).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // The field sits in the bar docked with 投注 (below the grid it was out of sight).
    expect(screen.getByTestId('bet-dock')).toContainElement(amount);
    expect(screen.getByTestId('bet-dock')).toContainElement(
      screen.getByRole('button', { name: '投注' }),
    );
  });

  it('a stake with more than two decimals says 金额最多保留2位小数 and places nothing', async () => {
    const user = userEvent.setup();
    render('/game/71');
    const grid = await screen.findByTestId('number-grid');
    await user.click(within(grid).getByRole('button', { name: /^07/ }));
    const amount = screen.getByRole('textbox', { name: '单注金额 元' });
    await user.type(amount, '1.005');
    await user.click(screen.getByRole('button', { name: '投注' }));
    expect(await screen.findByText(MONEY_PARSE_MESSAGES.fen)).toBeInTheDocument();
    expect(amount).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(placed).toHaveLength(0);
  });

  it('where the game is a bottom-menu tab, the dock sits on the menu and keeps the bubble clear', async () => {
    renderApp({
      routes: [...betRoutes, testRoute('/auth/login', 'login-page')],
      path: '/game/71',
      apiOrigin: server.origin,
      menu: [menuItems.home, { ...menuItems.markSixGame, path: '/game/71' }],
    });
    await screen.findByTestId('number-grid');
    expect(screen.getByTestId('bet-dock')).toHaveClass('jl-bet__dock--above-tabbar');
    expect(screen.getByRole('navigation', { name: '底部菜单' })).toBeInTheDocument();
  });

  it('a missing pick is not an amount problem: the focus stays', async () => {
    const user = userEvent.setup();
    render('/game/71');
    await screen.findByTestId('number-grid');
    await user.click(screen.getByRole('radio', { name: '10' }));
    await user.click(screen.getByRole('button', { name: '投注' }));
    expect(await screen.findByText('请选择投注内容')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '单注金额 元' })).not.toHaveFocus();
  });

  it('names the drawn turn, the next draw and the turn on sale apart (not one turn twice)', async () => {
    render('/game/71');
    const turn = await screen.findByTestId('game-turn');
    expect(turn).toHaveTextContent('第202611210601期距封盘');
    expect(screen.getByTestId('draw-result-turn')).toHaveTextContent('第202611210600期 开奖结果');
    const panel = screen.getByTestId('draw-panel');
    expect(within(panel).getByText('距下期开奖')).toBeInTheDocument();
    // The turn on sale is named once on the page.
    expect(screen.getAllByText(/第202611210601期/)).toHaveLength(1);
  });

  it('is closed (封盘) after the close time: nothing can be picked or placed', async () => {
    secondsToDraw = 5;
    render('/game/71');
    expect(await screen.findByTestId('game-turn')).toHaveAttribute('data-phase', 'closed');
    expect(await screen.findByText('本期已封盘，请等待下期开盘')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '封盘中' })).toBeDisabled();
    expect(within(screen.getByTestId('number-grid')).getAllByRole('button')[0]).toBeDisabled();
  });
});

describe('/game/{gameId} tabs', () => {
  /** The player's chat session (chat on, token, self) and the rooms list. */
  function chatService(rooms: unknown[]) {
    server.on('/api/chat/enableChat', () => ok({ flag: 0, msg: '' }));
    server.on('/api/chat/refreshTokenChat', () =>
      ok({ tokenChat: 'chat-token', expiresAt: Date.now() + 3_600_000 }),
    );
    server.on('/chat-api/chat/me', () =>
      ok({
        user_id: '1024',
        nickname: 'player01',
        chatLevel: 1,
        avatarId: 3,
        color: 2,
        isGuest: false,
        isService: false,
        enableChat: 1,
      }),
    );
    server.on('/chat-api/chat/rooms', () => ok(rooms));
  }
  const room71 = {
    room_id: 'g71',
    name: '极速六合彩',
    gameId: 71,
    enable_chat: 1,
    min_chat_level: 0,
    total_people: 3,
    sec_per_mess: 0,
    last_message: null,
  };

  it("the chat tab opens the game's room, found by its gameId", async () => {
    chatService([{ ...room71, room_id: 'lobby', gameId: null }, room71]);
    const user = userEvent.setup();
    const { router } = render('/game/71');
    await screen.findByTestId('number-grid');
    await user.click(screen.getByRole('tab', { name: '聊天室' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game/71/chat-rooms/g71'));
    expect(await screen.findByTestId('game-chat')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '聊天室' })).toHaveAttribute('aria-selected', 'true');
  });

  it('a game without a room goes back to the game with 聊天室目前不可用', async () => {
    chatService([{ ...room71, room_id: 'lobby', gameId: null }]);
    const { router } = render('/game/71/chat');
    expect(await screen.findByText('聊天室目前不可用')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/game/71'));
  });

  it('the heat map counts the last draws', async () => {
    const user = userEvent.setup();
    render('/game/71');
    await screen.findByTestId('number-grid');
    await user.click(screen.getByRole('tab', { name: '冷热图' }));
    expect(await screen.findAllByTestId('heat-cell')).toHaveLength(49);
    expect(screen.getByText('近30期号码出现次数')).toBeInTheDocument();
  });
});

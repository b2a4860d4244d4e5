import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, testRoute } from '../../../test/renderApp';
import { setAccessToken } from '../session/sessionStore';
import { exampleMenu, gameCenterOrMarkSix, menuItems } from './menuConfig';
import type { MenuConfig } from '../context/menuRules';
import { BOTTOM_MENU_LABEL } from './strings';

const routes = [
  testRoute('/', 'home-screen', { transition: 'none' }),
  testRoute('/recommend', 'recommend-screen', { transition: 'none' }),
  testRoute('/gallery', 'gallery-screen', { transition: 'none' }),
  testRoute('/gallery/:groupId', 'gallery-group-screen'),
  testRoute('/bet-list', 'bet-list-screen', { auth: true, transition: 'none' }),
  testRoute('/auth/login', 'login-screen'),
];

function menu() {
  return screen.getByRole('navigation', { name: BOTTOM_MENU_LABEL });
}

function labels(config: MenuConfig = exampleMenu) {
  return config.map((item) => item.label);
}

describe('BottomMenu', () => {
  it('shows the menu its app composes, in its order', async () => {
    const promotionsFirst: MenuConfig = [
      menuItems.home,
      menuItems.promotions,
      menuItems.gameCenter,
      menuItems.betList,
      menuItems.profile,
    ];
    renderApp({ routes, menu: promotionsFirst, path: '/' });
    await screen.findByText('home-screen');
    expect(
      within(menu())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['首页', '优惠', '游戏大厅', '投注记录', '我的']);
  });

  it('shows an item under its switch only (theme2: the Mark Six game instead of the game center)', async () => {
    const switched: MenuConfig = [
      menuItems.home,
      menuItems.promotions,
      ...gameCenterOrMarkSix,
      menuItems.betList,
      menuItems.profile,
    ];
    renderApp({ routes, menu: switched, switches: { markSixTab: true }, path: '/' });
    await screen.findByText('home-screen');
    const links = within(menu()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      '首页',
      '优惠',
      '六合彩',
      '投注记录',
      '我的',
    ]);
    expect(within(menu()).getByRole('link', { name: '六合彩' })).toHaveAttribute(
      'href',
      '/game/110',
    );
  });

  it.each([
    ['/', '首页'],
    ['/recommend', '首页'],
    ['/gallery', '图库'],
  ])('highlights the item of %s', async (path, label) => {
    renderApp({ routes, path });
    await screen.findByRole('navigation', { name: BOTTOM_MENU_LABEL });
    const current = within(menu())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([label]);
  });

  it('follows navigation with the highlight', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ routes, path: '/' });
    await screen.findByText('home-screen');
    await user.click(within(menu()).getByRole('link', { name: '图库' }));
    expect(await screen.findByText('gallery-screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/gallery');
    expect(within(menu()).getByRole('link', { name: '图库' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu()).getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current');
  });

  it('is hidden on screens that are not top-level', async () => {
    renderApp({ routes, path: '/gallery/12' });
    await screen.findByText('gallery-group-screen');
    expect(screen.queryByRole('navigation', { name: BOTTOM_MENU_LABEL })).not.toBeInTheDocument();
  });

  it('asks a logged-out user to log in before the bet list; cancel stays', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ routes, path: '/' });
    await screen.findByText('home-screen');

    await user.click(within(menu()).getByRole('link', { name: '投注记录' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('请先登录');
    await user.click(within(confirm).getByRole('button', { name: '取消' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('home-screen')).toBeInTheDocument();
  });

  it('confirming the login prompt goes to /auth/login', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ routes, path: '/' });
    await screen.findByText('home-screen');

    await user.click(within(menu()).getByRole('link', { name: '投注记录' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确认' }),
    );

    expect(await screen.findByText('login-screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/bet-list');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('opens the bet list directly for a logged-in user', async () => {
    setAccessToken('token-1');
    const user = userEvent.setup();
    const { router } = renderApp({ routes, path: '/' });
    await screen.findByText('home-screen');
    await user.click(within(menu()).getByRole('link', { name: '投注记录' }));
    expect(await screen.findByText('bet-list-screen')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/bet-list');
  });

  it('lists every item of the menu as a link to its path', async () => {
    renderApp({ routes, path: '/' });
    await screen.findByText('home-screen');
    const links = within(menu()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(labels());
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      exampleMenu.map((item) => item.path),
    );
  });
});

// @vitest-environment node
// The first screen rendered to HTML as the server does it (renderFirstScreen), in Node with no DOM:
// the gallery with the cards of its first page, fetched through the transport it is given; nothing
// for screens that do not render on the server, for an API on another origin, or a failed load.
import { describe, expect, it } from 'vitest';
import { chatEventListenerCount } from '../../features/chat/state/chatAppEvents';
import { galleryRoutes } from '../../features/gallery/routes';
import { groupFixture, groupListFixture } from '../../features/gallery/galleryFixtures';
import { gameCenterRoutes } from '../../features/game-center/routes';
import { gameGroupsFixture } from '../../features/game-center/gameCenterFixtures';
import { homeRoutes } from '../../features/home/routes';
import { appConfigFixture, openInfoFixture } from '../../features/lottery/lotteryFixtures';
import { company, noticeList } from '../../../test/fixtures';
import { exampleMenu } from '../shell/menuConfig';
import { testRoute } from '../../../test/renderApp';
import type { JinliAppOptions } from './appOptions';
import { renderFirstScreen, rendersOnServer } from './renderFirstScreen';
import { RENDERED_AT_ATTRIBUTE, SERVER_RENDERED_ATTRIBUTE } from './serverRendered';

const config = {
  apiOrigin: '',
  chatOrigin: '',
  companyCode: 'jinli',
  gameServers: [],
  encrypt: false,
};
const options: JinliAppOptions = {
  theme: 'theme3',
  routes: [...galleryRoutes, testRoute('/profile', 'profile')],
  menu: exampleMenu,
};
const groups = [
  groupFixture({ groupId: 1, name: '阿香图', initial: 'A' }),
  groupFixture({ groupId: 2, name: '白小姐', initial: 'B' }),
];

/** A transport answering the gallery's two first requests, recording every URL asked. */
function galleryFetch(asked: string[], fail = false): typeof fetch {
  return async (input) => {
    const url = String(input);
    asked.push(url);
    const json = (data: unknown) =>
      new Response(JSON.stringify({ code: 0, msg: 'ok', data }), {
        headers: { 'content-type': 'application/json' },
      });
    if (fail) return new Response('{"code":"SYS/ERROR","msg":"服务器繁忙"}', { status: 500 });
    if (url.startsWith('/api/v2/gallery/games')) return json(appConfigFixture.home_lottery_setting);
    if (url.startsWith('/api/v2/gallery/group')) return json(groupListFixture(groups));
    return new Response('{"code":"NOT_FOUND","msg":"未找到"}', { status: 404 });
  };
}

describe('renderFirstScreen', () => {
  it('renders the gallery with its first cards, marked for the boot, without a DOM', async () => {
    expect(typeof window).toBe('undefined');
    const listeners = chatEventListenerCount();
    const asked: string[] = [];
    const root = await renderFirstScreen(options, {
      url: '/gallery',
      config,
      fetch: galleryFetch(asked),
    });
    expect(root).toMatch(
      new RegExp(
        `^<div id="root" ${SERVER_RENDERED_ATTRIBUTE}="" ${RENDERED_AT_ATTRIBUTE}="\\d+">`,
      ),
    );
    expect(root).toContain('data-testid="gallery-screen"');
    expect(root?.match(/data-testid="gallery-card"/g)).toHaveLength(2);
    expect(root).toContain('阿香图');
    expect(root).toContain('白小姐');
    // The app made for the render is let go (the server renders once per change of its answers).
    expect(chatEventListenerCount()).toBe(listeners);
    // The page's own origin: the very URLs the page carries the answers of.
    expect(asked.map((url) => url.split('?')[0]).sort()).toEqual([
      '/api/v2/gallery/games',
      '/api/v2/gallery/group',
    ]);
  });

  it('renders nothing for screens not rendered on the server, nor for an API elsewhere', async () => {
    const asked: string[] = [];
    const fetch = galleryFetch(asked);
    expect(rendersOnServer(options.routes, '/gallery')).toBe(true);
    expect(rendersOnServer(options.routes, '/profile')).toBe(false);
    expect(await renderFirstScreen(options, { url: '/profile', config, fetch })).toBeNull();
    expect(await renderFirstScreen(options, { url: '/nowhere', config, fetch })).toBeNull();
    expect(
      await renderFirstScreen(options, {
        url: '/gallery',
        config: { ...config, apiOrigin: 'https://api.example.com' },
        fetch,
      }),
    ).toBeNull();
    expect(asked).toEqual([]);
  });

  it('renders the screen’s own failure state when its answers fail, never throws', async () => {
    const root = await renderFirstScreen(options, {
      url: '/gallery',
      config,
      fetch: galleryFetch([], true),
    });
    expect(root === null || !root.includes('data-testid="gallery-card"')).toBe(true);
  });

  it('renders home whole: its lazy lottery area drawn with the selected game, not its fallback', async () => {
    const asked: string[] = [];
    const json = (data: unknown, envelope = true) =>
      new Response(JSON.stringify(envelope ? { code: 0, msg: 'ok', data } : data), {
        headers: { 'content-type': 'application/json' },
      });
    const fetch: typeof globalThis.fetch = async (input) => {
      const url = String(input);
      asked.push(url.split('?')[0] ?? url);
      if (url.startsWith('/app-api/company/get')) return json(company);
      if (url.startsWith('/app-api/ad/list')) return json([]);
      if (url.includes('/notice_list.json')) return json(noticeList, false);
      if (url.includes('/app_config.json')) return json(appConfigFixture, false);
      if (url.startsWith('/v/lottery/openInfo?gameId=110')) {
        return json(openInfoFixture({ gameId: 110, gameName: '澳门六合彩', secondsToDraw: 600 }));
      }
      return new Response('{"code":"NOT_FOUND","msg":"未找到"}', { status: 404 });
    };
    const root = await renderFirstScreen(
      { ...options, routes: [...homeRoutes, ...options.routes] },
      { url: '/', config, fetch },
    );
    expect(root).toContain('data-testid="home-screen"');
    // The lottery area (a lazy chunk behind Suspense) in place, complete: no fallback to be
    // replaced by a script the page's CSP refuses.
    expect(root).toContain('data-testid="home-lottery"');
    expect(root).toMatch(/data-testid="lottery-card" data-game-id="110"/);
    expect(root).not.toContain('<template');
    expect(root).not.toContain('<script');
    expect(asked).toContain('/v/lottery/openInfo');
  });

  it('renders the game center with its lobby, as a visitor', async () => {
    const json = (data: unknown, envelope = true) =>
      new Response(JSON.stringify(envelope ? { code: 0, msg: 'ok', data } : data), {
        headers: { 'content-type': 'application/json' },
      });
    const asked: string[] = [];
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const url = String(input);
      asked.push(url);
      expect(new Headers(init?.headers).has('authorization')).toBe(false);
      if (url.startsWith('/app-api/company/get')) return json(company);
      if (url.startsWith('/app-api/game/group?')) return json(gameGroupsFixture);
      if (url.includes('/notice_list.json')) return json(noticeList, false);
      if (url.includes('/config_chat.json')) {
        return json({ sys_config: { time_zone: 'Asia/Shanghai' } }, false);
      }
      return new Response('{"code":"NOT_FOUND","msg":"未找到"}', { status: 404 });
    };
    const root = await renderFirstScreen(
      { ...options, routes: [...gameCenterRoutes, ...options.routes] },
      { url: '/game-center', config, fetch },
    );
    expect(root).toContain('data-testid="game-center-screen"');
    for (const type of ['hot', 'lottery', 'live']) {
      expect(root).toContain(`data-testid="game-section-${type}"`);
    }
    expect(root).toContain('登录');
    expect(asked.some((url) => url.startsWith('/app-api/game/group?companyCode=jinli'))).toBe(true);
  });
});

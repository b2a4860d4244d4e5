// A first screen the server rendered (renderFirstScreen) is hydrated by bootApp: the page's nodes
// are kept and the app's first render draws exactly what the server drew, for a player too (the
// server renders as a visitor) and at another time (the server's clock while hydrating); a render
// that does not match is logged loudly (HYDRATION_FAILED), which the journeys fail on.
import { waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { galleryRoutes } from '../../features/gallery/routes';
import { groupFixture, groupListFixture } from '../../features/gallery/galleryFixtures';
import { appConfigFixture } from '../../features/lottery/lotteryFixtures';
import type { AppRoute } from '../router/routeHandle';
import { setAccessToken, useSession } from '../session/sessionStore';
import { exampleMenu } from '../shell/menuConfig';
import { startTestServer } from '../../../test/testServer';
import type { JinliAppOptions } from './appOptions';
import { bootApp, HYDRATION_FAILED, type BootedApp } from './bootApp';
import { useRenderClock } from '../context/hydration';
import { renderFirstScreen } from './renderFirstScreen';
import { SERVER_RENDERED_ATTRIBUTE } from './serverRendered';
import { catchEarlyTaps } from './earlyTaps';

const config = {
  apiOrigin: '',
  chatOrigin: '',
  companyCode: 'jinli',
  gameServers: [],
  encrypt: false,
};

/** A screen that draws who is looking and when. */
function WhoScreen() {
  const { isLoggedIn } = useSession();
  const now = useRenderClock();
  return (
    <main data-testid="who">
      <p>{isLoggedIn ? '玩家' : '游客'}</p>
      <time>{now}</time>
    </main>
  );
}

const whoRoute: AppRoute = {
  id: 'who',
  path: '/who',
  handle: { themeColor: '#123456', transition: 'none', renderOnServer: true },
  Component: WhoScreen,
};

/** A screen with a control that counts its taps. */
function TapScreen() {
  const [taps, setTaps] = useState(0);
  return (
    <main data-testid="taps">
      <button type="button" onClick={() => setTaps((count) => count + 1)}>
        再来一次
      </button>
      <output>{taps}</output>
    </main>
  );
}

const tapRoute: AppRoute = {
  id: 'taps',
  path: '/taps',
  handle: { themeColor: '#123456', transition: 'none', renderOnServer: true },
  Component: TapScreen,
};

const options: JinliAppOptions = {
  theme: 'theme3',
  routes: [...galleryRoutes, whoRoute, tapRoute],
  menu: exampleMenu,
};

/** The gallery's two first answers, and every URL asked, as the server's in-process transport. */
function galleryFetch(asked: Map<string, string>): typeof fetch {
  return async (input) => {
    // Relative on the server; made absolute against the page where there is one (jsdom).
    const at = new URL(String(input), window.location.href);
    const url = at.pathname + at.search;
    let data: unknown;
    if (url.startsWith('/api/v2/gallery/games')) data = appConfigFixture.home_lottery_setting;
    else if (url.startsWith('/api/v2/gallery/group')) {
      data = groupListFixture([
        groupFixture({ groupId: 1, name: '阿香图', initial: 'A', updatedTime: Date.now() }),
        groupFixture({ groupId: 2, name: '白小姐', initial: 'B' }),
      ]);
    } else return new Response('{"code":"NOT_FOUND","msg":"未找到"}', { status: 404 });
    const body = JSON.stringify({ code: 0, msg: 'ok', data });
    asked.set(url, body);
    return new Response(body, { headers: { 'content-type': 'application/json' } });
  };
}

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * The page as the reference server sends it for `path`: the first screen rendered into #root, and
 * the answers it was rendered from inline in the head. Then boots the app on it.
 */
async function bootOnServerPage(
  path: string,
  tamper: (html: string) => string = (html) => html,
  beforeBoot: (container: HTMLElement) => void = () => undefined,
): Promise<{ container: HTMLElement; booted: BootedApp | null; errors: unknown[][] }> {
  const server = await startTestServer({ '/config.json': () => ({ body: config }) });
  cleanups.push(() => server.close());
  const before = window.location.href;
  window.history.replaceState(null, '', path);
  cleanups.push(() => window.history.replaceState(null, '', before));

  const asked = new Map<string, string>();
  const html = await renderFirstScreen(options, { url: path, config, fetch: galleryFetch(asked) });
  expect(html).toBeTruthy();
  for (const [href, answer] of asked) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.dataset.jinliPreload = 'data';
    script.dataset.href = href;
    script.textContent = answer;
    document.head.append(script);
    cleanups.push(() => script.remove());
  }
  const page = document.createElement('div');
  page.innerHTML = tamper(html ?? '');
  const container = page.firstElementChild as HTMLElement;
  document.body.append(container);
  cleanups.push(() => container.remove());

  const errors: unknown[][] = [];
  const spy = vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
  cleanups.push(() => spy.mockRestore());
  beforeBoot(container);
  const booted = await bootApp({ ...options, container, baseUrl: `${server.origin}/` });
  cleanups.push(() => {
    booted?.unmount();
    booted?.dispose();
  });
  return { container, booted, errors };
}

/** Whether React has taken `node` over (hydration attaches its fiber to the node it finds). */
const hydrated = (node: Element | null) =>
  node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber'));

const hydrationErrors = (errors: unknown[][]) =>
  errors.filter(([message]) => message === HYDRATION_FAILED);

describe('bootApp on a first screen the server rendered', () => {
  it('hydrates the gallery: the server’s nodes stay, with nothing to correct', async () => {
    const { container, errors } = await bootOnServerPage('/gallery');
    const card = container.querySelector('[data-testid="gallery-card"]');
    expect(card?.textContent).toContain('阿香图');
    // The badge judged against the clock: the server's time while hydrating.
    expect(card?.querySelector('[data-testid="gallery-updated-badge"]')).not.toBeNull();
    await waitFor(() => expect(hydrated(card)).toBe(true));
    expect(container.querySelector('[data-testid="gallery-card"]')).toBe(card);
    expect(container.hasAttribute(SERVER_RENDERED_ATTRIBUTE)).toBe(false);
    expect(hydrationErrors(errors)).toEqual([]);
  });

  it('draws the visitor’s screen the server drew for a player, and the player’s right after', async () => {
    setAccessToken('a-player');
    const { container, errors } = await bootOnServerPage('/who');
    const screen = container.querySelector('[data-testid="who"]');
    expect(screen?.textContent).toContain('游客');
    const renderedAt = Number(screen?.querySelector('time')?.textContent);
    await waitFor(() => expect(screen?.textContent).toContain('玩家'));
    expect(container.querySelector('[data-testid="who"]')).toBe(screen);
    expect(Number(screen?.querySelector('time')?.textContent)).toBeGreaterThanOrEqual(renderedAt);
    expect(hydrationErrors(errors)).toEqual([]);
  });

  it('leaves the page where the player scrolled it before the app hydrated it', async () => {
    // jsdom does not scroll: a page whose scroll the test moves, and scrollTo moves.
    let scrolledTo = 0;
    const scrollY = vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrolledTo);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
      scrolledTo = y;
    }) as typeof window.scrollTo);
    cleanups.push(() => {
      scrollY.mockRestore();
      scrollTo.mockRestore();
    });
    // The player scrolls the server's page while its code loads.
    const { container } = await bootOnServerPage('/who', (html) => {
      scrolledTo = 640;
      return html;
    });
    const screen = container.querySelector('[data-testid="who"]');
    await waitFor(() => expect(hydrated(screen)).toBe(true));
    expect(scrolledTo).toBe(640);
  });

  it('logs loudly when the first render does not match the server’s', async () => {
    const { container, errors } = await bootOnServerPage('/who', (html) =>
      html.replace('游客', '某人'),
    );
    await waitFor(() => expect(hydrationErrors(errors)).not.toEqual([]));
    // React recovered by rendering the screen on the client.
    await waitFor(() => expect(container.textContent).toContain('游客'));
  });

  it('answers a tap made on the server’s screen before the app hydrated it, once', async () => {
    cleanups.push(() => delete window.jinliEarlyTaps);
    let button: HTMLButtonElement | null = null;
    const { container, errors } = await bootOnServerPage(
      '/taps',
      (html) => html,
      (painted) => {
        // The page's first script runs before the app's; the player taps twice while it loads.
        catchEarlyTaps();
        button = painted.querySelector('button');
        button?.click();
        button?.click();
      },
    );
    const output = container.querySelector('output');
    await waitFor(() => expect(output?.textContent).toBe('1'));
    expect(container.querySelector('button')).toBe(button);
    expect(hydrationErrors(errors)).toEqual([]);
    // The app answers taps itself from here: one tap, one count.
    container.querySelector('button')?.click();
    await waitFor(() => expect(output?.textContent).toBe('2'));
  });
});

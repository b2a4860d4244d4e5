// What bootApp starts before the router: the code of the screens at the page's URL, and their
// first requests once config.json is there; and how it takes over a screen the server rendered.
import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@jinli/api';
import type { AppRoute } from '../router/routeHandle';
import { exampleMenu } from '../shell/menuConfig';
import { startTestServer } from '../../../test/testServer';
import { bootApp, prefetchRouteData, preloadRouteCode } from './bootApp';
import { SERVER_RENDERED_ATTRIBUTE } from './serverRendered';

function route(path: string, extra: Partial<AppRoute> = {}): AppRoute {
  return {
    id: path,
    path,
    handle: { themeColor: '#123456', transition: 'none' },
    ...extra,
  } as AppRoute;
}

describe('preloadRouteCode', () => {
  it('starts the lazy code of the matched route only, and swallows its failure', async () => {
    const home = vi.fn(async () => ({ Component: () => null }));
    const other = vi.fn(async () => ({ Component: () => null }));
    const broken = vi.fn(async () => {
      throw new Error('offline');
    });
    preloadRouteCode([route('/', { lazy: home }), route('/gallery', { lazy: other })], '/');
    expect(home).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    preloadRouteCode([route('/broken', { lazy: broken })], '/broken');
    await Promise.resolve();
    expect(broken).toHaveBeenCalledTimes(1);
  });

  it('does nothing for a path no route matches', () => {
    const home = vi.fn(async () => ({ Component: () => null }));
    preloadRouteCode([route('/', { lazy: home })], '/nowhere');
    expect(home).not.toHaveBeenCalled();
  });
});

describe('prefetchRouteData', () => {
  it('hands the matched route’s prefetch the app’s clients and whose screen the first render draws', () => {
    const prefetch = vi.fn();
    const elsewhere = vi.fn();
    const app = { apiClient: {} as ApiClient, queryClient: new QueryClient() };
    prefetchRouteData(
      [
        route('/', { handle: { themeColor: '#123456', transition: 'none', prefetch } }),
        route('/gallery', {
          handle: { themeColor: '#123456', transition: 'none', prefetch: elsewhere },
        }),
      ],
      new URL('http://localhost/?x=1'),
      app,
      { asVisitor: true },
    );
    expect(prefetch).toHaveBeenCalledWith(
      app.apiClient,
      app.queryClient,
      new URL('http://localhost/?x=1'),
      { asVisitor: true },
    );
    expect(elsewhere).not.toHaveBeenCalled();
    // Without a server render, the app's own session's.
    prefetchRouteData(
      [route('/', { handle: { themeColor: '#1', transition: 'none', prefetch } })],
      new URL('http://localhost/'),
      app,
    );
    expect(prefetch).toHaveBeenLastCalledWith(
      app.apiClient,
      app.queryClient,
      new URL('http://localhost/'),
      {
        asVisitor: false,
      },
    );
  });
});

describe('prefetchRouteData settling', () => {
  const app = { apiClient: {} as ApiClient, queryClient: new QueryClient() };
  const withPrefetch = (prefetch: () => Promise<void>) => [
    route('/gallery', { handle: { themeColor: '#123456', transition: 'none', prefetch } }),
  ];

  it('settles once the prefetch settles (its module loaded, its first answers in)', async () => {
    let sent: () => void = () => undefined;
    let settled = false;
    void prefetchRouteData(
      withPrefetch(() => new Promise<void>((resolve) => (sent = resolve))),
      new URL('http://localhost/gallery'),
      app,
    ).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(settled).toBe(false);
    sent();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(true);
  });

  it('settles, never rejects, when a prefetch fails (the screen asks again)', async () => {
    await expect(
      prefetchRouteData(
        withPrefetch(() => Promise.reject(new Error('offline'))),
        new URL('http://localhost/gallery'),
        app,
      ),
    ).resolves.toBeUndefined();
  });
});

describe('bootApp over a first screen the server rendered', () => {
  it('leaves it on the page until the screen’s code is in, then renders the app over it', async () => {
    const server = await startTestServer({
      '/config.json': () => ({
        body: {
          apiOrigin: '',
          chatOrigin: '',
          companyCode: 'jinli',
          gameServers: [],
          encrypt: false,
        },
      }),
    });
    const container = document.createElement('div');
    container.setAttribute(SERVER_RENDERED_ATTRIBUTE, '');
    container.innerHTML = '<p>painted by the server</p>';
    document.body.append(container);
    let loaded: () => void = () => undefined;
    const screen = route(window.location.pathname, {
      lazy: () =>
        new Promise((resolve) => {
          loaded = () => resolve({ Component: () => <p>the app’s screen</p> });
        }),
    });
    try {
      const booting = bootApp({
        theme: 'theme3',
        routes: [screen],
        menu: exampleMenu,
        container,
        baseUrl: `${server.origin}/`,
      });
      // Well past the 40 ms a page without a render gives the screen: still the server's.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(container.textContent).toBe('painted by the server');
      expect(container.hasAttribute(SERVER_RENDERED_ATTRIBUTE)).toBe(true);
      loaded();
      const app = await booting;
      await waitFor(() => expect(container.textContent).toContain('the app’s screen'));
      expect(container.textContent).not.toContain('painted by the server');
      expect(container.hasAttribute(SERVER_RENDERED_ATTRIBUTE)).toBe(false);
      // Its toast host too, or later files' toasts would go to this detached page.
      app?.unmount();
      app?.dispose();
    } finally {
      container.remove();
      server.close();
    }
  });
});

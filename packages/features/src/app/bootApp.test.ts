// What bootApp starts before the router: the code of the screens at the page's URL, and their
// first requests once config.json is there.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@jinli/api';
import type { AppRoute } from '../router/routeHandle';
import { prefetchRouteData, preloadRouteCode } from './bootApp';

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
  it('hands the matched route’s prefetch the app’s clients', () => {
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
    );
    expect(prefetch).toHaveBeenCalledWith(
      app.apiClient,
      app.queryClient,
      new URL('http://localhost/?x=1'),
    );
    expect(elsewhere).not.toHaveBeenCalled();
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

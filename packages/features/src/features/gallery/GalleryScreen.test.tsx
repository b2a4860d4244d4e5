// The gallery list against a real HTTP server: the 'all' view reaches the letters in turn one page
// (one request) at a time, each list is cached under its own key, and recent groups carry the
// 'updated' badge.
import type { GalleryGroup } from '@jinli/contract';
import { render as renderInto, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { renderApp } from '../../../test/renderApp';
import { prefetchRouteData } from '../../app/boot/bootApp';
import { createAppQueryClient, createJinliApp } from '../../app/boot/createJinliApp';
import { exampleMenu } from '../../app/shell/menuConfig';
import { ok, startTestServer, type TestServer } from '../../../test/testServer';
import { appConfigFixture } from '../lottery/lotteryFixtures';
import { groupFixture, groupListFixture } from './galleryFixtures';
import { galleryRoutes } from './routes';
import { galleryStrings as s } from './strings';

let server: TestServer;
let groups: GalleryGroup[] = [];
const groupQueries: URLSearchParams[] = [];

/**
 * jsdom has no IntersectionObserver (nor layout): this one reports its target as leaving and
 * re-entering the zone, as a footer pushed down by a page of cards would.
 */
class VisibleObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() => {
      for (const isIntersecting of [false, true])
        this.callback(
          [{ isIntersecting, target } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        );
    });
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
  server.on('/api/v2/gallery/games', () => ok(appConfigFixture.home_lottery_setting));
  server.on('/api/v2/gallery/group', (_req, url) => {
    groupQueries.push(url.searchParams);
    const q = url.searchParams;
    const page = Number(q.get('page') ?? 1);
    const rows = Number(q.get('rows') ?? 30);
    const text = q.get('searchText') ?? '';
    let matching = groups.filter(
      (g) =>
        String(g.groupType) === (q.get('groupType') ?? '1') &&
        String(g.gameId) === (q.get('gameId') ?? '110') &&
        g.name.includes(text),
    );
    if (q.get('initials')) matching = matching.filter((g) => g.initial === q.get('initials'));
    // As the server orders them: by popularity, else by initial letter then id.
    matching = [...matching].sort((a, b) =>
      q.get('popular') === '1'
        ? b.popularity - a.popularity
        : a.initial.localeCompare(b.initial) || a.groupId - b.groupId,
    );
    return ok(
      groupListFixture(matching.slice((page - 1) * rows, page * rows), matching.length, page),
    );
  });
});
afterEach(() => {
  groups = [];
  groupQueries.length = 0;
});

const render = (path = '/gallery') =>
  renderApp({ routes: galleryRoutes, path, apiOrigin: server.origin });

/** `n` groups starting with `initial`. */
const lettered = (initial: string, n: number, from: number) =>
  Array.from({ length: n }, (_, i) =>
    groupFixture({ groupId: from + i, name: `${initial}组${i + 1}`, initial }),
  );

describe('GalleryScreen', () => {
  it("shows the 'all' view's first screen from one request and reaches later letters by scrolling", async () => {
    groups = [...lettered('C', 2, 100), ...lettered('A', 35, 1)];
    render();
    // Page 1 (30 of A) from the first request; the footer in view then asks page 2 (A's last 5
    // and C's 2), and the list ends: two requests for 37 cards in letter order.
    await waitFor(() => expect(screen.getAllByTestId('gallery-card')).toHaveLength(37));
    await waitFor(() => expect(screen.getByText(s.noMore)).toBeInTheDocument());
    expect(groupQueries.map((q) => [q.get('initials'), q.get('page')])).toEqual([
      [null, '1'],
      [null, '2'],
    ]);
    // The first screen's posters (two rows) load at once; the rest as the list scrolls to them.
    const loading = screen
      .getAllByTestId('gallery-card')
      .map((card) => card.querySelector('img')?.getAttribute('loading'));
    expect(loading.slice(0, 7)).toEqual([...Array(6).fill('eager'), 'lazy']);
    expect(new Set(loading.slice(6))).toEqual(new Set(['lazy']));
    const names = screen.getAllByTestId('gallery-card').map((card) => card.textContent ?? '');
    expect(names[0]).toContain('A组1');
    expect(names[29]).toContain('A组30');
    expect(names.at(-1)).toContain('C组2');
  });

  it('keeps each list under its own cache key and shows a cached list again at once', async () => {
    groups = [...lettered('B', 3, 1), ...lettered('K', 2, 10)];
    const user = userEvent.setup();
    const app = render();
    await waitFor(() => expect(screen.getAllByTestId('gallery-card')).toHaveLength(5));
    await user.click(screen.getByRole('radio', { name: 'K' }));
    await waitFor(() => expect(screen.getAllByTestId('gallery-card')).toHaveLength(2));
    expect(groupQueries.at(-1)?.get('initials')).toBe('K');

    await user.click(screen.getByRole('radio', { name: s.blackWhite }));
    await waitFor(() => expect(screen.getByText(s.empty)).toBeInTheDocument());
    expect(groupQueries.at(-1)?.get('groupType')).toBe('2');

    const cache = app.queryClient.getQueryCache();
    expect(cache.find({ queryKey: ['gallery', 'groups', 110, 1, 'all', ''] })).toBeDefined();
    expect(cache.find({ queryKey: ['gallery', 'groups', 110, 1, 'K', ''] })).toBeDefined();
    expect(cache.find({ queryKey: ['gallery', 'groups', 110, 2, 'K', ''] })).toBeDefined();

    // Back to coloured K: its cards are there from the cache before any answer.
    await user.click(screen.getByRole('radio', { name: s.coloured }));
    expect(screen.getAllByTestId('gallery-card')).toHaveLength(2);
  });

  it('searches with the trimmed text after typing stops, and popular asks popular=1', async () => {
    groups = [
      ...lettered('M', 2, 1),
      groupFixture({ groupId: 50, name: '马会传真', initial: 'M' }),
    ];
    const user = userEvent.setup();
    render('/gallery?chip=popular');
    await waitFor(() => expect(screen.getAllByTestId('gallery-card')).toHaveLength(3));
    // (Not groupQueries[0]: a read the test before left under way may land after its clean-up.)
    expect(groupQueries.some((q) => q.get('popular') === '1')).toBe(true);
    await user.type(screen.getByPlaceholderText(s.searchPlaceholder), '  马会 ');
    await waitFor(() => expect(screen.getAllByTestId('gallery-card')).toHaveLength(1));
    const searched = groupQueries.map((q) => q.get('searchText')).filter(Boolean);
    // The settled text is sent trimmed; the debounce itself (no request per keystroke) is the
    // SearchBar's, tested there with fake timers — a loaded machine may pause mid-typing here.
    expect(searched.at(-1)).toBe('马会');
    expect(searched.every((text) => text === text?.trim())).toBe(true);
    expect(searched.length).toBeLessThan('  马会 '.length);
  });

  it("shows the 'updated' badge only on groups updated within 24 hours", async () => {
    const nowS = Math.floor(Date.now() / 1000);
    groups = [
      groupFixture({ groupId: 1, name: '新图', initial: 'X', updatedTime: nowS - 3600 }),
      groupFixture({ groupId: 2, name: '旧图', initial: 'X', updatedTime: nowS - 2 * 86_400 }),
    ];
    render('/gallery?chip=X');
    await waitFor(() => expect(screen.getAllByTestId('gallery-card')).toHaveLength(2));
    const [fresh, old] = screen.getAllByTestId('gallery-card');
    expect(within(fresh!).getByText(s.updated)).toBeInTheDocument();
    expect(within(fresh!).getByText(s.turn('2026325'))).toBeInTheDocument();
    expect(within(old!).queryByText(s.updated)).toBeNull();
  });

  it('shows the card grid in outline while the game tabs load, then the cards', async () => {
    groups = lettered('A', 3, 1);
    let answerTabs: () => void = () => undefined;
    const tabsAsked = new Promise<void>((resolve) => (answerTabs = resolve));
    server.on('/api/v2/gallery/games', async () => {
      await tabsAsked;
      return ok(appConfigFixture.home_lottery_setting);
    });
    render();
    // The list's place is the grid skeleton, not blank, while the game to list is not known.
    expect(await screen.findByTestId('gallery-loading')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    answerTabs();
    expect(await screen.findAllByTestId('gallery-card')).toHaveLength(3);
    expect(screen.queryByTestId('gallery-loading')).not.toBeInTheDocument();
  });

  it('shows 暂无数据 when nothing matches', async () => {
    render('/gallery?chip=popular');
    await waitFor(() => expect(screen.getByText(s.empty)).toBeInTheDocument());
  });
});

describe('the gallery route at boot', () => {
  it("starts the game tabs, then the first page of the URL's list, before the screen renders; the screen reads them from the cache", async () => {
    groups = [...lettered('K', 3, 10), ...lettered('B', 2, 1)];
    window.history.replaceState({}, '', '/gallery?chip=K');
    const app = createJinliApp({
      theme: 'theme3',
      routes: galleryRoutes,
      menu: exampleMenu,
      config: {
        apiOrigin: server.origin,
        chatOrigin: server.origin,
        companyCode: 'jinli',
        gameServers: [],
        encrypt: false,
      },
      createRouter: (tree) => createMemoryRouter(tree, { initialEntries: ['/gallery?chip=K'] }),
      // The app's own cache defaults (answers fresh for 60 s), as in bootApp.
      queryClient: createAppQueryClient(),
    });
    // The tabs answer only once the first page has been asked for: a prefetch that waited for
    // the tabs before asking would get a failure here and no page.
    server.on('/api/v2/gallery/games', async () => {
      for (let waited = 0; groupQueries.length === 0 && waited < 2_000; waited += 20)
        await new Promise((resolve) => setTimeout(resolve, 20));
      return groupQueries.length > 0
        ? ok(appConfigFixture.home_lottery_setting)
        : { status: 500, body: { code: 'SYS/ERROR', msg: '服务器繁忙' } };
    });
    server.requests.length = 0;
    // Settles with the first page in the cache: bootApp's first render then paints the cards.
    await prefetchRouteData(galleryRoutes, new URL('http://localhost/gallery?chip=K'), app);
    expect(app.queryClient.getQueryData(['gallery', 'groups', 110, 1, 'K', ''])).toBeDefined();
    // Both at once (no ?game=: the default game's page beside the tabs), and each once.
    expect([...server.requests].sort()).toEqual(['/api/v2/gallery/games', '/api/v2/gallery/group']);
    expect(groupQueries.map((q) => [q.get('gameId'), q.get('initials'), q.get('page')])).toEqual([
      ['110', 'K', '1'],
    ]);

    const view = renderInto(app.element);
    expect(await screen.findAllByTestId('gallery-card')).toHaveLength(3);
    // Nothing asked twice: the screen found both answers in the cache.
    expect(server.requests.filter((path) => path.startsWith('/api/v2/gallery/')).sort()).toEqual([
      '/api/v2/gallery/games',
      '/api/v2/gallery/group',
    ]);
    view.unmount();
    window.history.replaceState({}, '', '/');
  });

  it("asks for the tabs first when the URL names a game, then for that game's first page", async () => {
    groups = [groupFixture({ groupId: 7, gameId: 70, name: '港彩图', initial: 'G' })];
    window.history.replaceState({}, '', '/gallery?game=70');
    const app = createJinliApp({
      theme: 'theme3',
      routes: galleryRoutes,
      menu: exampleMenu,
      config: {
        apiOrigin: server.origin,
        chatOrigin: server.origin,
        companyCode: 'jinli',
        gameServers: [],
        encrypt: false,
      },
      createRouter: (tree) => createMemoryRouter(tree, { initialEntries: ['/gallery?game=70'] }),
      queryClient: createAppQueryClient(),
    });
    server.requests.length = 0;
    await prefetchRouteData(galleryRoutes, new URL('http://localhost/gallery?game=70'), app);
    expect(app.queryClient.getQueryData(['gallery', 'groups', 70, 1, 'all', ''])).toBeDefined();
    expect(server.requests).toEqual(['/api/v2/gallery/games', '/api/v2/gallery/group']);
    expect(groupQueries.map((q) => q.get('gameId'))).toEqual(['70']);
    window.history.replaceState({}, '', '/');
  });
});

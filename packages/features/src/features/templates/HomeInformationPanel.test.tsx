// The home information panel against a real local HTTP server: 全部 plus the selected game's
// play categories (six, then 更多/收起 from seven on), home templates (location=home, PANEL_PAGE_ROWS a page) per
// category, the end line, and a new game starting again at 全部.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { afterClickLock } from '../../../test/clickLock';
import { ok, startTestServer, type TestServer } from '../../../test/testServer';
import { homeRoutes } from '../home/routes';
import { appConfigFixture } from '../lottery/lotteryFixtures';
import { PANEL_PAGE_ROWS } from './panelRules';
import { templateFixture } from './templateFixtures';

const BASE = '/app-api/game-document/template';
let server: TestServer;
let cates: string[];
let queries: URLSearchParams[];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  cates = ['一肖', '①码', '③码', '⑤码', '⑧码', '⑩码', '平特', '资讯'];
  queries = [];
  server.on('/sys-upload/data/json/app_config.json', () => ({ body: appConfigFixture }));
  server.on(`${BASE}/play-cate`, (_req, url) =>
    ok(
      url.searchParams.get('gameId') === '110'
        ? cates.map((playCateName, i) => ({ templateId: i + 1, playCateName }))
        : [{ templateId: 99, playCateName: '香港专区' }],
    ),
  );
  server.on(BASE, (_req, url) => {
    queries.push(url.searchParams);
    const cate = url.searchParams.get('playCateName') ?? '';
    const all = ['mb09', 'mb16', 'mb24'].map((code, i) => ({
      ...templateFixture(code),
      id: i + 1,
      name: `${cate || '全部'}资料${i + 1}`,
      playCateName: cate,
    }));
    return ok({ data: all, totalCount: all.length });
  });
});

const panel = () => screen.findByTestId('home-information-panel');
const cateTabs = async () =>
  within(within(await panel()).getByRole('tablist', { name: '玩法分类' })).getAllByRole('tab');

describe('HomeInformationPanel', () => {
  it('shows 全部 and six categories, 更多 unfolds all and 收起 folds them again', async () => {
    renderApp({ routes: homeRoutes, path: '/', apiOrigin: server.origin });
    await waitFor(async () => expect(await cateTabs()).toHaveLength(7));
    const tabs = await cateTabs();
    expect(tabs.map((t) => t.textContent)).toEqual(['全部', ...cates.slice(0, 6)]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const more = screen.getByTestId('info-panel-more');
    expect(more).toHaveTextContent('更多');
    await userEvent.click(more);
    expect(await cateTabs()).toHaveLength(9);
    expect(more).toHaveTextContent('收起');
    await afterClickLock();
    await userEvent.click(more);
    expect(await cateTabs()).toHaveLength(7);
  });

  it('offers no toggle for six categories or fewer', async () => {
    cates = cates.slice(0, 6);
    renderApp({ routes: homeRoutes, path: '/', apiOrigin: server.origin });
    await waitFor(async () => expect(await cateTabs()).toHaveLength(7));
    expect(screen.queryByTestId('info-panel-more')).toBeNull();
  });

  it('lists the home templates of a category, PANEL_PAGE_ROWS a page, with the end line', async () => {
    renderApp({ routes: homeRoutes, path: '/', apiOrigin: server.origin });
    const box = await panel();
    expect(await within(box).findByRole('link', { name: '全部资料1' })).toBeInTheDocument();
    expect(within(box).getByText('没有更多数据了')).toBeInTheDocument();
    expect(queries[0]?.get('location')).toBe('home');
    expect(queries[0]?.get('gameId')).toBe('110');
    expect(queries[0]?.get('rows')).toBe(String(PANEL_PAGE_ROWS));
    expect(queries[0]?.get('page')).toBe('1');

    await userEvent.click((await cateTabs())[2]!);
    expect(await within(box).findByRole('link', { name: '①码资料1' })).toBeInTheDocument();
    expect(queries.at(-1)?.get('playCateName')).toBe('①码');
    // Home cards start expanded: MB09 shows all 8 rows.
    const mb09 = within(box).getAllByTestId('template-card')[0]!;
    expect(within(mb09).getAllByTestId('template-item')).toHaveLength(8);
  });

  it('shows a first page that failed as its error with 重试, not as an empty category', async () => {
    let failing = true;
    server.on(BASE, (_req, url) => {
      if (failing) return { status: 500, body: 'down' };
      const cate = url.searchParams.get('playCateName') || '全部';
      const data = [{ ...templateFixture('mb09'), id: 1, name: `${cate}资料1` }];
      return ok({ data, totalCount: data.length });
    });
    renderApp({ routes: homeRoutes, path: '/', apiOrigin: server.origin });
    const box = await panel();
    const retry = await within(box).findByRole('button', { name: '重试' });
    expect(within(box).queryByText('暂无数据')).toBeNull();
    expect(within(box).queryByText('没有更多数据了')).toBeNull();

    failing = false;
    await userEvent.click(retry);
    expect(await within(box).findByRole('link', { name: '全部资料1' })).toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('follows the game chosen in the lottery tabs, starting again at 全部', async () => {
    renderApp({ routes: homeRoutes, path: '/', apiOrigin: server.origin });
    await waitFor(async () => expect(await cateTabs()).toHaveLength(7));
    await userEvent.click((await cateTabs())[1]!);
    await userEvent.click(await screen.findByRole('tab', { name: '香港六合彩' }));
    await waitFor(async () =>
      expect((await cateTabs()).map((t) => t.textContent)).toEqual(['全部', '香港专区']),
    );
    expect((await cateTabs())[0]).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(queries.at(-1)?.get('gameId')).toBe('70'));
  });
});

// /databases against a real HTTP server: 27 placeholders while loading, category chips with the
// popup list from 8 categories on, the search, and a document's link to its template page.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { ok, startTestServer, type TestServer } from '../../../test/testServer';
import { appConfigFixture } from '../lottery/lotteryFixtures';
import { documentsFixture, playCatesFixture } from './databaseFixtures';
import { databaseRoutes } from './routes';
import { databaseStrings as s } from './strings';

let server: TestServer;
let categories = playCatesFixture();
let release: (() => void) | undefined;
const queries: URLSearchParams[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.on('/sys-upload/data/json/app_config.json', () => ({ body: appConfigFixture }));
  // The game tabs are the games that have a gallery.
  server.on('/app-api/game-document/database/play-cate', () => ok(categories));
  server.on('/app-api/game-document/database', async (_req, url) => {
    queries.push(url.searchParams);
    // The first answer waits until the test has seen the placeholders.
    if (release === undefined) await new Promise<void>((resolve) => (release = resolve));
    const templateId = url.searchParams.get('templateId');
    const text = url.searchParams.get('searchText') ?? '';
    const docs = documentsFixture(30).filter(
      (d) => (!templateId || String(d.templateId) === templateId) && d.subName.includes(text),
    );
    return ok({ data: docs, totalCount: docs.length });
  });
});
afterEach(() => {
  categories = playCatesFixture();
  release = undefined;
  queries.length = 0;
});

const render = () =>
  renderApp({ routes: databaseRoutes, path: '/databases', apiOrigin: server.origin });

describe('DatabaseScreen', () => {
  it('shows 27 placeholder tiles, then the documents linking to their template page', async () => {
    render();
    const loading = await screen.findByTestId('database-loading');
    expect(loading.children).toHaveLength(27);
    await waitFor(() => expect(release).toBeDefined());
    release!();
    await waitFor(() => expect(screen.getAllByTestId('database-document')).toHaveLength(30));
    const first = screen.getAllByTestId('database-document')[0]!;
    expect(first).toHaveAttribute('href', '/template/110/100?documentId=1000');
  });

  it('narrows by a category chosen in the popup list (8 or more categories)', async () => {
    release = () => undefined;
    const user = userEvent.setup();
    render();
    await waitFor(() => expect(screen.getAllByTestId('database-document')).toHaveLength(30));
    await user.click(screen.getByRole('button', { name: s.more }));
    const popup = await screen.findByTestId('database-category-popup');
    await user.click(within(popup).getByRole('radio', { name: '单双' }));
    await waitFor(() => expect(screen.getAllByTestId('database-document')).toHaveLength(3));
    expect(queries.at(-1)?.get('templateId')).toBe('108');
    const row = screen.getByRole('radiogroup', { name: s.categoriesLabel });
    expect(within(row).getByRole('radio', { name: '单双' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('offers no popup under 8 categories, and searches with the trimmed text', async () => {
    release = () => undefined;
    categories = playCatesFixture(5);
    const user = userEvent.setup();
    render();
    await waitFor(() => expect(screen.getAllByTestId('database-document')).toHaveLength(30));
    expect(screen.queryByRole('button', { name: s.more })).toBeNull();
    await user.type(screen.getByPlaceholderText(s.searchPlaceholder), ' 绝杀 ');
    await waitFor(() => expect(screen.getAllByTestId('database-document').length).toBeLessThan(30));
    expect(queries.at(-1)?.get('searchText')).toBe('绝杀');
    await user.clear(screen.getByPlaceholderText(s.searchPlaceholder));
    await user.type(screen.getByPlaceholderText(s.searchPlaceholder), '没有');
    await waitFor(() => expect(screen.getByText(s.empty)).toBeInTheDocument());
  });
});

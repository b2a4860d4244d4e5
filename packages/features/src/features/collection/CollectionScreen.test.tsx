// /my-collection against a real HTTP server: login required; the favourited templates link to
// their template page and the liked posters to their detail.
import type { UserCollection } from '@jinli/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp, testRoute } from '../../../test/renderApp';
import { ok, startTestServer, type TestServer } from '../../../test/testServer';
import { groupFixture, postersFixture } from '../gallery/galleryFixtures';
import { logout, setAccessToken } from '../../app/session/sessionStore';
import { collectionRoutes } from './routes';
import { collectionStrings as s } from './strings';

let server: TestServer;
const poster = postersFixture(groupFixture({ groupId: 7, name: '管家婆' }), 1)[0]!;
const collection: UserCollection = {
  templates: [
    {
      templateId: 11,
      gameId: 110,
      name: '精选一肖',
      templateCode: 'mb03',
      playCateName: '特码',
      colorTheme: '#ff7a45,#d4380d',
      likedTime: 1_763_700_000,
    },
  ],
  galleryItems: [
    {
      galleryId: poster.id,
      groupId: 7,
      gameId: 110,
      name: '管家婆',
      gameTurn: poster.gameTurn,
      imageUrl: poster.imageUrl,
      thumbUrl: poster.thumbUrl,
      likedTime: 1_763_700_000,
    },
  ],
  followedGames: [],
};

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.on('/api/user/collection', () => ok(collection));
});
afterEach(() => logout());

const render = (path = '/my-collection') =>
  renderApp({
    routes: [...collectionRoutes, testRoute('/auth/login', 'login-screen')],
    path,
    apiOrigin: server.origin,
  });

describe('CollectionScreen', () => {
  it('sends a visitor to the login screen', async () => {
    render();
    expect(await screen.findByText('login-screen')).toBeInTheDocument();
  });

  it('lists the favourited templates and the liked posters with their links', async () => {
    setAccessToken('tok');
    const user = userEvent.setup();
    render();
    const template = await screen.findByTestId('collection-template');
    expect(template).toHaveAttribute('href', '/template/110/11');
    expect(within(template).getByText('精选一肖')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: new RegExp(s.galleryTab) }));
    const item = await screen.findByTestId('collection-gallery-item');
    expect(item).toHaveAttribute('href', `/gallery-detail/110/7?id=${poster.id}`);
    expect(within(item).getByText(s.turn(poster.gameTurn), { exact: false })).toBeInTheDocument();
  });

  it('shows 暂无数据 when nothing is collected', async () => {
    server.on('/api/user/collection', () =>
      ok({ templates: [], galleryItems: [], followedGames: [] }),
    );
    setAccessToken('tok');
    render();
    expect(await screen.findByText(s.empty)).toBeInTheDocument();
  });
});

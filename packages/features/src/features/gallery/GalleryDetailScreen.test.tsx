// A poster's detail against a real HTTP server: the turns, 请先登录 for a visitor's like (repeated
// taps ignored while it shows), and a signed-in like written back from the server's answer.
import type { GalleryGroupDetail } from '@jinli/contract';
import { toast } from '@jinli/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IncomingMessage } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { ok, startTestServer, type TestServer } from '../../../test/testServer';
import { logout, setAccessToken } from '../../app/session/sessionStore';
import { groupDetailFixture, groupFixture } from './galleryFixtures';
import { galleryRoutes } from './routes';
import { galleryStrings as s } from './strings';

let server: TestServer;
let detail: GalleryGroupDetail;
const likes: Record<string, unknown>[] = [];

async function readJson(request: IncomingMessage) {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return JSON.parse(body) as Record<string, unknown>;
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  detail = groupDetailFixture(groupFixture({ groupId: 7, name: '管家婆' }), 4);
  server.on('/api/v2/gallery/group/detail', () => ok(detail));
  server.on('/api/v2/gallery/toggle-like', async (request) => {
    const body = await readJson(request);
    likes.push(body);
    return ok({ galleryId: body.galleryId, like: body.like, likeCount: 99 });
  });
});
afterEach(() => {
  likes.length = 0;
  toast.hide();
  logout();
});

const render = (path = '/gallery-detail/110/7') =>
  renderApp({ routes: galleryRoutes, path, apiOrigin: server.origin });

describe('GalleryDetailScreen', () => {
  it('shows the newest turn and switches turns', async () => {
    const user = userEvent.setup();
    render();
    const turns = await screen.findAllByRole('radio');
    expect(turns).toHaveLength(4);
    expect(turns[0]).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText(`管家婆 ${s.turn(detail.groupList[0]!.gameTurn)}`)).toBeInTheDocument();
    await user.click(turns[2]!);
    await waitFor(() =>
      expect(
        screen.getByText(`管家婆 ${s.turn(detail.groupList[2]!.gameTurn)}`),
      ).toBeInTheDocument(),
    );
  });

  it('asks a visitor to log in first and sends nothing', async () => {
    const user = userEvent.setup();
    render();
    const like = await screen.findByTestId('gallery-like');
    await user.click(like);
    expect(await screen.findByText(s.loginFirst)).toBeInTheDocument();
    const shown = toast.current();
    await user.click(like);
    // The same toast stays (not shown again) while visible.
    expect(toast.current()?.id).toBe(shown?.id);
    expect(likes).toEqual([]);
    expect(like).toHaveAttribute('aria-pressed', 'false');
  });

  it('likes for a signed-in user and shows the answer', async () => {
    setAccessToken('tok');
    const user = userEvent.setup();
    render();
    const like = await screen.findByTestId('gallery-like');
    await user.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expect(like).toHaveTextContent('99');
    expect(likes).toEqual([{ galleryId: detail.groupList[0]!.id, like: 1 }]);
  });

  it('shows 暂无数据 for a group that cannot be read', async () => {
    server.on('/api/v2/gallery/group/detail', () => ({
      status: 400,
      body: { code: 'SYS/BAD_REQUEST', msg: '图库不存在' },
    }));
    render('/gallery-detail/110/999');
    expect(await screen.findByText(s.empty)).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp, testRoute } from '../../../test/renderApp';
import { ok, startTestServer } from '../../../test/testServer';
import type { TestServer } from '../../../test/testServer';
import { profileFixture } from '../auth/accountFixtures';
import { setAccessToken } from '../../app/session/sessionStore';
import { settingsRoutes } from './routes';

let server: TestServer;
let rows: { id: number; title: string; content: string; isRead: number; createTime: number }[];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  rows = [
    {
      id: 1,
      title: '充值到账',
      content: '您的充值已到账',
      isRead: 0,
      createTime: 1_700_000_000_000,
    },
    { id: 2, title: '系统维护', content: '今晚维护', isRead: 1, createTime: 1_699_000_000_000 },
  ];
  server.on('/api/user/info', () => ok(profileFixture));
  server.on('/api/pushMessage/queryAll', () => ok({ data: rows, totalCount: rows.length }));
  server.on('/api/pushMessage/modifyReadStatus', (_req, url) => {
    const row = rows.find((r) => String(r.id) === url.searchParams.get('id'));
    if (row) row.isRead = 1;
    return ok(null);
  });
  server.on('/api/pushMessage/remove', (_req, url) => {
    rows = rows.filter((r) => String(r.id) !== url.searchParams.get('id'));
    return ok(null);
  });
});

function renderAt(path: string) {
  return renderApp({
    routes: [...settingsRoutes, testRoute('/auth/login', 'login-page')],
    path,
    apiOrigin: server.origin,
  });
}

describe('NotificationsScreen', () => {
  it('sends a visitor to login', async () => {
    renderAt('/notifications');
    expect(await screen.findByText('login-page')).toBeInTheDocument();
  });

  it('reads a message (unread mark goes) and removes it after confirming', async () => {
    setAccessToken('tok');
    renderAt('/notifications');
    const list = await screen.findAllByTestId('message-row');
    expect(list).toHaveLength(2);
    expect(within(list[0]!).getByLabelText('未读')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(list[0]!).getByRole('button', { name: /充值到账/ }));
    expect(await screen.findByText('您的充值已到账')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('未读')).not.toBeInTheDocument());
    expect(server.requests).toContain('/api/pushMessage/modifyReadStatus');

    await user.click(screen.getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.getAllByTestId('message-row')).toHaveLength(1));
    expect(screen.queryByText('充值到账')).not.toBeInTheDocument();
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
  });

  it('shows the empty state without messages', async () => {
    rows = [];
    setAccessToken('tok');
    renderAt('/notifications');
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});

// The template page against a real local HTTP server: the like (opposite value, login first with
// its tap lock) and the poll (once per user, an option first, percentages after voting).
import { toast } from '@jinli/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IncomingMessage } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp, testRoute } from '../../../test/renderApp';
import { afterClickLock } from '../../../test/clickLock';
import { ok, startTestServer, type TestServer } from '../../../test/testServer';
import { setAccessToken } from '../../app/session/sessionStore';
import { pollFixture, templateFixture } from './templateFixtures';
import type { Template, TemplatePoll } from './templateTypes';
import { templateRoutes } from './routes';

const BASE = '/app-api/game-document/template';
let server: TestServer;
let template: Template;
let poll: TemplatePoll;
let posted: { path: string; body: Record<string, unknown> }[];

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
  posted = [];
  template = { ...templateFixture('mb01'), id: 11, gameId: 110 };
  poll = pollFixture(0, 11);
  server.on(`${BASE}/info/110/11`, () => ok(template));
  server.on(`${BASE}/play-cate`, () => ok([]));
  server.on(`${BASE}/ads`, () => ok([]));
  server.on(`${BASE}/11/vote`, () => ok(poll));
  server.on(`${BASE}/toggle-like`, async (request) => {
    const body = await readJson(request);
    posted.push({ path: 'like', body });
    template = { ...template, like: body.like as 0 | 1 };
    return ok({ templateId: 11, like: body.like, likeCount: 13 });
  });
  server.on(`${BASE}/vote`, async (request) => {
    const body = await readJson(request);
    posted.push({ path: 'vote', body });
    if (poll.optionId !== 0)
      return { status: 400, body: { code: 'TPL/VOTED', msg: '您已经投过票了' } };
    const optionId = Number(body.optionId);
    poll = {
      ...poll,
      optionId,
      pollOptions: poll.pollOptions.map((o) =>
        o.option_id === optionId ? { ...o, option_vote: o.option_vote + 1 } : o,
      ),
    };
    return ok(poll);
  });
});
afterEach(() => toast.hide());

const renderPage = () =>
  renderApp({
    routes: [...templateRoutes, testRoute('/auth/login', 'login-screen')],
    path: '/template/110/11',
    apiOrigin: server.origin,
  });

describe('template like', () => {
  it('logged out: 请先登录 for 2 s, repeated taps ignored while it shows, nothing sent', async () => {
    renderPage();
    const like = (await screen.findAllByTestId('template-like'))[0]!;
    expect(like.textContent).toBe('收藏');
    await userEvent.click(like);
    const shown = toast.current();
    expect(shown?.message).toBe('请先登录');
    expect(shown?.durationMs).toBe(2000);
    await userEvent.click(like);
    // The same toast (not a new one): the second tap was ignored.
    expect(toast.current()?.id).toBe(shown?.id);
    expect(posted).toEqual([]);
  });

  it('logged in: sends the opposite value and shows 已收藏, then 收藏 again', async () => {
    setAccessToken('token-like');
    renderPage();
    const likes = await screen.findAllByTestId('template-like');
    await userEvent.click(likes[0]!);
    await waitFor(() =>
      expect(screen.getAllByTestId('template-like')[0]).toHaveTextContent('已收藏'),
    );
    expect(posted[0]).toEqual({ path: 'like', body: { templateId: 11, like: 1 } });
    await afterClickLock();
    await userEvent.click(screen.getAllByTestId('template-like')[0]!);
    // Exactly 收藏 (已收藏 contains it).
    await waitFor(() =>
      expect(screen.getAllByTestId('template-like')[0]!.textContent).toBe('收藏'),
    );
    expect(posted[1]).toEqual({ path: 'like', body: { templateId: 11, like: 0 } });
  });
});

describe('template poll', () => {
  it('asks for an option first, votes once, shows percentages and refuses a second vote', async () => {
    setAccessToken('token-vote');
    renderPage();
    const section = await screen.findByTestId('template-poll');
    expect(within(section).queryAllByTestId('poll-percent')).toHaveLength(0);
    await userEvent.click(within(section).getByRole('button', { name: '投票' }));
    expect(toast.current()?.message).toBe('请先选择投票内容');
    expect(posted).toEqual([]);

    await userEvent.click(within(section).getByRole('radio', { name: /马/ }));
    await userEvent.click(within(section).getByRole('button', { name: '投票' }));
    await waitFor(() => expect(toast.current()?.message).toBe('投票成功'));
    expect(posted).toEqual([{ path: 'vote', body: { documentId: 11, optionId: 7, vote: 1 } }]);
    const percents = within(section).getAllByTestId('poll-percent');
    expect(percents).toHaveLength(12);
    // 马 (option 7): base 10 + (6*7 % 13 = 3) = 13, plus the vote = 14 of the total.
    const total = poll.pollOptions.reduce((n, o) => n + o.option_value + o.option_vote, 0);
    expect(percents[6]).toHaveTextContent(
      `${(Math.round((14 / total) * 10000) / 100).toFixed(2)}%`,
    );
    // The options are locked now.
    expect(within(section).getByRole('radio', { name: /马/ })).toBeDisabled();
    expect(within(section).getByRole('radio', { name: /马/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    await afterClickLock();
    await userEvent.click(within(section).getByRole('button', { name: '已投票' }));
    expect(toast.current()?.message).toBe('您已经投过票了');
    expect(posted).toHaveLength(1);
  });

  it('logged out: a vote asks to log in first', async () => {
    renderPage();
    const section = await screen.findByTestId('template-poll');
    await userEvent.click(within(section).getByRole('radio', { name: /鼠/ }));
    await userEvent.click(within(section).getByRole('button', { name: '投票' }));
    expect(toast.current()?.message).toBe('请先登录');
    expect(posted).toEqual([]);
  });
});

describe('template ad slots', () => {
  it("hold one banner's place while the ads load and give a banner its size before its picture", async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.on(`${BASE}/ads`, async () => {
      await answered;
      return ok([
        {
          templateCode: 'AD13',
          name: '模板上方',
          ads: [
            {
              id: 1,
              title: '资料库精选',
              imageUrl: 'http://img.test/a.svg',
              redirectUrl: '',
              sort: 1,
            },
          ],
        },
      ]);
    });
    renderPage();
    await waitFor(() =>
      expect(
        document.querySelector('.jl-tpl-ads[aria-busy="true"] .jl-tpl-ads__placeholder'),
      ).not.toBeNull(),
    );
    release();
    const banner = await screen.findByRole('img', { name: '资料库精选' });
    expect(banner).toHaveAttribute('width', '750');
    expect(banner).toHaveAttribute('height', '200');
    expect(document.querySelector('.jl-tpl-ads__placeholder')).toBeNull();
  });
});

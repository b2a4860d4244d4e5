// Template journeys in real Chromium against the reference server (theme3): the login lock for a
// visitor and the recharge lock for a user who never recharged; the zodiac poll once per user
// with its percentages; a like that shows up in the collection; the home information panel's
// 更多/收起 and its infinite scroll.
import type { APIRequestContext, Page } from '@playwright/test';
import { appUrl } from '../apps';
import {
  afterClickLock,
  PASSWORD,
  apiCall,
  closeDomainNotice,
  skipHomeModals,
  registerUser,
  signInPage,
  uniqueAccount,
} from './accounts.fixtures';
import { expect, test } from './fixtures';

const theme = 'theme3';

// Not about home's once-per-visit modals: they never open in these journeys.
test.beforeEach(({ page }) => skipHomeModals(page));
const SHOTS = process.env.E2E_SHOTS_DIR;

interface Item {
  id: number;
  locked: 'login' | 'recharge' | null;
}
interface Template {
  id: number;
  gameId: number;
  name: string;
  templateCode: string;
  playCateName: string;
  hasPoll: number;
  like: number;
  groups: { items: Item[] }[];
}
interface Envelope<T> {
  code: number | string;
  msg: string;
  data: T;
}

/** Every template of game 110 as the viewer (token or visitor) gets them. */
async function templatesOf(request: APIRequestContext, token?: string): Promise<Template[]> {
  const headers = token ? { Authorization: token, token } : undefined;
  const all: Template[] = [];
  for (let page = 1; page < 20; page += 1) {
    const response = await request.get(
      appUrl(theme, `/app-api/game-document/template?gameId=110&page=${page}&rows=100`),
      { headers },
    );
    const body = (await response.json()) as Envelope<{ data: Template[]; totalCount: number }>;
    expect(body.code, body.msg).toBe(0);
    all.push(...body.data.data);
    if (body.data.data.length === 0 || all.length >= body.data.totalCount) break;
  }
  return all;
}

function withLock(templates: Template[], kind: 'login' | 'recharge'): Template {
  const found = templates.find((t) => t.groups.some((g) => g.items.some((i) => i.locked === kind)));
  expect(found, `a seeded template has a ${kind}-locked item`).toBeDefined();
  return found!;
}

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

test('a visitor sees the login lock; its tap logs in and comes back with the item open', async ({
  page,
  request,
}) => {
  const template = withLock(await templatesOf(request), 'login');
  const account = uniqueAccount('k');
  await registerUser(request, theme, account);
  await page.goto(appUrl(theme, `/template/${template.gameId}/${template.id}`));
  await expect(page.getByRole('heading', { level: 2, name: template.name })).toBeVisible();
  const lock = page.getByTestId('template-lock-login').first();
  // Period cards show 2 rows collapsed: unfold until the lock is in view.
  const toggle = page.getByTestId('template-card-toggle');
  if (!(await lock.isVisible()) && (await toggle.isVisible())) await toggle.click();
  await expect(lock).toHaveText(/登陆后可以解锁查看！/);
  await lock.scrollIntoViewIfNeeded();
  await shot(page, 'template-login-lock');
  await lock.click();
  await expect(page).toHaveURL(/\/auth\/login/);

  await page.getByLabel('用户名').fill(account);
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await closeDomainNotice(page);
  await expect(page).toHaveURL(appUrl(theme, `/template/${template.gameId}/${template.id}`));
  await expect(page.getByTestId('template-card')).toBeVisible();
  // The server now sends what only needed a login (a recharge lock may remain).
  await expect(page.getByTestId('template-lock-login')).toHaveCount(0);
});

test('a user who never recharged sees the recharge lock, which leads to /recharge', async ({
  page,
  request,
}) => {
  const token = await registerUser(request, theme, uniqueAccount('t'));
  const template = withLock(await templatesOf(request, token), 'recharge');
  await signInPage(page, token);
  await page.goto(appUrl(theme, `/template/${template.gameId}/${template.id}`));
  const lock = page.getByTestId('template-lock-recharge').first();
  const toggle = page.getByTestId('template-card-toggle');
  await expect(page.getByTestId('template-card')).toBeVisible();
  if (!(await lock.isVisible()) && (await toggle.isVisible())) await toggle.click();
  await expect(lock).toHaveText(/请充值任意金额开通VIP！/);
  // Logged in, nothing is login-locked any more.
  await expect(page.getByTestId('template-lock-login')).toHaveCount(0);
  await lock.scrollIntoViewIfNeeded();
  await shot(page, 'template-recharge-lock');
  await lock.click();
  await expect(page).toHaveURL(/\/recharge$/);
});

test('the zodiac poll: vote once, see the percentages; a second vote is refused', async ({
  page,
  request,
}) => {
  const token = await registerUser(request, theme, uniqueAccount('v'));
  const template = (await templatesOf(request, token)).find((t) => t.hasPoll === 1);
  expect(template, 'a seeded template has a poll').toBeDefined();
  await signInPage(page, token);
  await page.goto(appUrl(theme, `/template/${template!.gameId}/${template!.id}`));
  const poll = page.getByTestId('template-poll');
  await expect(poll).toBeVisible();
  // Voting without a choice asks for one.
  await poll.getByRole('button', { name: '投票' }).click();
  await expect(page.getByRole('status').filter({ hasText: '请先选择投票内容' })).toBeVisible();
  await poll.getByRole('radio', { name: /马/ }).click();
  await poll.getByRole('button', { name: '投票' }).click();
  await expect(page.getByRole('status').filter({ hasText: '投票成功' })).toBeVisible();
  await expect(poll.getByTestId('poll-percent')).toHaveCount(12);
  await expect(poll.getByRole('radio', { name: /马/ })).toHaveAttribute('aria-checked', 'true');
  await expect(poll.getByRole('radio', { name: /马/ })).toBeDisabled();
  await poll.scrollIntoViewIfNeeded();
  await shot(page, 'template-poll-voted');
  await afterClickLock(page);
  await poll.getByRole('button', { name: '已投票' }).click();
  await expect(page.getByRole('status').filter({ hasText: '您已经投过票了' })).toBeVisible();

  // The server refuses a second vote too (not only the screen), and the reload keeps the vote.
  const again = await request.post(appUrl(theme, '/app-api/game-document/template/vote'), {
    headers: { Authorization: token, token },
    data: { documentId: template!.id, optionId: 1, vote: 1 },
  });
  const body = (await again.json()) as Envelope<unknown>;
  expect(body.code).not.toBe(0);
  await page.reload();
  await expect(page.getByTestId('template-poll').getByTestId('poll-percent')).toHaveCount(12);
});

test('like a template: 请先登录 for a visitor; 收藏 → 已收藏 and it is in the collection', async ({
  page,
  request,
}) => {
  const templates = await templatesOf(request);
  const template = templates[0]!;
  await page.goto(appUrl(theme, `/template/${template.gameId}/${template.id}`));
  const like = page.getByTestId('template-like').first();
  await expect(like).toHaveText('收藏');
  await like.click();
  await expect(page.getByRole('status').filter({ hasText: '请先登录' })).toBeVisible();

  const token = await registerUser(request, theme, uniqueAccount('l'));
  await signInPage(page, token);
  await page.goto(appUrl(theme, `/template/${template.gameId}/${template.id}`));
  await expect(like).toHaveText('收藏');
  await like.click();
  await expect(like).toHaveText('已收藏');
  await shot(page, 'template-liked');
  await page.reload();
  await expect(page.getByTestId('template-like').first()).toHaveText('已收藏');

  await page.goto(appUrl(theme, '/my-collection'));
  await expect(page.getByText(template.name).first()).toBeVisible();
  await shot(page, 'my-collection');
});

test('home information panel: 更多/收起 over the play categories, infinite scroll to the end', async ({
  page,
  request,
}) => {
  const cates = await apiCall<{ playCateName: string }[]>(
    request,
    theme,
    '',
    '/app-api/game-document/template/play-cate?gameId=110',
  );
  await page.goto(appUrl(theme, '/'));
  // The panel is below the fold and loads when wanted: scrolled to, or at the first touch.
  await expect(page.getByTestId('notice-marquee')).toBeVisible();
  await page.mouse.wheel(0, 600);
  const panel = page.getByTestId('home-information-panel');
  await expect(panel).toBeVisible();
  const tabs = panel.getByRole('tablist', { name: '玩法分类' }).getByRole('tab');
  await expect(tabs.first()).toHaveText('全部');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  if (cates.length >= 7) {
    await expect(tabs).toHaveCount(7);
    const more = panel.getByTestId('info-panel-more');
    await expect(more).toHaveText('更多');
    await more.click();
    await expect(tabs).toHaveCount(cates.length + 1);
    await panel.scrollIntoViewIfNeeded();
    await shot(page, 'home-panel-more');
    await expect(more).toHaveText('收起');
    await afterClickLock(page);
    await more.click();
    await expect(tabs).toHaveCount(7);
  } else {
    await expect(tabs).toHaveCount(cates.length + 1);
  }
  await expect(panel.getByTestId('template-card').first()).toBeVisible();
  await shot(page, 'home-panel');

  // Scrolling down loads page after page until the end line.
  const cards = panel.getByTestId('template-card');
  const first = await cards.count();
  const end = panel.getByText('没有更多数据了');
  for (let i = 0; i < 30 && !(await end.isVisible()); i += 1) {
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(300);
  }
  await expect(end).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(first);
  await shot(page, 'home-panel-end');

  // A category shows only its templates and starts from the top again.
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByTestId('template-card').first()).toBeVisible();
});

test('a news item opens on the template page; a play category chip opens that category', async ({
  page,
  request,
}) => {
  const news = (await templatesOf(request)).find((t) => t.templateCode.toLowerCase() === 'mb24');
  expect(news, 'an MB24 news template is seeded').toBeDefined();
  await page.goto(appUrl(theme, `/template/${news!.gameId}/${news!.id}`));
  const first = page.getByTestId('template-card').getByRole('link').first();
  await expect(first.getByText('置顶')).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(
    new RegExp(`/template/${news!.gameId}/${news!.id}\\?templateId=\\d+$`),
  );
  const detail = page.getByTestId('template-item-detail');
  await expect(detail).toBeVisible();
  await expect(detail.getByRole('heading', { level: 2 })).not.toBeEmpty();
  await shot(page, 'template-news-item');

  const cates = await apiCall<{ templateId: number; playCateName: string }[]>(
    request,
    theme,
    '',
    `/app-api/game-document/template/play-cate?gameId=${news!.gameId}`,
  );
  const other = cates.find((c) => c.playCateName !== news!.playCateName)!;
  await page
    .getByRole('navigation', { name: '玩法分类' })
    .getByRole('button', { name: other.playCateName })
    .click();
  await expect(page).toHaveURL(new RegExp(`/template/${news!.gameId}/${other.templateId}$`));
  await expect(
    page
      .getByRole('navigation', { name: '玩法分类' })
      .getByRole('button', { name: other.playCateName }),
  ).toHaveAttribute('aria-current', 'true');
});

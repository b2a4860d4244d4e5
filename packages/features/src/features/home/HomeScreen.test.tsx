import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { company, noticeList } from '../../../test/fixtures';
import { renderApp, testRoute } from '../../../test/renderApp';
import { ok, startTestServer } from '../../../test/testServer';
import type { TestServer } from '../../../test/testServer';
import { offerInNoticeCentre } from '../../app/layout/noticeCentreOffers';
import { readSession, writeSession } from '../../app/session/browserStorage';
import { setAccessToken } from '../../app/session/sessionStore';
import { profileFixture } from '../auth/accountFixtures';
import { AD_IMAGE_WAIT_MS } from './components/HomeAdModal';
import { NOTICE_MODAL_SHOWN_KEY } from './hooks/useNoticeModalOnce';
import { homeRoutes } from './routes';

const COMPANY = '/app-api/company/get';
const NOTICE_LIST = '/sys-upload/data/json/notice_list.json';
const NOTICE_PAGE = '/api/notice/queryPage';

let server: TestServer;
const routes = [...homeRoutes, testRoute('/gallery', 'gallery-screen')];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.on(COMPANY, () => ok(company));
  server.on(NOTICE_LIST, () => ({ body: noticeList }));
  server.on(NOTICE_PAGE, () => ok({ data: [], totalCount: 0 }));
});
afterEach(() => {
  server.requests.length = 0;
  vi.restoreAllMocks();
});

function renderHome(path = '/') {
  return renderApp({ routes, path, apiOrigin: server.origin });
}

async function closeNoticeModal(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: '我知道了' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

function slideImage(position: number) {
  return within(screen.getByTestId('home-carousel')).getByAltText(`首页轮播图 ${position}`);
}

describe('HomeScreen', () => {
  it('shows the company logo and, for visitors, links to login and register', async () => {
    renderHome();
    const header = await screen.findByTestId('home-header');
    expect(await within(header).findByRole('img', { name: '锦鲤彩票' })).toHaveAttribute(
      'src',
      company.logoUrl,
    );
    expect(within(header).getByRole('link', { name: '登录' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    expect(within(header).getByRole('link', { name: '注册' })).toHaveAttribute(
      'href',
      '/auth/register',
    );
  });

  it("shows the theme's own logo instead of the company's, named by the brand, without waiting", async () => {
    const logoUrl =
      'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E';
    server.on(COMPANY, async () => {
      // The company's answer is slow: the brand's logo is in the header before it.
      await new Promise((resolve) => setTimeout(resolve, 300));
      return ok(company);
    });
    renderApp({
      routes,
      path: '/',
      apiOrigin: server.origin,
      brand: { name: '锦鲤游戏', logoUrl },
    });
    const header = await screen.findByTestId('home-header');
    expect(within(header).getByRole('img', { name: '锦鲤游戏' })).toHaveAttribute('src', logoUrl);
    // Still the brand's once the company (with a logo of its own) has answered.
    await waitFor(() => expect(server.requests.includes(COMPANY)).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(within(header).getByRole('img', { name: '锦鲤游戏' })).toHaveAttribute('src', logoUrl);
    expect(within(header).queryByRole('img', { name: '锦鲤彩票' })).not.toBeInTheDocument();
  });

  it("lays its sections out in the brand's order, and leaves out those the brand does without", async () => {
    const order = () =>
      Array.from(
        screen
          .getByTestId('home-screen')
          .querySelectorAll(
            '[data-testid="home-carousel"], [data-testid="notice-marquee"], [data-testid^="home-ad-AD"]',
          ),
        (element) => element.getAttribute('data-testid'),
      );
    const ad = {
      id: 1,
      title: '充值秒到账',
      imageUrl: 'http://img.test/a.png',
      redirectUrl: '',
      sort: 1,
    };
    server.on('/app-api/ad/list', () =>
      ok([
        { templateCode: 'AD12', name: '顶部广告', ads: [ad] },
        { templateCode: 'AD02', name: '中部广告', ads: [{ ...ad, id: 2 }] },
      ]),
    );
    const { view } = renderApp({ routes, path: '/', apiOrigin: server.origin });
    await waitFor(() =>
      expect(order()).toEqual(['home-ad-AD12', 'home-carousel', 'notice-marquee', 'home-ad-AD02']),
    );
    view.unmount();

    renderApp({
      routes,
      path: '/',
      apiOrigin: server.origin,
      switches: { homeSections: ['marquee', 'carousel', 'adMiddle'] },
    });
    await waitFor(() =>
      expect(order()).toEqual(['notice-marquee', 'home-carousel', 'home-ad-AD02']),
    );
  });

  it('shows no login/register buttons to a logged-in user', async () => {
    setAccessToken('token-1');
    renderHome();
    const header = await screen.findByTestId('home-header');
    await within(header).findByRole('img', { name: '锦鲤彩票' });
    expect(within(header).queryByRole('link', { name: '登录' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: '注册' })).not.toBeInTheDocument();
  });

  describe('offers each viewer only what applies to them (issue 34)', () => {
    const REGISTER_SLIDE = {
      id: 21,
      sort: 50,
      noticeContent: 'http://img.test/register.png',
      redirectUrl: '/auth/register',
    };
    const FIRST_RECHARGE_AD = {
      id: 31,
      title: '新人首充送彩金',
      imageUrl: 'http://img.test/first.png',
      redirectUrl: '/recharge?first=1',
      sort: 2,
    };
    const EVERYDAY_AD = {
      id: 32,
      title: '充值秒到账',
      imageUrl: 'http://img.test/everyday.png',
      redirectUrl: '/recharge',
      sort: 1,
    };
    beforeEach(() => {
      server.on(COMPANY, () =>
        ok({ ...company, homeCarousels: [...company.homeCarousels, REGISTER_SLIDE] }),
      );
      server.on('/app-api/ad/list', () =>
        ok([{ templateCode: 'AD12', name: '顶部广告', ads: [FIRST_RECHARGE_AD, EVERYDAY_AD] }]),
      );
    });
    // The DOM's pictures, not the accessibility tree's: the notice modal hides the page behind it.
    const slideSources = () =>
      Array.from(screen.getByTestId('home-carousel').querySelectorAll('img'), (img) =>
        img.getAttribute('src'),
      );

    it('a visitor sees the sign-up banner and the first-recharge offer', async () => {
      renderHome();
      await waitFor(() => expect(slideSources()).toContain(REGISTER_SLIDE.noticeContent));
      const ads = await screen.findByTestId('home-ad-AD12');
      expect(within(ads).getByAltText('新人首充送彩金')).toBeInTheDocument();
    });

    it('a signed-in player who has recharged sees neither (注册即享新人礼遇 / 新人首充送彩金)', async () => {
      server.on('/api/user/info', () =>
        ok({ ...profileFixture, extInfo: { ...profileFixture.extInfo, rechMoney: 10_000_000 } }),
      );
      setAccessToken('token-1');
      renderHome();
      const ads = await screen.findByTestId('home-ad-AD12');
      await waitFor(() => expect(within(ads).queryByAltText('新人首充送彩金')).toBeNull());
      expect(within(ads).getByAltText('充值秒到账')).toBeInTheDocument();
      await waitFor(() => expect(slideSources()).toHaveLength(3));
      expect(slideSources()).not.toContain(REGISTER_SLIDE.noticeContent);
    });

    it('a signed-in player who never recharged keeps the first-recharge offer, not the sign-up', async () => {
      server.on('/api/user/info', () => ok(profileFixture));
      setAccessToken('token-1');
      renderHome();
      const ads = await screen.findByTestId('home-ad-AD12');
      expect(await within(ads).findByAltText('新人首充送彩金')).toBeInTheDocument();
      await waitFor(() => expect(slideSources()).toHaveLength(3));
      expect(slideSources()).not.toContain(REGISTER_SLIDE.noticeContent);
    });
  });

  it('orders the carousel by sort descending', async () => {
    renderHome();
    await waitFor(() =>
      expect(slideImage(1)).toHaveAttribute('src', 'http://img.test/banner-top.png'),
    );
    // A root-relative upload path is read from the API origin.
    expect(slideImage(2)).toHaveAttribute(
      'src',
      `${server.origin}/sys-upload/images/banner-mid.png`,
    );
    expect(slideImage(3)).toHaveAttribute('src', 'http://img.test/banner-low.png');
  });

  it('opens a full URL externally, follows a known path, ignores an unknown one', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { router } = renderHome();
    await closeNoticeModal(user);

    await user.click(slideImage(3));
    expect(open).toHaveBeenCalledWith(
      'https://promo.example.com/spring',
      '_blank',
      'noopener,noreferrer',
    );
    expect(router.state.location.pathname).toBe('/');

    await user.click(slideImage(2));
    expect(open).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/');

    await user.click(slideImage(1));
    expect(await screen.findByText('gallery-screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/gallery');
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('scrolls only the index notices with roll_notice 1', async () => {
    renderHome();
    const marquee = await screen.findByTestId('notice-marquee');
    expect(marquee).toHaveTextContent('新春红包雨每天20:00准时开启');
    expect(marquee).toHaveTextContent('首充送18% 多充多送');
    expect(marquee).not.toHaveTextContent('系统将于周三凌晨维护两小时');
    expect(marquee).not.toHaveTextContent('澳门六合彩今晚21:30开奖');
  });

  it('shows the notice modal with every index notice once per visit', async () => {
    const user = userEvent.setup();
    const first = renderHome();
    const dialog = await screen.findByRole('dialog');
    for (const notice of noticeList.index_notice)
      expect(dialog).toHaveTextContent(notice.noticeTitle);
    expect(dialog).toHaveTextContent('系统将于周三凌晨维护两小时');
    await closeNoticeModal(user);
    expect(readSession(NOTICE_MODAL_SHOWN_KEY)).toBe('1');
    first.view.unmount();

    // The same visit (session) again: the notices load, the modal stays closed.
    renderHome();
    await screen.findByTestId('notice-marquee');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens one launch popup a visit: 公告, with 活动推荐 in the notice centre, not after it (issue 34)', async () => {
    const user = userEvent.setup();
    server.on('/app-api/ad/list', () =>
      ok([
        {
          templateCode: 'AD11',
          name: '首页弹窗',
          ads: [
            {
              id: 41,
              title: '天天返水',
              imageUrl: 'http://img.test/ad11.png',
              redirectUrl: '/betting-bonus',
              sort: 1,
            },
          ],
        },
      ]),
    );
    renderHome();
    const notice = await screen.findByRole('dialog', { name: '公告' });
    await user.click(within(notice).getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The AD11 modal waited 1.5 s at most for its picture before it stacked on the notice.
    await new Promise((resolve) => setTimeout(resolve, AD_IMAGE_WAIT_MS + 300));
    expect(screen.queryByRole('dialog', { name: '活动推荐' })).not.toBeInTheDocument();

    // The notice centre (a tap on the marquee) holds the notices and the 活动推荐.
    const marquee = screen.getByTestId('notice-marquee');
    await user.click(within(marquee).getAllByRole('button', { name: /新春红包雨/ })[0]!);
    const centre = await screen.findByRole('dialog', { name: '公告' });
    expect(within(centre).getByRole('heading', { name: '活动推荐' })).toBeInTheDocument();
    expect(within(centre).getByAltText('天天返水')).toBeInTheDocument();
  });

  it('holds in the notice centre what lost the launch slot (the install guide), and opens it from there', async () => {
    const user = userEvent.setup();
    const openGuide = vi.fn();
    const withdraw = offerInNoticeCentre('install', '添加到主屏幕', openGuide);
    try {
      renderHome();
      const centre = await screen.findByRole('dialog', { name: '公告' });
      await user.click(within(centre).getByRole('button', { name: '添加到主屏幕' }));
      expect(openGuide).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    } finally {
      withdraw();
    }
  });

  it('opens the notice modal again when a marquee notice is tapped', async () => {
    const user = userEvent.setup();
    writeSession(NOTICE_MODAL_SHOWN_KEY, '1');
    renderHome();
    const marquee = await screen.findByTestId('notice-marquee');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(within(marquee).getAllByRole('button', { name: /新春红包雨/ })[0]!);
    expect(await screen.findByRole('dialog')).toHaveTextContent('新春活动');
  });

  it('falls back to the notice page when the notice list cannot be read', async () => {
    server.on(NOTICE_LIST, () => ({
      status: 404,
      body: { code: 'SYS/NOT_FOUND', msg: '接口不存在' },
    }));
    server.on(NOTICE_PAGE, (_request, url) =>
      url.searchParams.get('noticeType') === '0'
        ? ok({
            data: [
              {
                id: 5,
                noticeTitle: '系统公告',
                noticeContent: '欢迎来到锦鲤',
                noticeType: 0,
                roll_notice: 1,
              },
            ],
            totalCount: 1,
          })
        : undefined,
    );
    renderHome();
    expect(await screen.findByTestId('notice-marquee')).toHaveTextContent('欢迎来到锦鲤');
    expect(server.requests).toContain(NOTICE_PAGE);
  });

  it('shows loading placeholders until the company answers', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.on(COMPANY, async () => {
      await answered;
      return ok(company);
    });
    renderHome();
    const carousel = await screen.findByTestId('home-carousel');
    expect(within(carousel).getByRole('status', { name: '首页轮播图' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    answer();
    await waitFor(() => expect(slideImage(1)).toBeInTheDocument());
    expect(within(carousel).queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows empty states, not a crash, when every fetch fails', async () => {
    const failure = { status: 500, body: { code: 'SYS/INTERNAL', msg: '系统繁忙' } };
    server.on(COMPANY, () => failure);
    server.on(NOTICE_LIST, () => failure);
    server.on(NOTICE_PAGE, () => failure);
    renderHome();
    const carousel = await screen.findByTestId('home-carousel');
    expect(await within(carousel).findByText('暂无数据')).toBeInTheDocument();
    await waitFor(() => expect(server.requests).toContain(NOTICE_PAGE));
    await waitFor(() => expect(document.querySelector('.jl-notice-marquee--loading')).toBeNull());
    expect(screen.queryByTestId('notice-marquee')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      within(screen.getByTestId('home-header')).getByRole('link', { name: '登录' }),
    ).toBeInTheDocument();
  });

  it.each(['/recommend', '/macau-lottery'])('serves the home screen at %s too', async (path) => {
    renderHome(path);
    expect(await screen.findByTestId('home-screen')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
  });
});

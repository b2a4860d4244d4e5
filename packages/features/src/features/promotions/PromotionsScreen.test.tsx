// The promotions screens against a real HTTP server: tabs per classification, the period text
// YYYY/MM/DD~YYYY/MM/DD, templateType 3 opening its image outside the app, the detail.
import { PROMOTION_TEMPLATE_TYPE_LINK } from '@jinli/contract';
import { contrastWithWhite } from '@jinli/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { company } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { ok, startTestServer, type TestServer } from '../../../test/testServer';
import { promotionFixture, promotionListFixture } from './promotionFixtures';
import { PROMOTION_LINK_TEMPLATE_TYPE, promotionPeriod } from './promotionRules';
import { promotionRoutes } from './routes';
import { promotionStrings as s } from './strings';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.on('/api/v2/promotion/list', () => ok(promotionListFixture));
  server.on('/app-api/company/get', () => ok(company));
});

const render = (path = '/promotional') =>
  renderApp({ routes: promotionRoutes, path, apiOrigin: server.origin });

describe('promotion rules', () => {
  it('opens externally the link template type of the contract', () => {
    expect(PROMOTION_LINK_TEMPLATE_TYPE).toBe(PROMOTION_TEMPLATE_TYPE_LINK);
  });

  it('is start~end as YYYY/MM/DD in UTC+8', () => {
    expect(promotionPeriod(promotionFixture())).toBe('2026/11/01~2026/12/31');
    // 23:30 UTC is the next day in UTC+8.
    expect(
      promotionPeriod({ startTime: Date.UTC(2026, 0, 1, 23, 30), endTime: Date.UTC(2026, 1, 28) }),
    ).toBe('2026/01/02~2026/02/28');
  });
});

describe('PromotionsScreen', () => {
  it('lists every promotion under 全部优惠 with name tag, period and domain, then filters by tab', async () => {
    const user = userEvent.setup();
    render();
    await waitFor(() => expect(screen.getAllByTestId('promotion-card')).toHaveLength(3));
    const first = screen.getAllByTestId('promotion-card')[0]!;
    expect(within(first).getByText('首充送18%')).toHaveStyle({ backgroundColor: '#e53935' });
    expect(within(first).getByTestId('promotion-period')).toHaveTextContent(
      '2026/11/01~2026/12/31',
    );
    expect(within(first).getByText(/jinli\.example\.com/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: s.allTab })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: '每日活动' }));
    await waitFor(() => expect(screen.getAllByTestId('promotion-card')).toHaveLength(2));
    expect(screen.queryByText('首充送18%')).toBeNull();
  });

  it("shows a promotion without its own domain under the company's, else the page's host", async () => {
    server.on('/api/v2/promotion/list', () =>
      ok({ ...promotionListFixture, data: [promotionFixture({ domain: '' })] }),
    );
    server.on('/app-api/company/get', () =>
      ok({ ...company, domain: 'm.brand.example\nold.brand.example' }),
    );
    const first = render();
    await waitFor(() =>
      expect(screen.getByTestId('promotion-domain')).toHaveTextContent(
        `${s.domain} m.brand.example`,
      ),
    );
    first.view.unmount();

    server.on('/app-api/company/get', () => ok({ ...company, domain: '' }));
    render('/promotional/1/1');
    const detail = await screen.findByTestId('promotion-detail-screen');
    await waitFor(() =>
      expect(within(detail).getByTestId('promotion-domain')).toHaveTextContent(
        `${s.domain} ${window.location.host}`,
      ),
    );
    expect(window.location.host).not.toBe('');
  });

  it('opens a templateType 3 promotion outside the app and the others in the detail', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    render();
    await waitFor(() => expect(screen.getAllByTestId('promotion-card')).toHaveLength(3));
    await user.click(screen.getByText('六合彩加奖'));
    expect(open).toHaveBeenCalledWith(
      'https://promo.example.com/mark-six.png',
      '_blank',
      'noopener',
    );
    open.mockRestore();

    await user.click(screen.getByText('首充送18%'));
    const detail = await screen.findByTestId('promotion-detail-screen');
    expect(
      within(detail).getByRole('heading', { name: '首充送18%', level: 2 }),
    ).toBeInTheDocument();
    expect(within(detail).getByText(/每位会员限参与一次/)).toBeInTheDocument();
    expect(within(detail).getByText(/2026\/11\/01~2026\/12\/31/)).toBeInTheDocument();
  });

  it("writes the promotion's name in its colour, darkened until it reads at 4.5:1", async () => {
    // #e53935, the seeded promotion's red, is 4.2:1 on white.
    expect(contrastWithWhite('#e53935')).toBeLessThan(4.5);
    render('/promotional/1/1');
    const name = await screen.findByRole('heading', { name: '首充送18%', level: 2 });
    const color = rgbToHex(name.style.color);
    expect(contrastWithWhite(color)).toBeGreaterThanOrEqual(4.5);
    expect(color).not.toBe('#000000');
  });

  it('shows 活动不存在 for an unknown id', async () => {
    render('/promotional/1/999');
    await waitFor(() => expect(screen.getByText(s.notFound)).toBeInTheDocument());
  });
});

/** jsdom answers an inline colour as rgb(r, g, b). */
function rgbToHex(rgb: string): string {
  const parts = /rgb\((\d+), (\d+), (\d+)\)/.exec(rgb);
  if (!parts) return rgb;
  return `#${parts
    .slice(1)
    .map((part) => Number(part).toString(16).padStart(2, '0'))
    .join('')}`;
}

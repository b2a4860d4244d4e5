import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp, testRoute } from '../../../test/renderApp';
import { ok, startTestServer, type TestServer } from '../../../test/testServer';
import { profileFixture } from '../auth/accountFixtures';
import { setAccessToken } from '../../app/session/sessionStore';
import { vipBonusFixture } from './bonusCenterFixtures';
import { profileRoutes } from './routes';

let server: TestServer;
let claims: number;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  claims = 0;
  server.requests.length = 0;
  server.on('/api/user/info', () => ok(profileFixture));
  server.on('/api/v2/uservip/bonus', () =>
    ok(
      claims === 0
        ? vipBonusFixture
        : {
            ...vipBonusFixture,
            claimable: 28_000,
            levels: vipBonusFixture.levels.map((l) =>
              l.vipLevel === 2 ? { ...l, status: 2, claimedAt: 1 } : l,
            ),
          },
    ),
  );
  server.on('/api/v2/uservip/bonus/claim', () => {
    claims += 1;
    return ok({ vipLevel: 2, bonus: 8_000, money: 128_000 });
  });
});

const renderAt = (path: string) =>
  renderApp({
    routes: [...profileRoutes, testRoute('/auth/login', 'login-page')],
    path,
    apiOrigin: server.origin,
  });

describe('BonusCenterScreen', () => {
  it('sends a logged-out visitor to login', async () => {
    renderAt('/bonus-center');
    expect(await screen.findByText('login-page')).toBeInTheDocument();
  });

  it('lists the levels, claims a reached one once and shows it claimed', async () => {
    setAccessToken('tok');
    renderAt('/bonus-center');
    const user = userEvent.setup();
    expect(await screen.findByTestId('bonus-claimable')).toHaveTextContent('36.00');
    const level2 = screen.getByTestId('bonus-level-2');
    expect(within(screen.getByTestId('bonus-level-4')).getByText('未达成')).toBeInTheDocument();
    await user.click(within(level2).getByRole('button', { name: '立即领取' }));
    expect(await screen.findByText('领取成功，8.00元已到账')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByTestId('bonus-level-2')).getByText('已领取')).toBeInTheDocument(),
    );
    expect(screen.getByTestId('bonus-claimable')).toHaveTextContent('28.00');
    expect(claims).toBe(1);
  });
});

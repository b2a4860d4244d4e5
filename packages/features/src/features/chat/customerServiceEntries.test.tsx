// Every way to customer service lands on /services (issue 15): the login's 联系客服 and 忘记密码？
// (with where the visitor came from), the game center's 客服 tile; a company with an outside desk
// (a full olUrl) still opens that desk.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { company } from '../../../test/fixtures';
import { renderApp, testRoute } from '../../../test/renderApp';
import { ok, startTestServer, type TestServer } from '../../../test/testServer';
import { loginLimitFixture } from '../auth/accountFixtures';
import { createAuthRoutes } from '../auth/routes';
import { gameCenterRoutes } from '../game-center/routes';

let server: TestServer;
let olUrl: string;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  olUrl = '/services';
  server.on('/app-api/company/get', () => ok({ ...company, olUrl }));
  server.on('/sys-upload/data/json/userLoginLimit.json', () => ({ body: loginLimitFixture }));
  server.on('/app-api/game/group', () => ok([]));
});

function render(path: string) {
  return renderApp({
    routes: [
      ...createAuthRoutes({ trialPlay: false }),
      ...gameCenterRoutes,
      testRoute('/services', 'services-page'),
    ],
    path,
    apiOrigin: server.origin,
  });
}

describe('customer service entries', () => {
  it('忘记密码？ on the login opens /services?from=forgotPassword', async () => {
    const user = userEvent.setup();
    const { router } = render('/auth/login');
    await user.click(await screen.findByRole('button', { name: '忘记密码？' }));
    expect(await screen.findByText('services-page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?from=forgotPassword');
  });

  it('联系客服 on the login opens /services?from=contactSupport', async () => {
    const user = userEvent.setup();
    const { router } = render('/auth/login');
    await user.click(await screen.findByRole('button', { name: '联系客服' }));
    expect(await screen.findByText('services-page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?from=contactSupport');
  });

  it('an outside desk (full olUrl) opens in a new window instead', async () => {
    olUrl = 'https://help.example/desk';
    const open = vi.spyOn(globalThis, 'open').mockImplementation(() => null);
    const user = userEvent.setup();
    render('/auth/login');
    // The company answer (its logo shows) must be in before the tap decides.
    await screen.findByRole('img', { name: company.name });
    await user.click(await screen.findByRole('button', { name: '联系客服' }));
    expect(open).toHaveBeenCalledWith('https://help.example/desk', '_blank', 'noopener');
    open.mockRestore();
  });
});

// Issue 18: the profile draws its tiles, rows and avatars with the kit's SVG icons and avatar set,
// never a character in a rounded square or an empty circle.
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp, testRoute } from '../../../test/renderApp';
import { ok, startTestServer } from '../../../test/testServer';
import type { TestServer } from '../../../test/testServer';
import { profileFixture, vipRulesFixture } from '../auth/accountFixtures';
import { setAccessToken } from '../../app/session/sessionStore';
import { PROFILE_LINKS, PROFILE_TILES } from './profileTiles';
import { profileRoutes } from './routes';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.on('/api/user/info', () =>
    ok({ ...profileFixture, userInfo: { ...profileFixture.userInfo, avatarId: 7 } }),
  );
  server.on('/api/v2/uservip/rules', () => ok(vipRulesFixture));
  server.on('/api/user/money/check', () => ok({ money: 1000, liveMoney: 0 }));
});

function renderProfile() {
  return renderApp({
    routes: [...profileRoutes, testRoute('/', 'home-page')],
    path: '/profile',
    apiOrigin: server.origin,
  });
}

/** Every tile icon is an SVG and carries no text (a character drawn as an icon). */
function expectDrawnIcons(root: HTMLElement, selector: string, count: number) {
  const icons = root.querySelectorAll(selector);
  expect(icons.length).toBe(count);
  for (const icon of icons) {
    expect(icon.querySelector('svg')).not.toBeNull();
    expect(icon.textContent).toBe('');
  }
}

describe('profile icons', () => {
  it('gives every tile and row its own icon', () => {
    const tileIcons = PROFILE_TILES.map((tile) => tile.icon);
    expect(new Set(tileIcons).size).toBe(tileIcons.length);
    expect(PROFILE_LINKS.every((link) => typeof link.icon === 'function')).toBe(true);
  });

  it('shows a guest the guest avatar and drawn tile icons', async () => {
    setAccessToken(null);
    renderProfile();
    const profile = await screen.findByTestId('profile-screen');
    const avatar = profile.querySelector('.jl-profile__avatar svg');
    expect(avatar).toHaveAttribute('data-avatar-id', '0');
    const tiles = within(profile)
      .getAllByRole('link')
      .filter((a) => a.matches('.jl-profile__tile'));
    expectDrawnIcons(profile, '.jl-profile__tile-icon', tiles.length);
  });

  it("shows a player their avatarId's avatar, drawn tiles and rows with icons", async () => {
    setAccessToken('tok');
    renderProfile();
    await screen.findByTestId('profile-account');
    const profile = screen.getByTestId('profile-screen');
    expect(profile.querySelector('.jl-profile__avatar svg')).toHaveAttribute('data-avatar-id', '7');
    expect(profile.querySelector('.jl-profile__avatar')?.textContent).toBe('');
    const tiles = profile.querySelectorAll('.jl-profile__tile');
    expectDrawnIcons(profile, '.jl-profile__tile-icon', tiles.length);
    for (const row of profile.querySelectorAll('.jl-profile__link')) {
      expect(row.querySelector('svg.jl-profile__link-icon')).not.toBeNull();
    }
  });
});

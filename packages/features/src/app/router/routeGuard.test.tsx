import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, testRoute } from '../../../test/renderApp';
import { session, setAccessToken, setProfile } from '../session/sessionStore';
import type { SessionProfile } from '../session/sessionStore';
import { decideGuard } from './routeGuard';

const agentProfile: SessionProfile = { userInfo: { account: 'agent01', isDl: 1 } };
const playerProfile: SessionProfile = { userInfo: { account: 'player01', isDl: 0 } };

const routes = [
  testRoute('/', 'home-screen', { transition: 'none' }),
  testRoute('/bet-list', 'bet-list-screen', { auth: true }),
  testRoute('/agent', 'agent-screen', { auth: true, agent: true }),
  testRoute('/auth/login', 'login-screen'),
];

describe('decideGuard', () => {
  it('lets anyone into open routes', () => {
    expect(decideGuard({}, null, null)).toBe('allow');
  });
  it('sends users without an access token to login, for login and agent routes', () => {
    expect(decideGuard({ auth: true }, null, null)).toBe('login');
    expect(decideGuard({ agent: true }, null, agentProfile)).toBe('login');
  });
  it('needs isDl for agent routes', () => {
    expect(decideGuard({ auth: true, agent: true }, 't', playerProfile)).toBe('not-agent');
    expect(decideGuard({ auth: true, agent: true }, 't', null)).toBe('not-agent');
    expect(decideGuard({ auth: true, agent: true }, 't', agentProfile)).toBe('allow');
    expect(decideGuard({ auth: true, agent: true }, 't', { userInfo: { isDl: true } })).toBe(
      'allow',
    );
  });
});

describe('route guard', () => {
  it('redirects to /auth/login without an access token, remembering the target', async () => {
    const { router } = renderApp({ routes, path: '/bet-list?game_id=110' });
    expect(await screen.findByText('login-screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/bet-list?game_id=110',
    );
    expect(screen.queryByText('bet-list-screen')).not.toBeInTheDocument();
  });

  it('renders a login-required route when an access token is stored', async () => {
    setAccessToken('token-1');
    const { router } = renderApp({ routes, path: '/bet-list' });
    expect(await screen.findByText('bet-list-screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/bet-list');
  });

  it('leaves a non-agent on the page they were on when they try an agent route', async () => {
    setAccessToken('token-1');
    setProfile(playerProfile);
    const { router } = renderApp({ routes, path: '/bet-list?page=2' });
    expect(await screen.findByText('bet-list-screen')).toBeInTheDocument();

    await router.navigate('/agent');
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.location.pathname).toBe('/bet-list');
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByText('bet-list-screen')).toBeInTheDocument();
    expect(screen.queryByText('agent-screen')).not.toBeInTheDocument();
    // The entry was replaced in place, nothing pushed.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a non-agent home when the agent route is the first page', async () => {
    setAccessToken('token-1');
    setProfile(playerProfile);
    const { router } = renderApp({ routes, path: '/agent' });
    expect(await screen.findByText('home-screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('loads the missing profile first, then decides with it', async () => {
    setAccessToken('token-1');
    const loadProfile = vi.fn(async () => agentProfile);
    const { router } = renderApp({ routes, path: '/agent', loadProfile });
    expect(await screen.findByText('agent-screen')).toBeInTheDocument();
    expect(loadProfile).toHaveBeenCalledTimes(1);
    expect(session.profile).toEqual(agentProfile);
    expect(router.state.location.pathname).toBe('/agent');
  });

  it('does not load the profile again when it is there', async () => {
    setAccessToken('token-1');
    setProfile(agentProfile);
    const loadProfile = vi.fn(async () => playerProfile);
    renderApp({ routes, path: '/agent', loadProfile });
    expect(await screen.findByText('agent-screen')).toBeInTheDocument();
    expect(loadProfile).not.toHaveBeenCalled();
  });

  it('goes to login when loading the profile revealed the token as invalid', async () => {
    setAccessToken('stale');
    // What the API client's onTokenInvalid does: the session is logged out during the load.
    const loadProfile = vi.fn(async () => {
      setAccessToken(null);
      throw new Error('UC/TOKEN_INVALID');
    });
    const { router } = renderApp({ routes, path: '/bet-list', loadProfile });
    expect(await screen.findByText('login-screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(loadProfile).toHaveBeenCalledTimes(1);
  });

  it('does not load a profile for open routes', async () => {
    setAccessToken('token-1');
    const loadProfile = vi.fn(async () => agentProfile);
    renderApp({ routes, path: '/', loadProfile });
    expect(await screen.findByText('home-screen')).toBeInTheDocument();
    expect(loadProfile).not.toHaveBeenCalled();
  });
});

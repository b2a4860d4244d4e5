// Builds one running app from its composition and runtime config: the API client wired to the
// session, the query cache, the router with its guards, and the provider tree around them.
import { ApiError, createApiClient } from '@jinli/api';
import { ApiProvider } from '@jinli/api/react';
import type { ApiClient } from '@jinli/api';
import type { RuntimeConfig } from '@jinli/contract';
import { ToastHost, toast } from '@jinli/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { DataRouter, RouteObject } from 'react-router';
import { buildAppRoutes } from './buildAppRoutes';
import { createPathMatcher } from '../router/knownPaths';
import { LOGIN_PATH, loginHref } from '../router/loginRedirect';
import { logout, session } from '../session/sessionStore';
// The two chat events alone (no chat state): the chat screens are loaded lazily.
import { onChatForbidden, reportChatTokenInvalid } from '../../features/chat/state/chatAppEvents';
import { visibleMenuItems } from '../context/menuRules';
import { AppContext } from '../context/AppContext';
import type { AppContextValue } from '../context/AppContext';
import type { JinliAppOptions } from './appOptions';

export interface CreateJinliAppOptions extends JinliAppOptions {
  config: RuntimeConfig;
  /** Makes the router from the route tree; default `createBrowserRouter` (tests use a memory router). */
  createRouter?: (routes: RouteObject[]) => DataRouter;
  /** Default: a new client with the app's defaults (see `createAppQueryClient`). */
  queryClient?: QueryClient;
  /** The API client's transport; default the platform's fetch (renderFirstScreen passes its own). */
  fetch?: typeof fetch;
  /**
   * Time-out of an API call in ms; default the spec's 20 s (DEFAULT_TIMEOUT_MS). The unit tests
   * scale it to the machine as they scale their waits, so that a starved test machine's slow answer
   * is not shown as a failed one.
   */
  requestTimeout?: number;
  /** The time the server rendered the first screen at, epoch ms (see AppContextValue). */
  firstScreenAt?: number;
}

export interface JinliAppInstance {
  router: DataRouter;
  apiClient: ApiClient;
  queryClient: QueryClient;
  /** The provider tree to render. */
  element: ReactElement;
  /**
   * Lets go of what the app holds outside itself (its router, its listener to the chat events), so
   * that an app made per request (the server's render of a first screen) is not kept for ever.
   */
  dispose(): void;
}

/**
 * The app's query cache: answers stay fresh for 60 s, no refetch on window focus (a phone
 * switching apps is not news), one retry for network failures and 5xx only.
 */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 1 && error instanceof ApiError && error.isTransient,
      },
    },
  });
}

export function createJinliApp(options: CreateJinliAppOptions): JinliAppInstance {
  const { config, switches = {} } = options;
  const queryClient = options.queryClient ?? createAppQueryClient();
  // The router exists only after the routes (whose guards and hooks need it) are built.
  const holder: { router?: DataRouter } = {};

  const currentHref = (): string | null => {
    const state = holder.router?.state;
    if (!state?.initialized) return null;
    const { pathname, search, hash } = state.location;
    return pathname + search + hash;
  };
  const toLogin = () => {
    const here = currentHref();
    if (here?.startsWith(LOGIN_PATH)) return;
    void holder.router?.navigate(loginHref(here ?? undefined));
  };

  const apiClient = createApiClient({
    origin: config.apiOrigin,
    chatOrigin: config.chatOrigin,
    companyCode: config.companyCode,
    encrypt: config.encrypt,
    fetch: options.fetch,
    timeout: options.requestTimeout,
    getAccessToken: () => session.accessToken,
    getChatToken: () => session.chatToken,
    // Spec §8: HTTP 401 shows the server's message, logs out and goes to login.
    onUnauthorized: (message) => {
      toast.show(message);
      logout();
      toLogin();
    },
    // Spec §8: UC/TOKEN_INVALID removes the tokens and goes to login.
    onTokenInvalid: () => {
      logout();
      toLogin();
    },
    // Spec §8: a chat token refused by the chat service is the chat session's to refresh (or to
    // remove, with the chat pages going back to the list or home); the player stays signed in.
    onChatTokenInvalid: () => reportChatTokenInvalid(apiClient),
  });
  // Spec §8: HTTP 403 on chat messages goes to /auth/login (a guest's; a player's 403 is a refusal
  // its conversation explains, see ChatSessionController).
  const stopChatForbidden = onChatForbidden(apiClient, toLogin);

  const { loadProfile } = options;
  const routes = buildAppRoutes(options.routes, {
    loadProfile: loadProfile ? () => loadProfile(apiClient) : undefined,
    currentHref,
  });
  const router = (options.createRouter ?? ((tree) => createBrowserRouter(tree)))(routes);
  holder.router = router;

  const app: AppContextValue = {
    theme: options.theme,
    menu: visibleMenuItems(options.menu, switches),
    switches,
    brand: options.brand,
    isKnownPath: createPathMatcher(router.routes),
    firstScreenAt: options.firstScreenAt,
  };

  const element = (
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={apiClient}>
        <AppContext value={app}>
          <RouterProvider router={router} />
          <ToastHost />
        </AppContext>
      </ApiProvider>
    </QueryClientProvider>
  );
  const dispose = () => {
    stopChatForbidden();
    router.dispose();
  };
  return { router, apiClient, queryClient, element, dispose };
}

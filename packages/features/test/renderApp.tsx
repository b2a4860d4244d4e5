// Renders the whole app as a theme composes it, on a memory router at `path`.
import { DEFAULT_TIMEOUT_MS } from '@jinli/api';
import { hangTimeout } from '@jinli/vite-config/test-timeouts';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type InitialEntry } from 'react-router';
import { createJinliApp } from '../src/app/boot/createJinliApp';
import type { JinliAppOptions } from '../src/app/boot/appOptions';
import type { AppRoute } from '../src/app/router/routeHandle';
import { exampleMenu } from '../src/app/shell/menuConfig';

export interface RenderAppOptions extends Partial<JinliAppOptions> {
  /** Where the router starts: a path, or a location with router state. */
  path?: InitialEntry;
  /** API origin; default a closed port (nothing answers). */
  apiOrigin?: string;
  /** Time-out of an API call, ms; default the spec's 20 s scaled to the machine. */
  requestTimeout?: number;
}

export function renderApp({
  path = '/',
  apiOrigin = 'http://127.0.0.1:9',
  // The spec's 20 s, scaled to the machine as the waits are (test/setup.ts): on a starved CI
  // machine a category's answer outlived 20 s, and the panel waited on a failed request.
  requestTimeout = hangTimeout(DEFAULT_TIMEOUT_MS),
  ...options
}: RenderAppOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const app = createJinliApp({
    theme: 'theme3',
    routes: [] as AppRoute[],
    menu: exampleMenu,
    ...options,
    config: {
      apiOrigin,
      chatOrigin: apiOrigin,
      companyCode: 'jinli',
      gameServers: [],
      encrypt: false,
    },
    createRouter: (tree) => createMemoryRouter(tree, { initialEntries: [path] }),
    queryClient,
    requestTimeout,
  });
  const view = render(app.element);
  return { ...app, view };
}

/** A minimal screen for router tests: shows its name only. */
export function testRoute(
  path: string,
  name: string,
  handle: Partial<AppRoute['handle']> = {},
): AppRoute {
  return {
    id: name,
    path,
    handle: { themeColor: '#123456', transition: 'default', ...handle },
    element: <p>{name}</p>,
  };
}

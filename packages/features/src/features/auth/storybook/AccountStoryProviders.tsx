// Everything an accounts story needs, without a network: a query cache seeded with the given
// answers (fresh forever, so nothing is fetched), a session with or without a token, the app
// composition and an in-memory router at `path`.
import { createApiClient, staticDocumentKeys } from '@jinli/api';
import { ApiProvider } from '@jinli/api/react';
import { ToastHost } from '@jinli/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AppContext } from '../../../app/context/AppContext';
import type { AppContextValue } from '../../../app/context/AppContext';
import type { FeatureSwitches } from '../../../app/context/appSwitches';
import { fiveElementsFixture } from '../../bets/betFixtures';
import { setAccessToken, setProfile } from '../../../app/session/sessionStore';
import { exampleMenu } from '../../../app/shell/menuConfig';
import { visibleMenuItems } from '../../../app/context/menuRules';

export interface AccountStoryProvidersProps {
  children: ReactNode;
  /** Path the memory router starts at. Default '/'. */
  path?: string;
  /** Theme name the screens see. Default 'theme3'. */
  theme?: string;
  /** Access token of the session; absent: a visitor. */
  token?: string;
  /** Seeded answers: [query key, data]. A query without an answer stays loading. */
  data?: ReadonlyArray<readonly [QueryKey, unknown]>;
  /** The app's switches (a brand's composition). Default none. */
  switches?: FeatureSwitches;
}

export function AccountStoryProviders({
  children,
  path = '/',
  theme = 'theme3',
  token,
  data = [],
  switches = {},
}: AccountStoryProvidersProps) {
  const [queryClient] = useState(() => {
    const client = new QueryClient({
      defaultOptions: {
        queries: { staleTime: Infinity, retry: false, enabled: false },
        mutations: { retry: false },
      },
    });
    // Five-elements labels ask for their document once a page settles (see StoryProviders).
    client.setQueryData(staticDocumentKeys.document('five-elements'), fiveElementsFixture());
    for (const [key, value] of data) client.setQueryData(key, value);
    return client;
  });
  useState(() => {
    setProfile(null);
    setAccessToken(token ?? null);
    return null;
  });
  const [apiClient] = useState(() => createApiClient({ origin: 'http://storybook.invalid' }));
  const app: AppContextValue = {
    theme,
    menu: visibleMenuItems(exampleMenu, switches),
    switches,
    isKnownPath: () => true,
  };
  return (
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={apiClient}>
        <AppContext value={app}>
          <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
          <ToastHost />
        </AppContext>
      </ApiProvider>
    </QueryClientProvider>
  );
}

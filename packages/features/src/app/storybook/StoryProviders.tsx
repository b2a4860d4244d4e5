// Everything a features story needs around it, without a network: a query cache seeded with the
// given answers (never refetched), an API client that is never called, the app composition and
// an in-memory router at `path`. The session starts as a visitor's: the session store is global,
// so a token a previous story set would otherwise leak into this one (and its queries would run).
import { companyKeys, createApiClient, noticeKeys, staticDocumentKeys } from '@jinli/api';
import { ApiProvider } from '@jinli/api/react';
import type { CompanyInfo, NoticeList } from '@jinli/contract';
import { ToastHost } from '@jinli/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AppContext } from '../context/AppContext';
import { fiveElementsFixture } from '../../features/bets/betFixtures';
import type { AppContextValue } from '../context/AppContext';
import { homeRoutes } from '../../features/home/routes';
import { notFoundRoute } from '../../features/not-found/routes';
import { createPathMatcher } from '../router/knownPaths';
import type { FeatureSwitches } from '../context/appSwitches';
import { exampleMenu } from '../shell/menuConfig';
import type { MenuConfig } from '../context/menuRules';
import { visibleMenuItems } from '../context/menuRules';
import { setAccessToken, setProfile } from '../session/sessionStore';

export interface StoryProvidersProps {
  children: ReactNode;
  /** Path the memory router starts at. Default '/'. */
  path?: string;
  menu?: MenuConfig;
  switches?: FeatureSwitches;
  /** Seeded company info; absent: the query stays loading. */
  company?: CompanyInfo;
  /** Seeded notice list; absent: the query stays loading. */
  notices?: NoticeList;
}

const isKnownPath = createPathMatcher([{ id: 'shell', children: [...homeRoutes, notFoundRoute] }]);

export function StoryProviders({
  children,
  path = '/',
  menu = exampleMenu,
  switches = {},
  company,
  notices,
}: StoryProvidersProps) {
  useState(() => {
    setAccessToken(null);
    setProfile(null);
    return true;
  });
  const [queryClient] = useState(() => {
    // retryOnMount off: a failure a story seeds stays (an enabled query fetches again on mount).
    const client = new QueryClient({
      defaultOptions: {
        queries: { staleTime: Infinity, retry: false, retryOnMount: false, enabled: false },
      },
    });
    // The balls' element labels ask for five-elements.json once a page settles, whatever the
    // cache's default: stories have no network, so it is there from the start.
    client.setQueryData(staticDocumentKeys.document('five-elements'), fiveElementsFixture());
    if (company) client.setQueryData(companyKeys.info(), company);
    if (notices) client.setQueryData(noticeKeys.list(), notices);
    return client;
  });
  const [apiClient] = useState(() => createApiClient({ origin: 'http://storybook.invalid' }));
  const app: AppContextValue = {
    theme: 'storybook',
    menu: visibleMenuItems(menu, switches),
    switches,
    isKnownPath,
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

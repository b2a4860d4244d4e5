// The layout around every screen: the page with its enter animation, the browser theme colour of
// the route group, scroll restoration, the bottom menu on top-level screens, the back-to-top
// button (above the menu where there is one) and the app-wide click lock.
import { BackToTop } from '@jinli/ui';
import { Suspense, lazy, useEffect, useRef } from 'react';
import { type Location, Outlet, useLocation, useMatches, useNavigationType } from 'react-router';
import { useAppContext } from '../context/AppContext';
import { pageAnimation } from '../router/pageAnimation';
import { asRouteHandle } from '../router/routeHandle';
import type { RouteHandle } from '../router/routeHandle';
import { applyThemeColor, resolveThemeColor } from '../router/themeColor';
import { captureInstallPrompt } from '../pwa/installEvent';
import { useOnline } from '../pwa/networkStatus';
import { backToTopFor } from '../layout/backToTopRules';
import { BottomMenu } from './BottomMenu';
import { PageScrollRestoration } from './PageScrollRestoration';
import { installClickLock } from './clickLock';
import { activeMenuItem } from '../context/menuRules';
import { shellStrings } from './strings';
import { useAfterPageIdle } from '../layout/useAfterPageIdle';
import './AppShell.css';

// Chat's floating bubble and prompts (spec §2, §5), with the chat state and socket behind them, load
// once the page has loaded and settled (useAfterPageIdle), off the start page's critical path.
const ChatOverlay = lazy(() => import('../../features/chat/components/ChatOverlay'));
// The installable app (issue 19): the service worker with its new-version bar, the download
// banner and install prompt, also after the page settles. The browser's install prompt may come
// before that, so it is kept from the start (installEvent.ts).
const PwaOverlay = lazy(() => import('../pwa/PwaOverlay'));
// The offline banner's look loads when the network is gone (from the worker's precache then).
const OfflineBanner = lazy(() => import('../pwa/OfflineBanner'));
captureInstallPrompt();

/**
 * Where a screen's scroll position is remembered: per history entry, except the first entry of a
 * page load, whose key is always 'default' (a fresh load of /profile restored the position a fresh
 * load of /game-center had left); that one is remembered per path.
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? location.pathname : location.key;
}

/** The handle of the deepest matched route that has one. */
function useLeafHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = asRouteHandle(matches[i]?.handle);
    if (handle) return handle;
  }
  return undefined;
}

export function AppShell() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const handle = useLeafHandle();
  const { menu } = useAppContext();
  const firstKey = useRef(location.key);
  const themeColor = handle?.themeColor;
  const pageSettled = useAfterPageIdle();
  const online = useOnline();

  useEffect(() => installClickLock(document), []);

  useEffect(() => {
    if (!themeColor) return;
    const color = resolveThemeColor(themeColor);
    if (color) applyThemeColor(color);
  }, [themeColor]);

  const animation = pageAnimation(
    handle?.transition ?? 'default',
    navigationType,
    location.key === firstKey.current,
  );
  const topLevel = activeMenuItem(menu, location.pathname) !== undefined;
  const backToTop = backToTopFor(location.pathname);

  return (
    <div className="jl-app">
      {online ? null : (
        <Suspense fallback={null}>
          <OfflineBanner />
        </Suspense>
      )}
      {/* Keyed by path: a new screen mounts (and animates) while a search change keeps it. */}
      <div
        key={location.pathname}
        className={animation ? `jl-page jl-page--${animation}` : 'jl-page'}
        data-transition={animation ?? 'none'}
      >
        <Outlet />
      </div>
      {topLevel ? <BottomMenu items={menu} /> : null}
      <BackToTop
        threshold={backToTop.threshold}
        durationMs={backToTop.durationMs}
        label={shellStrings.backToTop}
        aboveTabBar={topLevel}
      />
      {pageSettled ? (
        <Suspense fallback={null}>
          <ChatOverlay topLevel={topLevel} />
        </Suspense>
      ) : null}
      {pageSettled ? (
        <Suspense fallback={null}>
          <PwaOverlay topLevel={topLevel} />
        </Suspense>
      ) : null}
      <PageScrollRestoration getKey={scrollKey} />
    </div>
  );
}

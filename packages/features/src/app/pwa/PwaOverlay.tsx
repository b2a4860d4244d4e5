// What the installable app adds over the screens once the page has settled (issue 19): the
// service worker's registration and its new-version bar on every screen; on the index (the home
// screen's paths) the download banner and the install prompt (spec §4). Loaded after the page is
// idle (AppShell), so none of it costs the first screen anything.
import { useCompanyInfoQuery } from '@jinli/api/react';
import { APP_BANNER_HEIGHT_PX, UpdateBar } from '@jinli/ui';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { homeRoutes } from '../../features/home/routes';
import { NOTICE_MODAL_SHOWN_KEY } from '../../features/home/hooks/useNoticeModalOnce';
import { useHomeNotices } from '../../shared/hooks/useHomeNotices';
import { claimLaunchPopup, launchPopupOfVisit } from '../layout/launchPopup';
import { offerInNoticeCentre } from '../layout/noticeCentreOffers';
import { readSession } from '../session/browserStorage';
import { setFloatingBottom } from '../layout/floatingInset';
import { DownloadBanner } from './DownloadBanner';
import { useInstallPromptEvent } from './installEvent';
import { IosInstallDrawer, NativeInstallBanner } from './InstallPrompt';
import {
  currentDevice,
  downloadUrlFor,
  isAppleDevice,
  isIosSafari,
  isStandalone,
} from './platform';
import { registerServiceWorker, type ApplyUpdate } from './serviceWorker';
import {
  closeForSession,
  DOWNLOAD_BANNER_CLOSED_KEY,
  INSTALL_PROMPT_DISMISSED_KEY,
  isClosedForSession,
} from './sessionFlags';
import { pwaStrings } from './strings';
import './pwa.css';

/** The index: the home screen and its two aliases. */
const INDEX_PATHS = new Set(homeRoutes.map((route) => route.path));

/**
 * Whether the iOS install drawer opens by itself: it is one of the visit's launch popups
 * (app/layout/launchPopup) and lets the notice modal go first (issue 34: it opened on top of it),
 * asking for the slot only once the notices are read and none is still to be shown. 'deferred':
 * another popup has the visit; the guide then waits in the notice centre.
 */
function useIosDrawerTurn(due: boolean): 'waiting' | 'open' | 'deferred' {
  const { loading, notices } = useHomeNotices();
  const [turn, setTurn] = useState<'waiting' | 'open' | 'deferred'>('waiting');
  const noticeFirst = notices.length > 0 && readSession(NOTICE_MODAL_SHOWN_KEY) !== '1';
  useEffect(() => {
    if (!due || loading) return;
    // The notice modal is due: it takes the slot, the guide waits in the notice centre.
    if (noticeFirst) setTurn(launchPopupOfVisit() === 'install' ? 'open' : 'deferred');
    else setTurn(claimLaunchPopup('install') ? 'open' : 'deferred');
  }, [due, loading, noticeFirst]);
  return turn;
}

/** The download banner and the install prompt of the index. */
function IndexOffers({ topLevel }: { topLevel: boolean }) {
  const company = useCompanyInfoQuery().data;
  const device = useMemo(currentDevice, []);
  const standalone = useMemo(() => isStandalone(), []);
  const installEvent = useInstallPromptEvent();
  const [downloadClosed, setDownloadClosed] = useState(() =>
    isClosedForSession(DOWNLOAD_BANNER_CLOSED_KEY),
  );
  const [installDismissed, setInstallDismissed] = useState(() =>
    isClosedForSession(INSTALL_PROMPT_DISMISSED_KEY),
  );

  const downloadUrl = downloadUrlFor(company, isAppleDevice(device));
  const showDownload = downloadUrl !== '' && !downloadClosed;
  const installable = !standalone && !installDismissed;
  // One bottom banner at a time: the company's own app first, the browser's install after it.
  const showNative = !showDownload && installable && installEvent !== null;
  const iosDrawerDue = installable && isIosSafari(device);
  const iosDrawerTurn = useIosDrawerTurn(iosDrawerDue);
  // Opened from the notice centre after it lost the launch slot.
  const [iosDrawerAsked, setIosDrawerAsked] = useState(false);
  const showIosDrawer = iosDrawerDue && (iosDrawerTurn === 'open' || iosDrawerAsked);
  const iosDrawerWaits = iosDrawerDue && iosDrawerTurn === 'deferred';
  useEffect(() => {
    if (!iosDrawerWaits) return;
    return offerInNoticeCentre('install', pwaStrings.iosTitle, () => setIosDrawerAsked(true));
  }, [iosDrawerWaits]);
  const bannerShown = showDownload || showNative;

  useLayoutEffect(() => {
    setFloatingBottom(bannerShown ? APP_BANNER_HEIGHT_PX : 0);
    return () => setFloatingBottom(0);
  }, [bannerShown]);

  const dismissInstall = () => {
    closeForSession(INSTALL_PROMPT_DISMISSED_KEY);
    setInstallDismissed(true);
  };
  return (
    <>
      {/* Room at the end of the page, so its last lines can be scrolled above the banner. */}
      {bannerShown ? <div className="jl-pwa-banner-space" aria-hidden="true" /> : null}
      {showDownload ? (
        <DownloadBanner
          url={downloadUrl}
          aboveTabBar={topLevel}
          onClose={() => {
            closeForSession(DOWNLOAD_BANNER_CLOSED_KEY);
            setDownloadClosed(true);
          }}
        />
      ) : null}
      {showNative ? (
        <NativeInstallBanner event={installEvent} aboveTabBar={topLevel} onDone={dismissInstall} />
      ) : null}
      {isIosSafari(device) && !standalone ? (
        <IosInstallDrawer open={showIosDrawer} onClose={dismissInstall} />
      ) : null}
    </>
  );
}

export interface PwaOverlayProps {
  /** The screen has the bottom menu. */
  topLevel: boolean;
}

export default function PwaOverlay({ topLevel }: PwaOverlayProps) {
  const { pathname } = useLocation();
  const [applyUpdate, setApplyUpdate] = useState<ApplyUpdate | null>(null);
  const [updating, setUpdating] = useState(false);

  useEffect(() => {
    void registerServiceWorker({ onUpdateReady: (apply) => setApplyUpdate(() => apply) });
  }, []);

  return (
    <>
      {INDEX_PATHS.has(pathname) ? <IndexOffers topLevel={topLevel} /> : null}
      {applyUpdate ? (
        <UpdateBar
          className="jl-pwa-update"
          message={pwaStrings.updateReady}
          actionLabel={pwaStrings.update}
          busy={updating}
          onAction={() => {
            setUpdating(true);
            applyUpdate();
          }}
          closeLabel={pwaStrings.updateLater}
          onClose={() => setApplyUpdate(null)}
          aboveTabBar={topLevel}
        />
      ) : null}
    </>
  );
}

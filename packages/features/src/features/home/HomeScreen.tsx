// The home screen (routes /, /recommend, /macau-lottery): header, then the brand's sections in its
// order (switches.homeSections: banners, scrolling notices, draws, ads, shortcuts, the panel), and
// the once-per-visit launch popup (the notice modal, else the AD11 modal). Each part loads on its own; a failed fetch shows an empty state.
// The information panel below the fold (template cards) loads when wanted (scrolled to, or at the
// first touch): its code, styles and answers stay out of the first screen's load.
import { useCompanyInfoQuery, useHomeAdsQuery } from '@jinli/api/react';
import { Fragment, lazy, Suspense, useRef, type ReactNode } from 'react';
import { useAppContext } from '../../app/context/AppContext';
import { DEFAULT_HOME_SECTIONS, type HomeSection } from '../../app/context/appSwitches';
import { useNoticeCentreOffers } from '../../app/layout/noticeCentreOffers';
import { useAssetUrl } from '../../app/context/useAssetUrl';
import { useSession } from '../../app/session/sessionStore';
import { HomeAdModal } from './components/HomeAdModal';
import { HomeAdSlot, useOpenAd } from './components/HomeAdSlot';
import { adsOfSlot, HOME_AD_SLOT_CODES } from './components/homeAdsRules';
import { HomeCarousel } from '../../shared/components/HomeCarousel';
import { HomeHeader } from './components/HomeHeader';
import { HomeLottery } from './components/HomeLottery';
import { NoticeMarquee } from '../../shared/components/NoticeMarquee';
import { NoticeModal } from './components/NoticeModal';
import { RecommendShortcuts } from './components/RecommendShortcuts';
import { useAfterFirstPaint } from './hooks/useAfterFirstPaint';
import { useHomeGame } from './hooks/useHomeGame';
import { useContentViewer } from '../../shared/hooks/useContentViewer';
import { useHomeNotices } from '../../shared/hooks/useHomeNotices';
import { useNoticeModalOnce } from './hooks/useNoticeModalOnce';
import { useWanted } from './hooks/useWanted';
import './HomeScreen.css';

/** The game-centre style home's quick icons (theme4): their own chunk, never in the first load. */
const HomeQuickIcons = lazy(async () => ({
  default: (await import('../game-center/home/HomeQuickIcons')).HomeQuickIcons,
}));

const HomeInformationPanel = lazy(async () => ({
  default: (await import('../templates/HomeInformationPanel')).HomeInformationPanel,
}));

/** The templates' information panel of the game selected in the game tabs above it. */
function SelectedGamePanel() {
  const { selected } = useHomeGame();
  return selected ? <HomeInformationPanel gameId={selected.gameId} /> : null;
}

export function HomeScreen() {
  const company = useCompanyInfoQuery();
  const { notices, loading: noticesLoading } = useHomeNotices();
  const { isLoggedIn } = useSession();
  const modal = useNoticeModalOnce(notices.length);
  // The notice centre also holds the 活动推荐 (AD11), which open no dialog of their own after it.
  const modalAds = adsOfSlot(useHomeAdsQuery().data, HOME_AD_SLOT_CODES.modal, useContentViewer());
  const openAd = useOpenAd();
  const assetUrl = useAssetUrl();
  const centreAds = modalAds.map((ad) => ({ ...ad, imageUrl: assetUrl(ad.imageUrl) }));
  const centreOffers = useNoticeCentreOffers();
  const { switches, brand } = useAppContext();
  // The theme's own logo first (its brand look); the company's where the theme ships none.
  const companyLogo = company.data?.logoUrl;
  const logoUrl = brand?.logoUrl ?? (companyLogo ? assetUrl(companyLogo) : undefined);
  const belowFold = useAfterFirstPaint();
  const panelSpace = useRef<HTMLDivElement>(null);
  const panelWanted = useWanted(panelSpace);

  // The brand's sections in its order (switches.homeSections).
  const sections: Record<HomeSection, ReactNode> = {
    adTop: <HomeAdSlot code={HOME_AD_SLOT_CODES.top} />,
    carousel: <HomeCarousel slides={company.data?.homeCarousels} loading={company.isPending} />,
    marquee: (
      <NoticeMarquee notices={notices} loading={noticesLoading} onNoticeClick={modal.show} />
    ),
    // After the first paint, like the panel below: nothing of it in the first load.
    quickIcons: belowFold ? (
      <Suspense fallback={<div className="jl-home-quick-icons-space" aria-hidden="true" />}>
        <HomeQuickIcons />
      </Suspense>
    ) : (
      <div className="jl-home-quick-icons-space" aria-hidden="true" />
    ),
    lottery: <HomeLottery />,
    adMiddle: <HomeAdSlot code={HOME_AD_SLOT_CODES.middle} belowBanners />,
    shortcuts: <RecommendShortcuts />,
    panel: panelWanted ? (
      <Suspense fallback={<div className="jl-home-panel-space" aria-hidden="true" />}>
        <SelectedGamePanel />
      </Suspense>
    ) : (
      <div ref={panelSpace} className="jl-home-panel-space" aria-hidden="true" />
    ),
  };

  return (
    <main className="jl-home" data-testid="home-screen">
      <HomeHeader
        logoUrl={logoUrl}
        companyName={brand?.name ?? company.data?.name}
        loading={!brand && company.isPending}
        loggedIn={isLoggedIn}
      />
      {(switches.homeSections ?? DEFAULT_HOME_SECTIONS).map((section) => (
        <Fragment key={section}>{sections[section]}</Fragment>
      ))}
      <NoticeModal
        open={modal.open}
        notices={notices}
        onClose={modal.close}
        ads={centreAds}
        onOpenAd={openAd}
        offers={centreOffers}
      />
      <HomeAdModal notice={{ open: modal.open, loading: noticesLoading, count: notices.length }} />
    </main>
  );
}

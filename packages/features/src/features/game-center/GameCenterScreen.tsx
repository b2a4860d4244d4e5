// /game-center (spec §2 Game center): the header with the balance or login/register, the
// debounced name search, the banners, the notice marquee and the five service tiles in the brand's
// order (switches.gameCenterSections), and the games by category (a vertical rail or a horizontal
// bar by the company's appDisplay, the bar in the brand's look; live and sport one wide column, the
// others three). The category follows the scroll and the URL hash. A tap on a
// game follows spec §4 (useGameLaunch); a third-party game plays full screen in the app.
import {
  useCompanyInfoQuery,
  useGameFollowToggle,
  useGameGroupsQuery,
  useProfileQuery,
  useStaticDocumentQuery,
} from '@jinli/api/react';
import type { Game } from '@jinli/contract';
import { isInMaintenance } from '@jinli/domain';
import {
  Confirm,
  Empty,
  GAME_CATEGORY_BAR_HEIGHT,
  GameCategoryNav,
  GameGridSkeleton,
  GameTile,
  SearchBar,
} from '@jinli/ui';
import { Fragment, useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { useAppContext } from '../../app/context/AppContext';
import { type GameCenterSection } from '../../app/context/appSwitches';
import { useRenderClock } from '../../app/context/hydration';
import { useAssetUrl } from '../../app/context/useAssetUrl';
import { HomeCarousel } from '../../shared/components/HomeCarousel';
import { NoticeMarquee } from '../../shared/components/NoticeMarquee';
import { useHomeNotices } from '../../shared/hooks/useHomeNotices';
import { useSession } from '../../app/session/sessionStore';
import { balanceSpinMs } from '../wallet/balanceSpin';
import { GameCenterHeader } from './components/GameCenterHeader';
import { CategoryIcon } from './components/CategoryIcon';
import { GamePlayer } from './components/GamePlayer';
import { ServiceTiles } from './components/ServiceTiles';
import {
  categoryNavOrientation,
  gameCenterSectionOrder,
  gameSections,
  gameTileImage,
  type GameSection,
} from './gameCenterRules';
import { useCategoryScroll } from './hooks/useCategoryScroll';
import { useGameLaunch } from './hooks/useGameLaunch';
import { gameCenterStrings as s } from './strings';
import './GameCenterScreen.css';

/** How often the 维护中 covers are read again, ms: a window may open or close while one looks. */
const MAINTENANCE_TICK_MS = 30_000;

/**
 * The time now, renewed every `everyMs`; while hydrating, the time the server rendered at (a
 * window that opened in between shows right after).
 */
function useNow(everyMs: number): number {
  const clock = useRenderClock();
  const [now, setNow] = useState(clock);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

export function GameCenterScreen() {
  const { switches } = useAppContext();
  const { isLoggedIn } = useSession();
  const company = useCompanyInfoQuery();
  const groups = useGameGroupsQuery(isLoggedIn ? 'player' : 'visitor');
  const profile = useProfileQuery({ enabled: isLoggedIn });
  const chatConfig = useStaticDocumentQuery('config_chat');
  const { notices, loading: noticesLoading } = useHomeNotices();
  const timeZone = chatConfig.data?.sys_config?.time_zone;
  const [text, setText] = useState('');
  const [searchText, setSearchText] = useState('');
  const sections = useMemo(
    () => gameSections(groups.data ?? [], searchText),
    [groups.data, searchText],
  );
  const orientation = categoryNavOrientation(company.data?.appDisplay);
  const look = switches.gameCategoryLook ?? 'tabs';
  const barHeight = orientation === 'horizontal' ? GAME_CATEGORY_BAR_HEIGHT[look] : 0;
  const types = useMemo(() => sections.map((section) => section.type), [sections]);
  const scroll = useCategoryScroll(types, barHeight);
  const launch = useGameLaunch(timeZone);
  const now = useNow(MAINTENANCE_TICK_MS);

  const onSearch = (trimmed: string) => {
    setSearchText(trimmed);
    // An empty search goes back to the hot list.
    if (trimmed === '') scroll.select('hot');
  };

  const parts: Record<GameCenterSection, ReactNode> = {
    search: (
      <div className="jl-gc__search">
        <SearchBar
          value={text}
          onChange={setText}
          onSearch={onSearch}
          placeholder={s.searchPlaceholder}
          aria-label={s.searchLabel}
          maxLength={30}
        />
      </div>
    ),
    carousel: <HomeCarousel slides={company.data?.homeCarousels} loading={company.isPending} />,
    marquee: <NoticeMarquee notices={notices} loading={noticesLoading} />,
    services: <ServiceTiles userType={profile.data?.userInfo.type} />,
  };

  return (
    <main
      className={`jl-gc jl-gc--${orientation}`}
      style={{ '--jl-gc-bar-height': `${barHeight}px` } as CSSProperties}
      data-testid="game-center-screen"
      aria-busy={launch.pending}
    >
      <GameCenterHeader
        loggedIn={isLoggedIn}
        spinMs={balanceSpinMs(switches.longBalanceSpin, false)}
      />
      {gameCenterSectionOrder(switches.gameCenterSections).map((part) => (
        <Fragment key={part}>{parts[part]}</Fragment>
      ))}
      {groups.isPending ? (
        <div className="jl-gc__body jl-gc__body--loading" data-testid="game-center-loading">
          <GameGridSkeleton count={4} label={s.loading} />
        </div>
      ) : sections.length === 0 ? (
        <Empty text={s.empty} />
      ) : (
        <div className="jl-gc__body">
          <GameCategoryNav
            className="jl-gc__nav"
            orientation={orientation}
            look={look}
            ariaLabel={s.categoriesLabel}
            items={sections.map((section) => ({
              key: section.type,
              label: section.name,
              icon: <CategoryIcon category={section.type} />,
            }))}
            activeKey={scroll.active ?? 'hot'}
            onChange={(key) => scroll.select(key as GameSection['type'])}
          />
          <div className="jl-gc__sections">
            {sections.map((section) => (
              <GameSectionView
                key={section.type}
                section={section}
                // The visitor's lobby on screen while the player's is read (after hydration): its
                // stars are not the player's to press yet.
                followPending={groups.isPlaceholderData}
                sectionRef={scroll.sectionRef(section.type)}
                timeZone={timeZone}
                now={now}
                onLaunch={launch.launch}
              />
            ))}
            <p className="jl-gc__end">{s.noMoreGames}</p>
          </div>
        </div>
      )}
      <Confirm
        open={launch.confirming !== null}
        message={s.enterConfirm}
        cancelText={s.cancel}
        confirmText={s.confirm}
        onCancel={launch.cancel}
        onConfirm={launch.confirm}
      />
      {launch.playing ? <GamePlayer launched={launch.playing} onClose={launch.close} /> : null}
    </main>
  );
}

interface GameSectionViewProps {
  section: GameSection;
  sectionRef(element: HTMLElement | null): void;
  timeZone?: string;
  /** Epoch ms the maintenance windows are read at. */
  now: number;
  /** The follow stars wait for the player's own lobby. */
  followPending: boolean;
  onLaunch(game: Game): void;
}

function GameSectionView({
  section,
  sectionRef,
  timeZone,
  now,
  followPending,
  onLaunch,
}: GameSectionViewProps) {
  const assetUrl = useAssetUrl();
  const { isLoggedIn } = useSession();
  const follow = useGameFollowToggle();
  return (
    <section
      ref={sectionRef}
      className="jl-gc__section"
      // The type itself: the router's scroll restoration scrolls to the element the hash names.
      id={section.type}
      aria-label={section.name}
      data-testid={`game-section-${section.type}`}
    >
      <h2 className="jl-gc__section-title">{section.name}</h2>
      <div
        className="jl-game-grid"
        style={{ '--jl-game-grid-columns': section.columns } as CSSProperties}
      >
        {section.games.map((game) => (
          <GameTile
            key={`${section.type}-${game.gameId}`}
            name={game.gameName}
            imageUrl={assetUrl(gameTileImage(game, section.columns))}
            wide={section.columns === 1}
            maintenance={isInMaintenance(game.maintain, now, timeZone)}
            maintenanceLabel={s.maintenance}
            followed={game.type === 'lottery' ? undefined : game.isFollow === 1}
            followLabels={[s.follow, s.unfollow]}
            followPending={followPending}
            onFollowChange={(followed) => {
              // Spec §4: ignored when logged out.
              if (!isLoggedIn) return;
              follow.mutate({ gameId: game.gameId, like: followed ? 1 : 0 });
            }}
            onClick={() => onLaunch(game)}
          />
        ))}
      </div>
    </section>
  );
}

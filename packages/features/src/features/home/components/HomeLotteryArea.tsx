// The lottery area of home (spec §2), loaded lazily by HomeLottery: game tabs from
// app_config.home_lottery_setting (game 110's tab carries an animated live badge with its draw
// time, default 20:30, and 直播) above the selected game's lottery card, connected to the socket.
import { useLotteryOpenInfoQuery } from '@jinli/api/react';
import { DEFAULT_LIVE_DRAW_TIME, LIVE_LABEL, SPECIAL_GAME_IDS } from '@jinli/domain';
import { Skeleton } from '@jinli/ui';
import { LotteryCard } from '../../lottery/components/LotteryCard';
import { clockOf } from '../../lottery/lotteryRules';
import { LotteryRealtime } from '../../lottery/realtime/LotteryRealtime';
import { lotteryStrings } from '../../lottery/strings';
import { useHomeGame } from '../hooks/useHomeGame';
import './HomeLottery.css';

const LIVE_TAB_GAME_ID = SPECIAL_GAME_IDS.specialNumberLottery;

/** Game 110's tab extra: the pulsing badge, its daily draw time and 直播. */
function LiveTabBadge() {
  // Only what is already cached: the tab never fetches on its own.
  const cached = useLotteryOpenInfoQuery(LIVE_TAB_GAME_ID, { enabled: false }).data;
  const time = clockOf(cached?.plan.planTime) ?? DEFAULT_LIVE_DRAW_TIME;
  return (
    <span className="jl-home-lottery__badge" data-testid="live-tab-badge">
      <span className="jl-home-lottery__badge-dot" aria-hidden="true" />
      {time} {LIVE_LABEL}
    </span>
  );
}

export function HomeLotteryArea() {
  // The selection is shared with the information panel below (its templates follow the game).
  const { games, selected, isPending, choose } = useHomeGame();

  if (isPending) {
    return (
      <section className="jl-home-lottery jl-home-lottery--pending" aria-busy="true">
        <Skeleton rows={3} />
      </section>
    );
  }
  if (!selected) return null;

  return (
    <LotteryRealtime>
      <section className="jl-home-lottery" data-testid="home-lottery">
        <div
          className="jl-home-lottery__tabs"
          role="tablist"
          aria-label={lotteryStrings.gameTabsLabel}
        >
          {games.map((game) => {
            const active = game.gameId === selected.gameId;
            return (
              <button
                key={game.gameId}
                type="button"
                role="tab"
                aria-selected={active}
                className={`jl-home-lottery__tab${active ? ' jl-home-lottery__tab--active' : ''}`}
                onClick={() => choose(game.gameId)}
              >
                <span className="jl-home-lottery__tab-name">{game.gameName}</span>
                {game.gameId === LIVE_TAB_GAME_ID ? <LiveTabBadge /> : null}
              </button>
            );
          })}
        </div>
        <div role="tabpanel" aria-label={selected.gameName}>
          <LotteryCard
            key={selected.gameId}
            gameId={selected.gameId}
            gameName={selected.gameName}
          />
        </div>
      </section>
    </LotteryRealtime>
  );
}

// The home lottery card (spec §2): the latest (or live) draw of a game with its balls and zodiac
// signs, the countdown to the next draw, the live status, and links to its history, replays and
// betting page. Data comes from useLiveOpenInfo (socket + polling).
import { useApiClient } from '@jinli/api/react';
import { LIVE_LOTTERY_TYPE } from '@jinli/contract/routes';
import { Skeleton } from '@jinli/ui';
import { Link } from 'react-router';
import { useLiveOpenInfo } from '../hooks/useLiveOpenInfo';
import { lotteryStrings } from '../strings';
import { DrawPanel } from './DrawPanel';
import './LotteryCard.css';

export interface LotteryCardProps {
  gameId: number;
  /** Name shown until the open info has loaded. */
  gameName?: string;
}

/** Paths of a game's lottery pages. */
export const lotteryPaths = {
  history: (gameId: number) => `/lottery-history/${gameId}`,
  liveHistory: (gameId: number) => `/lottery-history/${gameId}?type=${LIVE_LOTTERY_TYPE}`,
  game: (gameId: number) => `/game/${gameId}`,
  analytic: (gameId: number) => `/game/${gameId}/analytic`,
  tutorial: (gameId: number) => `/game/${gameId}/tutorial`,
};

export function LotteryCard({ gameId, gameName }: LotteryCardProps) {
  const live = useLiveOpenInfo(gameId);
  const origin = useApiClient().config.origin;
  const { info } = live;
  const name = info?.gameName ?? gameName ?? '';

  return (
    <article className="jl-lottery-card" data-testid="lottery-card" data-game-id={gameId}>
      <header className="jl-lottery-card__head">
        <h2 className="jl-lottery-card__title">
          <span className="jl-lottery-card__name">{name}</span>
          {info?.pre ? (
            <span className="jl-lottery-card__turn" data-testid="lottery-card-turn">
              {lotteryStrings.turn(info.pre.turnNum)}
            </span>
          ) : null}
        </h2>
        <Link className="jl-lottery-card__more" to={lotteryPaths.history(gameId)}>
          {lotteryStrings.history}
        </Link>
      </header>

      {info ? (
        <DrawPanel
          info={info}
          apiOrigin={origin}
          endsAt={live.endsAt}
          onCountdownEnd={live.onCountdownEnd}
          awaiting={live.awaiting}
        />
      ) : live.error ? (
        <button type="button" className="jl-lottery-card__retry" onClick={live.refetch}>
          {lotteryStrings.loadFailed}
        </button>
      ) : (
        // The result panel's height while it loads: the links below do not move when it comes.
        <div className="jl-lottery-card__pending">
          <Skeleton rows={2} />
        </div>
      )}

      <nav className="jl-lottery-card__links" aria-label={name}>
        <Link to={lotteryPaths.liveHistory(gameId)}>{lotteryStrings.liveHistory}</Link>
        <Link to={lotteryPaths.analytic(gameId)}>{lotteryStrings.analytic}</Link>
        <Link className="jl-lottery-card__bet" to={lotteryPaths.game(gameId)}>
          {lotteryStrings.bet}
        </Link>
      </nav>
    </article>
  );
}

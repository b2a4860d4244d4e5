// The bet list's filter drawer (spec §2): the game (all or one lottery game, kept in ?game_id) and
// the compact mode switch (kept in localStorage, see compactMode.ts).
import type { LotteryOpenInfo } from '@jinli/contract';
import { Button, Chips, Popup, Switch } from '@jinli/ui';
import { useId } from 'react';
import { betStrings as s } from '../strings';
import { useCompactMode } from './compactMode';

export interface BetFilterDrawerProps {
  open: boolean;
  /** Lottery games to choose from (id and name). */
  games: readonly Pick<LotteryOpenInfo, 'gameId' | 'gameName'>[];
  /** The games are still loading. */
  gamesLoading?: boolean;
  gameId: number | undefined;
  onGame(gameId: number | undefined): void;
  onClose(): void;
}

const ALL = 'all';

export function BetFilterDrawer({
  open,
  games,
  gamesLoading = false,
  gameId,
  onGame,
  onClose,
}: BetFilterDrawerProps) {
  const [compact, setCompact] = useCompactMode();
  const compactLabel = useId();
  return (
    <Popup
      open={open}
      position="right"
      title={s.filterTitle}
      closeLabel={s.close}
      onClose={onClose}
      className="jl-bets__filter"
    >
      <div className="jl-bets__filter-body">
        <p className="jl-bets__filter-label">{s.filterGame}</p>
        <Chips
          wrap
          ariaLabel={s.filterGame}
          items={[
            { key: ALL, label: s.allGames },
            ...games.map((game) => ({ key: String(game.gameId), label: game.gameName })),
          ]}
          activeKey={gameId === undefined ? ALL : String(gameId)}
          onChange={(key) => onGame(key === ALL ? undefined : Number(key))}
        />
        {gamesLoading ? <p className="jl-bets__filter-label">{s.loading}</p> : null}
        <div className="jl-bets__switch">
          <span id={compactLabel}>{s.compactMode}</span>
          <Switch checked={compact} onChange={setCompact} aria-labelledby={compactLabel} />
        </div>
        <Button variant="primary" block onClick={onClose}>
          {s.confirm}
        </Button>
      </div>
    </Popup>
  );
}

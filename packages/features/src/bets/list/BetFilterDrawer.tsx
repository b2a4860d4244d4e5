// The bet list's filter (spec §2): the game (all or one lottery game, kept in ?game_id) and the
// compact mode switch (kept in localStorage, see compactMode.ts).
import type { LotteryOpenInfo } from '@jinli/contract';
import { Button, Dialog } from '@jinli/ui';
import { betStrings as s } from '../strings';
import { useCompactMode } from './compactMode';

export interface BetFilterDrawerProps {
  open: boolean;
  /** Lottery games to choose from (id and name). */
  games: readonly Pick<LotteryOpenInfo, 'gameId' | 'gameName'>[];
  gameId: number | undefined;
  onGame(gameId: number | undefined): void;
  onClose(): void;
}

export function BetFilterDrawer({ open, games, gameId, onGame, onClose }: BetFilterDrawerProps) {
  const [compact, setCompact] = useCompactMode();
  return (
    <Dialog
      open={open}
      title={s.filterTitle}
      onClose={onClose}
      className="jl-bets__filter"
      actions={
        <Button variant="primary" block onClick={onClose}>
          {s.confirm}
        </Button>
      }
    >
      <fieldset className="jl-bets__filter-games">
        <legend>{s.filterGame}</legend>
        {[{ gameId: undefined, gameName: s.allGames }, ...games].map((game) => (
          <button
            key={game.gameId ?? 'all'}
            type="button"
            className="jl-bet__chip"
            aria-pressed={game.gameId === gameId}
            onClick={() => onGame(game.gameId)}
          >
            {game.gameName}
          </button>
        ))}
      </fieldset>
      <label className="jl-bets__switch">
        <span>{s.compactMode}</span>
        <input
          type="checkbox"
          role="switch"
          checked={compact}
          onChange={(event) => setCompact(event.target.checked)}
        />
      </label>
    </Dialog>
  );
}

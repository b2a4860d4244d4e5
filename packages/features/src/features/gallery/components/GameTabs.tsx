// The game tabs above the gallery and the database: a loading line of the tab bar's height while
// the games load, nothing when there is no game, else one scrollable sticky tab per game.
import { Skeleton, Tabs } from '@jinli/ui';
import type { GalleryGame } from '../hooks/useGalleryGames';
import './GameTabs.css';

export interface GameTabsProps {
  games: GalleryGame[];
  loading: boolean;
  /** The game shown (useGalleryGames' `game`). */
  game: GalleryGame | undefined;
  ariaLabel: string;
  onChange(gameKey: string): void;
}

export function GameTabs({ games, loading, game, ariaLabel, onChange }: GameTabsProps) {
  if (loading) return <Skeleton rows={1} title={false} className="jl-game-tabs__loading" />;
  if (!game) return null;
  return (
    <Tabs
      scrollable
      sticky
      ariaLabel={ariaLabel}
      items={games.map((g) => ({ key: String(g.gameId), label: g.gameName }))}
      activeKey={String(game.gameId)}
      onChange={onChange}
    />
  );
}

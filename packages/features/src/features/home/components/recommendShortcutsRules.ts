// The Recommend shortcuts of home (spec §2 Home "Recommend tab: 4-column shortcut icons to
// /game/{id}, /game-center#fish|live|electronic|card|sport, or online service"): built from the
// lottery games of app_config, the game-center categories (when the app has a game center) and
// the company's online service.
import { homeExtraStrings as s } from '../shortcutStrings';

export type ShortcutKind = 'game' | 'fish' | 'live' | 'electronic' | 'card' | 'sport' | 'service';

export type ShortcutTarget = { path: string } | { external: string };

export interface Shortcut {
  key: string;
  kind: ShortcutKind;
  label: string;
  target: ShortcutTarget;
}

/** The game-center categories the shortcuts lead to, as URL hashes of /game-center. */
export const GAME_CENTER_SHORTCUTS = [
  { kind: 'fish', label: s.shortcutFish },
  { kind: 'live', label: s.shortcutLive },
  { kind: 'electronic', label: s.shortcutElectronic },
  { kind: 'card', label: s.shortcutCard },
  { kind: 'sport', label: s.shortcutSport },
] as const satisfies readonly { kind: ShortcutKind; label: string }[];

export interface ShortcutSources {
  games: readonly { gameId: number; gameName: string }[];
  /** Whether a path is a route of this app (theme3 has no game center). */
  isKnownPath(path: string): boolean;
  /** Company online-service URL ('' or undefined for none). */
  serviceUrl?: string;
}

/** The shortcuts in display order: games, game-center categories, online service. */
export function recommendShortcuts({
  games,
  isKnownPath,
  serviceUrl,
}: ShortcutSources): Shortcut[] {
  const shortcuts: Shortcut[] = [];
  for (const game of games) {
    const path = `/game/${game.gameId}`;
    if (isKnownPath(path)) {
      shortcuts.push({
        key: `game-${game.gameId}`,
        kind: 'game',
        label: game.gameName,
        target: { path },
      });
    }
  }
  if (isKnownPath('/game-center')) {
    for (const { kind, label } of GAME_CENTER_SHORTCUTS) {
      shortcuts.push({ key: kind, kind, label, target: { path: `/game-center#${kind}` } });
    }
  }
  // A full web address is an outside service desk; a path (the seed's '/services') or nothing is ours.
  if (serviceUrl && /^https?:\/\//i.test(serviceUrl)) {
    shortcuts.push({
      key: 'service',
      kind: 'service',
      label: s.shortcutService,
      target: { external: serviceUrl },
    });
  } else if (isKnownPath('/services')) {
    shortcuts.push({
      key: 'service',
      kind: 'service',
      label: s.shortcutService,
      target: { path: '/services' },
    });
  }
  return shortcuts;
}

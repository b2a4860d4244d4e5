// The profile's tiles and links (spec §2 Profile), in display order. Agent-only tiles are left out
// for players; the notifications tile carries the unread badge.
import { AGENT_EARNINGS_PATH } from '../agent/agentPaths';
import { profileStrings } from './strings';

export interface ProfileTile {
  /** In-app path. */
  to: string;
  label: string;
  /** Shown only to agents (isDl). */
  agentOnly?: boolean;
  /** Shows the unread-message count. */
  unreadBadge?: boolean;
}

const t = profileStrings.tiles;

/** The tile grid. */
export const PROFILE_TILES: readonly ProfileTile[] = [
  { to: '/bills', label: t.bills },
  { to: '/bet-list', label: t.betList },
  // Left out in apps without the casino screens (theme3).
  { to: '/live-betting', label: t.liveBetting },
  { to: '/betting-bonus', label: t.bettingBonus },
  { to: '/my-collection', label: t.myCollection },
  { to: '/recharge-history', label: t.rechargeHistory },
  { to: '/notifications', label: t.notifications, unreadBadge: true },
  { to: '/withdraw-history', label: t.withdrawHistory },
  { to: '/agent', label: t.agent, agentOnly: true },
  // 推广收益: the agent's promotion earnings, its 代理返点 bills.
  { to: AGENT_EARNINGS_PATH, label: t.promotionEarnings, agentOnly: true },
];

/** The link list under the tiles. */
export const PROFILE_LINKS: readonly ProfileTile[] = [
  { to: '/profile-vip', label: t.profileVip },
  { to: '/security-center', label: t.securityCenter },
  { to: '/bonus-center', label: t.bonusCenter },
  { to: '/services', label: t.services },
  { to: '/setting', label: t.setting },
  { to: '/about', label: t.about },
];

/** The tiles a user sees: agent tiles only for agents. */
export function visibleProfileTiles(
  tiles: readonly ProfileTile[],
  isAgent: boolean,
): ProfileTile[] {
  return tiles.filter((tile) => !tile.agentOnly || isAgent);
}

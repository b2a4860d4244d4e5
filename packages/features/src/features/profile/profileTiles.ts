// The profile's tiles and links (spec §2 Profile), in display order. Agent-only tiles are left out
// for players; the notifications tile carries the unread badge.
import {
  BellIcon,
  BetSlipIcon,
  BillIcon,
  ChartIcon,
  CrownIcon,
  GiftIcon,
  HeadsetIcon,
  InfoIcon,
  LiveIcon,
  RechargeIcon,
  SettingsIcon,
  ShieldIcon,
  StarIcon,
  TeamIcon,
  WithdrawIcon,
} from '@jinli/ui';
import type { IconProps } from '@jinli/ui';
import type { ComponentType } from 'react';
import { AGENT_EARNINGS_PATH } from '../agent/agentPaths';
import { profileStrings } from './strings';

export interface ProfileTile {
  /** In-app path. */
  to: string;
  label: string;
  /** The kit's line icon drawn beside the label. */
  icon: ComponentType<IconProps>;
  /** Shown only to agents (isDl). */
  agentOnly?: boolean;
  /** Shows the unread-message count. */
  unreadBadge?: boolean;
}

const t = profileStrings.tiles;

/** The tile grid. */
export const PROFILE_TILES: readonly ProfileTile[] = [
  { to: '/bills', label: t.bills, icon: BillIcon },
  { to: '/bet-list', label: t.betList, icon: BetSlipIcon },
  // Left out in apps without the casino screens (theme3).
  { to: '/live-betting', label: t.liveBetting, icon: LiveIcon },
  { to: '/betting-bonus', label: t.bettingBonus, icon: GiftIcon },
  { to: '/my-collection', label: t.myCollection, icon: StarIcon },
  { to: '/recharge-history', label: t.rechargeHistory, icon: RechargeIcon },
  { to: '/notifications', label: t.notifications, icon: BellIcon, unreadBadge: true },
  { to: '/withdraw-history', label: t.withdrawHistory, icon: WithdrawIcon },
  { to: '/agent', label: t.agent, icon: TeamIcon, agentOnly: true },
  // 推广收益: the agent's promotion earnings, its 代理返点 bills.
  { to: AGENT_EARNINGS_PATH, label: t.promotionEarnings, icon: ChartIcon, agentOnly: true },
];

/** The link list under the tiles. */
export const PROFILE_LINKS: readonly ProfileTile[] = [
  { to: '/profile-vip', label: t.profileVip, icon: CrownIcon },
  { to: '/security-center', label: t.securityCenter, icon: ShieldIcon },
  { to: '/bonus-center', label: t.bonusCenter, icon: GiftIcon },
  { to: '/services', label: t.services, icon: HeadsetIcon },
  { to: '/setting', label: t.setting, icon: SettingsIcon },
  { to: '/about', label: t.about, icon: InfoIcon },
];

/** The tiles a user sees: agent tiles only for agents. */
export function visibleProfileTiles(
  tiles: readonly ProfileTile[],
  isAgent: boolean,
): ProfileTile[] {
  return tiles.filter((tile) => !tile.agentOnly || isAgent);
}

// Rules of the game-center screen: the sections it shows (spec §2, §5 search), the URL hash that
// names a category, and the five service tiles with their login rules.
import type { Game, GameCategory, GameGroup } from '@jinli/contract';
import {
  GAME_CATEGORIES,
  filterGroupsByName,
  gameCategoryColumns,
  hotGames,
  normalizeSearchText,
} from '@jinli/domain';
import {
  DEFAULT_GAME_CENTER_SECTIONS,
  type GameCenterSection,
} from '../../app/context/appSwitches';
import { serviceStrings as s } from './serviceStrings';

/** Category types in lobby order (the contract's values; read from domain to keep zod off this chunk). */
const CATEGORY_ORDER: readonly GameCategory[] = GAME_CATEGORIES.map((c) => c.type);

/** A category as the screen shows it. */
export interface GameSection {
  type: GameCategory;
  name: string;
  imageUrl: string;
  games: Game[];
  /** 1 wide column (live, sport) or 3. */
  columns: 1 | 3;
}

/**
 * The sections in lobby order. The hot section is the games with hot > 0, hottest first (the
 * server's order otherwise). A search (trimmed) keeps the games whose name contains it and hides
 * the categories left empty; without one, empty categories are hidden too.
 */
export function gameSections(groups: readonly GameGroup[], searchText: string): GameSection[] {
  const ordered = [...groups].sort(
    (a, b) => CATEGORY_ORDER.indexOf(a.type) - CATEGORY_ORDER.indexOf(b.type),
  );
  const normalised = ordered.map((group) =>
    group.type === 'hot' ? { ...group, games: hotGames(group.games) } : group,
  );
  return filterGroupsByName(
    normalised,
    normalizeSearchText(searchText),
    (group) => group.games,
    (game) => game.gameName,
  ).map(({ group, items }) => ({
    type: group.type,
    name: group.name,
    imageUrl: group.imageUrl,
    games: items,
    columns: gameCategoryColumns(group.type),
  }));
}

/** The category a URL hash names ('#fish' → 'fish'), or undefined. */
export function categoryOfHash(hash: string): GameCategory | undefined {
  const type = decodeURIComponent(hash.replace(/^#/, '')).trim().toLowerCase();
  return CATEGORY_ORDER.find((t) => t === type);
}

/**
 * The game center's parts above the games in the brand's order: the named ones first (each once),
 * then the ones it left out in the default order — spec §2 shows all four in every lobby.
 */
export function gameCenterSectionOrder(
  named: readonly GameCenterSection[] = DEFAULT_GAME_CENTER_SECTIONS,
): GameCenterSection[] {
  return [...new Set([...named, ...DEFAULT_GAME_CENTER_SECTIONS])];
}

/** appDisplay 1: categories as a vertical rail; otherwise horizontal tabs. */
export function categoryNavOrientation(appDisplay: number | undefined): 'vertical' | 'horizontal' {
  return appDisplay === 1 ? 'vertical' : 'horizontal';
}

/** A service tile (spec §2 Game center: five service tiles; Home: five quick icons). */
export interface ServiceTile {
  key: 'recharge' | 'withdraw' | 'wash' | 'promotions' | 'support' | 'database' | 'chat';
  label: string;
  path: string;
  /** Visitors are sent to login; trial accounts are refused (recharge, withdraw). */
  requiresLogin: boolean;
  /** The trial refusal applies (spec §6: trial accounts cannot recharge or withdraw). */
  money?: 'recharge' | 'withdraw';
}

/** The five tiles: /recharge, /withdraw-money, /betting-bonus need login; /promotional, /services not. */
export const SERVICE_TILES: readonly ServiceTile[] = [
  {
    key: 'recharge',
    label: s.serviceRecharge,
    path: '/recharge',
    requiresLogin: true,
    money: 'recharge',
  },
  {
    key: 'withdraw',
    label: s.serviceWithdraw,
    path: '/withdraw-money',
    requiresLogin: true,
    money: 'withdraw',
  },
  { key: 'wash', label: s.serviceWash, path: '/betting-bonus', requiresLogin: true },
  { key: 'promotions', label: s.servicePromotions, path: '/promotional', requiresLogin: false },
  { key: 'support', label: s.serviceSupport, path: '/services', requiresLogin: false },
];

/** Where a game's picture is: the wide one for wide categories when it has one. */
export function gameTileImage(game: Game, columns: 1 | 3): string {
  return columns === 1 && game.landscapeUrl ? game.landscapeUrl : game.imageUrl;
}

const tileOf = (key: ServiceTile['key']): ServiceTile =>
  SERVICE_TILES.find((tile) => tile.key === key)!;

/**
 * The five quick icons of the game-centre style home (spec §2 Home): 充值, 提现, 洗码, then 资料
 * (优惠 when the app has no database) in a brand whose fourth is 'resources' (theme4), else
 * 聊天室, and 客服.
 */
export function homeQuickIcons(
  fourthIcon: 'chat' | 'resources' | undefined,
  isKnownPath: (path: string) => boolean,
): ServiceTile[] {
  const fourth: ServiceTile =
    fourthIcon !== 'resources'
      ? { key: 'chat', label: s.serviceChat, path: '/chat-rooms', requiresLogin: false }
      : isKnownPath('/databases')
        ? { key: 'database', label: s.serviceDatabase, path: '/databases', requiresLogin: false }
        : tileOf('promotions');
  return [tileOf('recharge'), tileOf('withdraw'), tileOf('wash'), fourth, tileOf('support')];
}

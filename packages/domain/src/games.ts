// Game constants of spec §9: the issue cadence of each lottery, the special game ids, and the
// game-center categories and hot list of spec §2-§3.
import { SYSTEM_UTC_OFFSET_MINUTES, wallTimeOf, wallTimeToEpochMs } from './time';

/** How often a lottery draws. */
export type IssueCadence = { kind: 'daily' } | { kind: 'interval'; seconds: number };

const minutes = (n: number): IssueCadence => ({ kind: 'interval', seconds: n * 60 });
const daily: IssueCadence = { kind: 'daily' };

/** Issue cadence by game id (spec §9). */
export const ISSUE_CADENCES: Readonly<Record<number, IssueCadence>> = {
  70: daily,
  71: minutes(1),
  90: daily,
  110: daily,
  92: minutes(5),
  93: minutes(10),
  42: minutes(1),
  43: minutes(3),
  44: minutes(3),
  45: minutes(3),
  48: minutes(3),
  51: minutes(3),
  47: minutes(5),
  34: minutes(5),
  46: minutes(1),
  96: minutes(2),
  // The special game (spec §9 names its id, not its cadence): ours draws every two minutes.
  95: minutes(2),
  97: minutes(3),
  98: minutes(5),
};

/** The cadence of `gameId`, or undefined for a game without one (not a lottery). */
export function issueCadence(gameId: number): IssueCadence | undefined {
  return ISSUE_CADENCES[gameId];
}

/** Game ids with a special role (spec §3, §9). */
export const SPECIAL_GAME_IDS = {
  /** Hong Kong Mark Six, draws daily; has posters. */
  hongKongMarkSix: 70,
  /** Fast Mark Six, draws every minute; its own route /game/71. */
  fastMarkSix: 71,
  /** Daily lottery with posters. */
  dailyPosterLottery: 90,
  /** The special game, route /game/95 with children game, chat, heat-map, joy-ming. */
  specialGame: 95,
  /** Special number lottery: default game, daily live draw at 20:30, 49 balls, 7 numbers per draw. */
  specialNumberLottery: 110,
  /** Shows a blur while loading. */
  blurWhileLoading: 200,
} as const;

/** Default game of home and gallery (spec §9). */
export const DEFAULT_GAME_ID = SPECIAL_GAME_IDS.specialNumberLottery;
/**
 * The game home's lottery card shows (spec §2): the one the player chose in its tabs, else the
 * default game, else the first of app_config.home_lottery_setting. The server renders home with it.
 */
export function selectedHomeGame<Game extends { gameId: number }>(
  games: readonly Game[],
  chosen: number | null = null,
): Game | undefined {
  return (
    games.find((game) => game.gameId === chosen) ??
    games.find((game) => game.gameId === DEFAULT_GAME_ID) ??
    games[0]
  );
}
/** Games that have gallery posters. */
export const POSTER_GAME_IDS: readonly number[] = [70, 90, 110];
/** Default daily live draw time of game 110 ('HH:mm', UTC+8). */
export const DEFAULT_LIVE_DRAW_TIME = '20:30';
/** Label beside the live time on the home tab of game 110. */
export const LIVE_LABEL = '直播';

/**
 * The next draw strictly after `nowMs` (epoch ms) for a cadence. Interval draws are aligned to
 * midnight at `offsetMinutes` (default UTC+8); daily draws happen at `dailyTime` ('HH:mm', default 20:30).
 */
export function nextDrawAt(
  cadence: IssueCadence,
  nowMs: number,
  options: { dailyTime?: string; offsetMinutes?: number } = {},
): number {
  const { dailyTime = DEFAULT_LIVE_DRAW_TIME, offsetMinutes = SYSTEM_UTC_OFFSET_MINUTES } = options;
  const today = wallTimeOf(nowMs, offsetMinutes);
  const midnight = wallTimeToEpochMs(
    today.year,
    today.month,
    today.day,
    0,
    0,
    0,
    offsetMinutes,
  ) as number;
  if (cadence.kind === 'interval') {
    const stepMs = cadence.seconds * 1000;
    return midnight + (Math.floor((nowMs - midnight) / stepMs) + 1) * stepMs;
  }
  const m = /^(\d{1,2}):(\d{2})$/.exec(dailyTime);
  const [h, mi] = m ? [Number(m[1]), Number(m[2])] : [NaN, NaN];
  if (!(h >= 0 && h <= 23 && mi >= 0 && mi <= 59))
    throw new RangeError(`not a clock time: ${dailyTime}`);
  const todays = midnight + (h * 60 + mi) * 60_000;
  // Days are 24 h long in a fixed offset, so tomorrow's draw is exactly one day later.
  return todays > nowMs ? todays : todays + 86_400_000;
}

/** Game-center categories in menu order (spec §2), with default Chinese names. */
export const GAME_CATEGORIES = [
  { type: 'hot', name: '热门' },
  { type: 'lottery', name: '彩票' },
  { type: 'fish', name: '捕鱼' },
  { type: 'electronic', name: '电子' },
  { type: 'card', name: '棋牌' },
  { type: 'live', name: '真人' },
  { type: 'sport', name: '体育' },
] as const;
/** A game-center category type. */
export type GameCategoryType = (typeof GAME_CATEGORIES)[number]['type'];

/** Category type of a game's `category` field ('LOTTERY' → 'lottery'), or undefined when unknown. */
export function gameCategoryOf(category: string | null | undefined): GameCategoryType | undefined {
  const type = (category ?? '').trim().toLowerCase();
  return GAME_CATEGORIES.find((c) => c.type === type)?.type;
}

/** Columns of a category's grid: live and sport use one wide column, others three. */
export function gameCategoryColumns(type: GameCategoryType): 1 | 3 {
  return type === 'live' || type === 'sport' ? 1 : 3;
}

/** The hot list: games with hot > 0, hottest first (ties keep their order). */
export function hotGames<T extends { hot?: number | null }>(games: readonly T[]): T[] {
  return games.filter((g) => (g.hot ?? 0) > 0).sort((a, b) => (b.hot ?? 0) - (a.hot ?? 0));
}

/** Game-center texts (spec §2). */
export const GAME_CENTER_TEXT = {
  enterConfirm: '立即进入游戏!',
  cancel: '取消',
  confirm: '确认',
  empty: '暂无数据',
  noMoreGames: '没有更多游戏了',
  /** Fallback when launching a game fails with an unlisted code. */
  launchFailed: '操作频繁，请稍后试试',
  /** KY/0: still seated in a card game. */
  stillInGame: '您正在牌局中，请稍后再试！',
} as const;

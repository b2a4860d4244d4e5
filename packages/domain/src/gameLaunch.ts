// The play-game rules of spec §4 "Play game" and §8 "Play game" errors: what a tap on a game does
// (maintenance, login, trial refusal, the lottery screen, or a launch) and which text a refused
// launch shows.
import { TRIAL_ACCOUNT_REFUSED, isTrialAccount } from './account';
import { GAME_CENTER_TEXT, gameCategoryOf } from './games';
import { isInMaintenance } from './maintenance';

/**
 * The click lock of spec §4/§9, ms: taps on games are ignored this long after one is taken, and a
 * repeat tap on any one control too (features shell/clickLock.ts).
 */
export const CLICK_LOCK_MS = 100;

/** What spec §4 reads of a game to decide its launch. */
export interface LaunchableGame {
  gameId: number;
  /** 'LOTTERY', 'hot', 'fish', … (spec §3). */
  category?: string | null;
  /** Provider type; 'lottery' marks the product's own lottery games too. */
  type?: string | null;
  /** 'start~end' in the system time zone. */
  maintain?: string | null;
}

/** Who taps. */
export interface LaunchViewer {
  loggedIn: boolean;
  /** userInfo.type ('TEST' is a trial account). */
  userType?: string | null;
}

/** The outcome of a tap on a game. */
export type LaunchStep =
  /** Under maintenance: nothing opens (the tile shows 维护中). */
  | { kind: 'maintenance' }
  /** Visitors go to the login page. */
  | { kind: 'login' }
  /** Trial accounts are refused with a toast. */
  | { kind: 'refused'; message: string }
  /** The product's own lottery: its betting screen. */
  | { kind: 'lottery'; path: string }
  /** A third-party game: ask the server for the play URL, then confirm. */
  | { kind: 'launch' };

/** Whether a game is one of the product's lotteries (category LOTTERY or type lottery). */
export function isLotteryGame(game: Pick<LaunchableGame, 'category' | 'type'>): boolean {
  return (
    gameCategoryOf(game.category) === 'lottery' ||
    (game.type ?? '').trim().toLowerCase() === 'lottery'
  );
}

/**
 * Spec §4 "Play game", in its order: maintenance blocks (now in `timeZone`, default UTC+8, within
 * the game's 'start~end'); lottery games open /game/{gameId} for everyone; visitors go to login;
 * trial accounts are refused; others launch.
 */
export function gameLaunchStep(
  game: LaunchableGame,
  viewer: LaunchViewer,
  nowMs: number,
  timeZone?: string | null,
): LaunchStep {
  if (isInMaintenance(game.maintain, nowMs, timeZone)) return { kind: 'maintenance' };
  if (isLotteryGame(game)) return { kind: 'lottery', path: `/game/${game.gameId}` };
  if (!viewer.loggedIn) return { kind: 'login' };
  if (isTrialAccount(viewer.userType)) return { kind: 'refused', message: TRIAL_ACCOUNT_REFUSED };
  return { kind: 'launch' };
}

/** Error codes of a refused launch whose server message is shown as is (spec §8), 3 s. */
export const PLAY_GAME_SERVER_MESSAGE_CODES: readonly string[] = [
  'LIVE/maintenance',
  'USER_IN_BLACKLIST',
  'LIVE/BLACK_USER',
  'UC/ACCOUNT_STATE_ERROR',
];
/** How long a refused launch's toast stays, ms. */
export const PLAY_GAME_ERROR_TOAST_MS = 3000;

/**
 * The toast of a refused launch (spec §8): the server's message for the listed codes (the fallback
 * when it is empty), 您正在牌局中，请稍后再试！ for KY/0, else 操作频繁，请稍后试试.
 */
export function playGameErrorMessage(
  code: string | null | undefined,
  serverMessage: string | null | undefined,
): string {
  const c = code ?? '';
  if (PLAY_GAME_SERVER_MESSAGE_CODES.includes(c)) {
    return serverMessage?.trim() || GAME_CENTER_TEXT.launchFailed;
  }
  if (c === 'KY/0') return GAME_CENTER_TEXT.stillInGame;
  return GAME_CENTER_TEXT.launchFailed;
}

/** appDisplay 1: the game plays in landscape (the phone is asked to turn). */
export function isLandscapeGame(game: { appDisplay?: number | null }): boolean {
  return game.appDisplay === 1;
}

// Where the game images, the lobby's pictures, the live stream and the replays of live draws are
// served (relative to the API origin, like every generated asset).
import type { GameCategory } from '@jinli/contract';

/** Folder of the HLS media. */
export const LIVE_PREFIX = '/sys-upload/live/';

/** The generated tile image of a game. */
export function gameImageUrl(gameId: number): string {
  return `/sys-upload/images/game/${gameId}.svg`;
}

/** The site-wide live stream (app_config.json `livestream_url`). */
export const LIVESTREAM_URL = `${LIVE_PREFIX}stream.m3u8`;

/** The live stream of a game's draw. */
export function liveStreamUrl(gameId: number): string {
  return `${LIVE_PREFIX}${gameId}/live.m3u8`;
}

/** The replay of one live draw. */
export function replayUrl(gameId: number, turnNum: string): string {
  return `${LIVE_PREFIX}${gameId}/replay/${turnNum}.m3u8`;
}

/** Folder of the lobby's generated pictures (modules/games/images.ts draws them). */
export const GAME_IMAGES_PREFIX = '/sys-upload/images/games/';

/** The square tile of a third-party game. */
export const liveGameImageUrl = (gameId: number) => `${GAME_IMAGES_PREFIX}${gameId}.svg`;
/** The wide picture of a live or sport game. */
export const liveGameWideUrl = (gameId: number) => `${GAME_IMAGES_PREFIX}${gameId}_wide.svg`;
/** The icon of a lobby category. */
export const categoryImageUrl = (type: GameCategory) => `${GAME_IMAGES_PREFIX}category/${type}.svg`;

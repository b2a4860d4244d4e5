// Where the game images, the live stream and the replays of live draws are served (relative to the
// API origin, like every generated asset).

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

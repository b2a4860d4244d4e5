// The data a first screen is drawn from, as the page carries it inline (appSite.ts): the exact URLs
// the app then requests on that screen (packages/api matches them to the byte, or for an inline
// answer without its `_t` stamp), and only answers that are the same for every caller, so the app
// may take them without its session headers. The server renders the screen from these very answers
// (firstScreen.ts), and the app hydrates it from them.
import {
  encryptedStaticDocuments,
  endpointPath,
  endpoints,
  GALLERY_GROUP_TYPES,
  GALLERY_PAGE_ROWS,
  type GalleryGroupList,
  NOTICE_LIST_DOCUMENT,
  type RuntimeConfig,
  STATIC_JSON_PREFIX,
} from '@jinli/contract';
import { DEFAULT_GAME_ID, selectedHomeGame } from '@jinli/domain';

/** The paths of the home screen (packages/features/src/features/home/routes.ts). */
export const HOME_PATHS: readonly string[] = ['/', '/recommend', '/macau-lottery'];

/**
 * The gallery's first requests as the app sends them on a bare /gallery (its boot prefetch,
 * packages/features/src/features/gallery/galleryPrefetch.ts): the game tabs and the first page of
 * the default game's coloured list with every letter, with the query in the order the client writes
 * it. A journey (tooling/e2e content-gallery.spec) fails when the app asks for these URLs again
 * instead of taking the page's answers.
 */
export const GALLERY_START_DATA: readonly string[] = [
  endpointPath(endpoints.galleryGames),
  `${endpointPath(endpoints.galleryGroups)}?${new URLSearchParams({
    gameId: String(DEFAULT_GAME_ID),
    groupType: String(GALLERY_GROUP_TYPES.colored),
    page: '1',
    rows: String(GALLERY_PAGE_ROWS),
  })}`,
];

/** A static document's URL as the app reads it (packages/api fetchStatic), without its stamp. */
export function staticDocumentHref(name: string, encrypt: boolean): string {
  const encrypted = encrypt && (encryptedStaticDocuments as readonly string[]).includes(name);
  return `${STATIC_JSON_PREFIX}${encrypted ? `${name}_encrypt` : name}.json`;
}

/**
 * Home's first requests (its boot prefetch, packages/features/src/features/home/routes.ts) but
 * company/get, which every page carries: the notices, the ads and the home games; the open info of
 * the selected game follows from the games ({@link homeGameStartData}).
 */
export function homeStartData(encrypt: boolean): string[] {
  return [
    staticDocumentHref(NOTICE_LIST_DOCUMENT, false),
    endpointPath(endpoints.homeAds, encrypt),
    staticDocumentHref('app_config', encrypt),
  ];
}

/**
 * The open info of the game home's tabs select, read from app_config's plain answer (the page may
 * carry the encrypted one): empty when there is no such game.
 */
export function homeGameStartData(appConfig: string | undefined, encrypt: boolean): string[] {
  let games: unknown;
  try {
    games = (JSON.parse(appConfig ?? 'null') as { home_lottery_setting?: unknown } | null)
      ?.home_lottery_setting;
  } catch {
    return [];
  }
  if (!Array.isArray(games)) return [];
  const game = selectedHomeGame(
    games.filter((item): item is { gameId: number } => Number.isInteger(item?.gameId)),
  );
  return game ? [`${endpointPath(endpoints.lotteryOpenInfo, encrypt)}?gameId=${game.gameId}`] : [];
}

/**
 * The game center's first requests (its boot prefetch, packages/features/src/features/game-center/
 * routes.ts) but company/get: the notices, the chat config (the time zone of maintenance windows)
 * and a visitor's lobby (a player's follows come after the app has hydrated, under its own key).
 */
export function gameCenterStartData(config: StartDataConfig): string[] {
  const lobby = new URLSearchParams({ companyCode: config.companyCode });
  return [
    staticDocumentHref(NOTICE_LIST_DOCUMENT, false),
    staticDocumentHref('config_chat', config.encrypt),
    `${endpointPath(endpoints.gameGroup, config.encrypt)}?${lobby}`,
  ];
}

/** The game of a betting screen's path (`/game/71`), if it is one. */
export function gameIdOfPath(pathname: string): number | undefined {
  const id = Number(/^\/game\/(\d{1,7})\/?$/.exec(pathname)?.[1]);
  return id > 0 ? id : undefined;
}

/**
 * The betting screen's first requests (its boot prefetch, packages/features/src/features/bets/
 * routes.ts): the game's open info and its plays with their odds (the same for every caller).
 */
export function gameStartData(gameId: number, encrypt: boolean): string[] {
  return [
    `${endpointPath(endpoints.lotteryOpenInfo, encrypt)}?gameId=${gameId}`,
    `${endpointPath(endpoints.gamePlayCategories, encrypt)}?gameId=${gameId}`,
  ];
}

/** What of the runtime config the start data's URLs depend on. */
export type StartDataConfig = Pick<RuntimeConfig, 'encrypt' | 'companyCode'>;

/**
 * The data the page at `url` (path and query) carries before any that follows from it: home's on
 * its paths, the gallery's on a bare /gallery (a query names another list, which the app asks for),
 * the game center's on /game-center, a game's on its betting screen.
 */
export function startDataHrefs(
  url: string,
  config: StartDataConfig = { encrypt: false, companyCode: '' },
): readonly string[] {
  if (HOME_PATHS.includes(url)) return homeStartData(config.encrypt);
  if (url === '/game-center') return gameCenterStartData(config);
  const gameId = gameIdOfPath(url);
  if (gameId !== undefined) return gameStartData(gameId, config.encrypt);
  return url === '/gallery' ? GALLERY_START_DATA : [];
}

/**
 * How many posters of the gallery's first page index.html preloads: the first, the page's largest
 * paint (the others are as large and painted after it, so they do not move LCP). Measured on /gallery
 * with applied throttling: LCP 3.5 s with none, 2.9 s with one or three; unthrottled, each preloaded
 * poster (an SVG, parsed and laid out on the main thread) came before the app's boot, ~8 ms each.
 */
export const GALLERY_START_IMAGES = 1;

/**
 * The first posters of a gallery page answer (GET /gallery/group), as the cards load them: the
 * stored thumbUrl on the page's origin. Empty for an answer that is not such a page.
 */
export function galleryStartImages(answer: unknown, count = GALLERY_START_IMAGES): string[] {
  const list = (answer as { data?: Partial<GalleryGroupList> } | undefined)?.data;
  if (!Array.isArray(list?.groupList)) return [];
  return list.groupList
    .flatMap((bucket) => (Array.isArray(bucket?.dataList?.data) ? bucket.dataList.data : []))
    .map((group) => group?.thumbUrl)
    .filter((url): url is string => typeof url === 'string' && /^\/(?!\/)/.test(url))
    .slice(0, count);
}

// Rules of the gallery list (spec §4 "Gallery", §9): the cache key of a list, the request each page
// makes, which page comes next (the 'all' view reaches the letters in turn, as the list scrolls).
// The 'updated' badge is domain's isRecentlyUpdated.

/** Group types of the coloured / black-and-white toggle (spec §2). */
export const GALLERY_GROUP_TYPES = { coloured: 1, blackWhite: 2 } as const;
export type GalleryGroupType = (typeof GALLERY_GROUP_TYPES)[keyof typeof GALLERY_GROUP_TYPES];

/** Rows per gallery page (spec §9: gallery page size 30). */
export const GALLERY_PAGE_ROWS = 30;

/** Distance from the bottom of the gallery that loads the next page, px (spec §9). */
export const GALLERY_LOAD_MORE_PX = 100;

/** The chip chosen above the list: every letter in turn, the popular list, or one initial letter. */
export type GalleryFilter = 'all' | 'popular' | { letter: string };

/** Initial letters of the letter chips (the order the 'all' view shows them in). */
export const GALLERY_LETTERS: readonly string[] = Array.from({ length: 26 }, (_, i) =>
  String.fromCharCode(65 + i),
);

/** The chip of the URL's `?chip=`: 'popular', one capital letter, else every letter ('all'). */
export function readGalleryFilter(value: string | null): GalleryFilter {
  if (value === 'popular') return 'popular';
  if (value && /^[A-Z]$/.test(value)) return { letter: value };
  return 'all';
}

/** The group type of the URL's `?type=`: black-and-white when it says 2, else coloured. */
export function readGalleryType(value: string | null): GalleryGroupType {
  return value === String(GALLERY_GROUP_TYPES.blackWhite)
    ? GALLERY_GROUP_TYPES.blackWhite
    : GALLERY_GROUP_TYPES.coloured;
}

/** The list a /gallery URL shows for `gameId`: its group type, chip and search text. */
export function galleryListQueryOf(params: URLSearchParams, gameId: number): GalleryListQuery {
  return {
    gameId,
    groupType: readGalleryType(params.get('type')),
    filter: readGalleryFilter(params.get('chip')),
    searchText: (params.get('q') ?? '').trim(),
  };
}

export interface GalleryListQuery {
  gameId: number;
  groupType: GalleryGroupType;
  filter: GalleryFilter;
  /** As typed; trimmed here. */
  searchText: string;
}

/** The part of the cache key naming the chip: the initial, 'all' or 'popular'. */
export function filterKey(filter: GalleryFilter): string {
  return typeof filter === 'string' ? filter : filter.letter;
}

/**
 * Cache key of one list (spec §4): game, group type, initial/'all'/'popular' and the trimmed
 * search text. Lists kept under their key: going back to a chip shows what it had loaded.
 */
export function galleryListKey(query: GalleryListQuery) {
  return [
    'gallery',
    'groups',
    query.gameId,
    query.groupType,
    filterKey(query.filter),
    query.searchText.trim(),
  ] as const;
}

/**
 * Where one page of a list is read: its 1-based page. The 'all' view is one list too: the server
 * orders groups by initial letter (then id), so its pages are the letters in turn (A's groups, then
 * B's, …) and a letter is only asked for when the list reaches it. Walking the letters with one
 * request each (26 in a row before a sparse first screen filled) made the first card wait ~1.7 s.
 */
export interface GalleryPageParam {
  page: number;
}

export const FIRST_GALLERY_PAGE: GalleryPageParam = { page: 1 };

/** The query parameters of one page request (spec §7 GET /gallery/group). */
export interface GalleryPageRequest {
  gameId: number;
  groupType: GalleryGroupType;
  page: number;
  rows: number;
  searchText?: string;
  initials?: string;
  popular?: 1;
}

export function galleryPageRequest(
  query: GalleryListQuery,
  param: GalleryPageParam,
  rows = GALLERY_PAGE_ROWS,
): GalleryPageRequest {
  const searchText = query.searchText.trim();
  const base = {
    gameId: query.gameId,
    groupType: query.groupType,
    page: param.page,
    rows,
    ...(searchText ? { searchText } : {}),
  };
  if (query.filter === 'popular') return { ...base, popular: 1 };
  if (query.filter === 'all') return base;
  return { ...base, initials: query.filter.letter };
}

/** One loaded page as the list logic needs it. */
export interface GalleryLoadedPage {
  param: GalleryPageParam;
  /** Items in this page. */
  count: number;
  /** Total of the list as the server reported it. */
  totalCount: number;
}

/**
 * The page after the loaded ones, or undefined when the list is complete: the next page follows
 * while the last page was full (`rows`) and fewer than totalCount were loaded.
 */
export function nextGalleryPageParam(
  pages: readonly GalleryLoadedPage[],
  rows: number = GALLERY_PAGE_ROWS,
): GalleryPageParam | undefined {
  const last = pages.at(-1);
  if (!last) return FIRST_GALLERY_PAGE;
  const loaded = pages.reduce((sum, p) => sum + p.count, 0);
  // A short page ends the list whatever totalCount says (and an empty one never loops).
  if (last.count >= rows && loaded < last.totalCount) return { page: last.param.page + 1 };
  return undefined;
}

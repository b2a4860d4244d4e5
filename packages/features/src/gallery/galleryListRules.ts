// Rules of the gallery list (spec §4 "Gallery", §9): the cache key of a list, the request each page
// makes, which page comes next (the 'all' view walks the letters one by one, moving to the next
// letter once one is exhausted). The 'updated' badge is domain's isRecentlyUpdated.

/** Group types of the coloured / black-and-white toggle (spec §2). */
export const GALLERY_GROUP_TYPES = { coloured: 1, blackWhite: 2 } as const;
export type GalleryGroupType = (typeof GALLERY_GROUP_TYPES)[keyof typeof GALLERY_GROUP_TYPES];

/** Rows per gallery page (spec §9: gallery page size 30). */
export const GALLERY_PAGE_ROWS = 30;

/** Distance from the bottom of the gallery that loads the next page, px (spec §9). */
export const GALLERY_LOAD_MORE_PX = 100;

/** The chip chosen above the list: every letter in turn, the popular list, or one initial letter. */
export type GalleryFilter = 'all' | 'popular' | { letter: string };

/** Initial letters of the letter chips (and the order the 'all' view walks them). */
export const GALLERY_LETTERS: readonly string[] = Array.from({ length: 26 }, (_, i) =>
  String.fromCharCode(65 + i),
);

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

/** Where one page of a list is read: the letter (index into the letters) and the page within it. */
export interface GalleryPageParam {
  /** Index into the letters walked by the 'all' view; 0 and unused for other chips. */
  letterIndex: number;
  /** 1-based page within that letter (or within the popular / single-letter list). */
  page: number;
}

export const FIRST_GALLERY_PAGE: GalleryPageParam = { letterIndex: 0, page: 1 };

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
  letters: readonly string[] = GALLERY_LETTERS,
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
  if (query.filter === 'all') return { ...base, initials: letters[param.letterIndex] ?? '' };
  return { ...base, initials: query.filter.letter };
}

/** One loaded page as the list logic needs it. */
export interface GalleryLoadedPage {
  param: GalleryPageParam;
  /** Items in this page. */
  count: number;
  /** Total of the list (of the letter, in the 'all' view) as the server reported it. */
  totalCount: number;
}

/**
 * The page after the loaded ones, or undefined when the list is complete. Within a list (or a
 * letter) the next page follows while the last page was full (`rows`) and fewer than totalCount
 * were loaded; in the 'all' view an exhausted letter moves on to page 1 of the next letter.
 */
export function nextGalleryPageParam(
  filter: GalleryFilter,
  pages: readonly GalleryLoadedPage[],
  letters: readonly string[] = GALLERY_LETTERS,
  rows: number = GALLERY_PAGE_ROWS,
): GalleryPageParam | undefined {
  const last = pages.at(-1);
  if (!last) return FIRST_GALLERY_PAGE;
  const loadedInList = pages
    .filter((p) => p.param.letterIndex === last.param.letterIndex)
    .reduce((sum, p) => sum + p.count, 0);
  // A short page ends its list whatever totalCount says (and an empty one never loops).
  if (last.count >= rows && loadedInList < last.totalCount) {
    return { letterIndex: last.param.letterIndex, page: last.param.page + 1 };
  }
  if (filter === 'all' && last.param.letterIndex + 1 < letters.length) {
    return { letterIndex: last.param.letterIndex + 1, page: 1 };
  }
  return undefined;
}

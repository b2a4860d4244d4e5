import { describe, expect, it } from 'vitest';
import {
  FIRST_GALLERY_PAGE,
  galleryListKey,
  galleryPageRequest,
  nextGalleryPageParam,
  type GalleryLoadedPage,
} from './galleryListRules';

describe('galleryListKey', () => {
  it('is game, group type, chip and trimmed search text', () => {
    expect(
      galleryListKey({ gameId: 110, groupType: 1, filter: 'all', searchText: '  马 ' }),
    ).toEqual(['gallery', 'groups', 110, 1, 'all', '马']);
    expect(
      galleryListKey({ gameId: 70, groupType: 2, filter: { letter: 'K' }, searchText: '' }),
    ).toEqual(['gallery', 'groups', 70, 2, 'K', '']);
  });

  it('differs for every part, so no two lists share a cache entry', () => {
    const base = { gameId: 110, groupType: 1, filter: 'popular', searchText: '' } as const;
    const keys = [
      base,
      { ...base, gameId: 70 },
      { ...base, groupType: 2 },
      { ...base, filter: 'all' },
      { ...base, filter: { letter: 'A' } },
      { ...base, searchText: 'x' },
    ].map((q) => JSON.stringify(galleryListKey(q as Parameters<typeof galleryListKey>[0])));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('treats text differing only in surrounding spaces as the same list', () => {
    const a = galleryListKey({ gameId: 1, groupType: 1, filter: 'all', searchText: 'ab' });
    const b = galleryListKey({ gameId: 1, groupType: 1, filter: 'all', searchText: ' ab  ' });
    expect(a).toEqual(b);
  });
});

describe('galleryPageRequest', () => {
  const query = { gameId: 110, groupType: 1 as const, searchText: ' 六 ' };
  it("asks the all view's page without an initial (the server orders by letter)", () => {
    expect(galleryPageRequest({ ...query, filter: 'all' }, { page: 2 }, 30)).toEqual({
      gameId: 110,
      groupType: 1,
      page: 2,
      rows: 30,
      searchText: '六',
    });
  });
  it('asks popular with popular=1 and a letter with its initial', () => {
    expect(galleryPageRequest({ ...query, filter: 'popular' }, FIRST_GALLERY_PAGE)).toMatchObject({
      popular: 1,
      page: 1,
    });
    expect(
      galleryPageRequest({ ...query, filter: { letter: 'Z' } }, FIRST_GALLERY_PAGE),
    ).toMatchObject({ initials: 'Z' });
  });
  it('leaves an empty search out', () => {
    expect(
      galleryPageRequest({ ...query, searchText: '   ', filter: 'all' }, FIRST_GALLERY_PAGE),
    ).not.toHaveProperty('searchText');
  });
});

describe('nextGalleryPageParam', () => {
  const page = (pageNo: number, count: number, totalCount: number) =>
    ({ param: { page: pageNo }, count, totalCount }) satisfies GalleryLoadedPage;

  it('starts at page 1', () => {
    expect(nextGalleryPageParam([])).toEqual({ page: 1 });
  });

  it('pages until totalCount is loaded', () => {
    expect(nextGalleryPageParam([page(1, 30, 45)])).toEqual({ page: 2 });
    expect(nextGalleryPageParam([page(1, 30, 45), page(2, 15, 45)])).toBeUndefined();
    expect(nextGalleryPageParam([page(1, 10, 30), page(2, 10, 30)], 10)).toEqual({ page: 3 });
    expect(nextGalleryPageParam([page(1, 30, 60), page(2, 30, 60)])).toBeUndefined();
  });

  it('ends a list on a short or empty page even if the server claims more (no endless loop)', () => {
    expect(nextGalleryPageParam([page(1, 0, 50)])).toBeUndefined();
    expect(nextGalleryPageParam([page(1, 12, 50)])).toBeUndefined();
  });
});

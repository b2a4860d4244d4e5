import { describe, expect, it } from 'vitest';
import {
  FIRST_GALLERY_PAGE,
  galleryListKey,
  galleryPageRequest,
  nextGalleryPageParam,
  type GalleryLoadedPage,
} from './galleryListRules';

const letters = ['A', 'B', 'C'];
const page = (letterIndex: number, pageNo: number, count: number, totalCount: number) =>
  ({ param: { letterIndex, page: pageNo }, count, totalCount }) satisfies GalleryLoadedPage;

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
  it('asks the all view for the letter at letterIndex', () => {
    expect(
      galleryPageRequest({ ...query, filter: 'all' }, { letterIndex: 1, page: 2 }, letters, 30),
    ).toEqual({ gameId: 110, groupType: 1, page: 2, rows: 30, searchText: '六', initials: 'B' });
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
  it('starts at page 1 of the first letter', () => {
    expect(nextGalleryPageParam('all', [], letters)).toEqual({ letterIndex: 0, page: 1 });
  });

  it('pages within a letter until its totalCount is loaded', () => {
    expect(nextGalleryPageParam('all', [page(0, 1, 30, 45)], letters)).toEqual({
      letterIndex: 0,
      page: 2,
    });
  });

  it('moves the all view to the next letter once one is exhausted, one letter at a time', () => {
    const pages = [page(0, 1, 30, 45), page(0, 2, 15, 45)];
    expect(nextGalleryPageParam('all', pages, letters)).toEqual({ letterIndex: 1, page: 1 });
    // An empty letter is passed over to the next one.
    expect(nextGalleryPageParam('all', [...pages, page(1, 1, 0, 0)], letters)).toEqual({
      letterIndex: 2,
      page: 1,
    });
  });

  it('counts only the current letter towards its totalCount', () => {
    const pages = [page(0, 1, 10, 30), page(1, 1, 10, 35)];
    expect(nextGalleryPageParam('all', pages, letters, 10)).toEqual({ letterIndex: 1, page: 2 });
  });

  it('ends after the last letter', () => {
    expect(nextGalleryPageParam('all', [page(2, 1, 3, 3)], letters)).toBeUndefined();
  });

  it('ends a popular or single-letter list at its totalCount, never moving letter', () => {
    expect(nextGalleryPageParam('popular', [page(0, 1, 30, 31)], letters)).toEqual({
      letterIndex: 0,
      page: 2,
    });
    expect(
      nextGalleryPageParam('popular', [page(0, 1, 30, 31), page(0, 2, 1, 31)], letters),
    ).toBeUndefined();
    expect(nextGalleryPageParam({ letter: 'B' }, [page(0, 1, 5, 5)], letters)).toBeUndefined();
  });

  it('ends a list on a short or empty page even if the server claims more (no endless loop)', () => {
    expect(nextGalleryPageParam('popular', [page(0, 1, 0, 50)], letters)).toBeUndefined();
    expect(nextGalleryPageParam('popular', [page(0, 1, 12, 50)], letters)).toBeUndefined();
    expect(nextGalleryPageParam('all', [page(0, 1, 12, 50)], letters)).toEqual({
      letterIndex: 1,
      page: 1,
    });
  });
});

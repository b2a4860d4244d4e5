import { describe, expect, it } from 'vitest';
import { notFoundRoute } from '../../features/not-found/routes';
import { homeRoutes } from '../../features/home/routes';
import { createPathMatcher } from './knownPaths';

const isKnown = createPathMatcher([
  {
    id: 'shell',
    children: [...homeRoutes, { id: 'gallery-group', path: '/gallery/:groupId' }, notFoundRoute],
  },
]);

describe('createPathMatcher', () => {
  it('knows the routes of the app, with params, search and hash', () => {
    expect(isKnown('/')).toBe(true);
    expect(isKnown('/recommend')).toBe(true);
    expect(isKnown('/gallery/12?tab=1#top')).toBe(true);
  });
  it('does not count the 404 catch-all, nor non-paths', () => {
    expect(isKnown('/no-such-screen')).toBe(false);
    expect(isKnown('/gallery')).toBe(false);
    expect(isKnown('gallery/12')).toBe(false);
    expect(isKnown('//evil.example/gallery/12')).toBe(false);
  });
});

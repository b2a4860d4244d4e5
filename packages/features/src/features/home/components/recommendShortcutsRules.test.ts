import { describe, expect, it } from 'vitest';
import { recommendShortcuts } from './recommendShortcutsRules';

const games = [
  { gameId: 110, gameName: '澳门六合彩' },
  { gameId: 70, gameName: '香港六合彩' },
];

describe('recommendShortcuts', () => {
  it('leads to /game/{id}, /game-center#category and the online service, in that order', () => {
    const shortcuts = recommendShortcuts({
      games,
      isKnownPath: () => true,
      serviceUrl: 'https://service.example.com',
    });
    expect(shortcuts.map((s) => s.target)).toEqual([
      { path: '/game/110' },
      { path: '/game/70' },
      { path: '/game-center#fish' },
      { path: '/game-center#live' },
      { path: '/game-center#electronic' },
      { path: '/game-center#card' },
      { path: '/game-center#sport' },
      { external: 'https://service.example.com' },
    ]);
    expect(shortcuts[0]!.label).toBe('澳门六合彩');
  });

  it('leaves out what the app has no route for and uses /services without a service URL', () => {
    const known = new Set(['/game/110', '/services']);
    const shortcuts = recommendShortcuts({ games, isKnownPath: (p) => known.has(p) });
    expect(shortcuts.map((s) => s.target)).toEqual([{ path: '/game/110' }, { path: '/services' }]);
  });

  it('is empty when nothing is reachable', () => {
    expect(recommendShortcuts({ games: [], isKnownPath: () => false })).toEqual([]);
  });
});

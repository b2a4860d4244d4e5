import { describe, expect, it } from 'vitest';
import { filterGroupsByName, matchesSearch, normalizeSearchText } from './search';

describe('search', () => {
  it('trims and matches case-insensitively', () => {
    expect(normalizeSearchText('  六合 ')).toBe('六合');
    expect(normalizeSearchText(null)).toBe('');
    expect(matchesSearch('香港六合彩', ' 六合 ')).toBe(true);
    expect(matchesSearch('Fishing King', 'fish')).toBe(true);
    expect(matchesSearch('百家乐', '六合')).toBe(false);
    expect(matchesSearch('anything', '   ')).toBe(true);
    expect(matchesSearch(null, 'a')).toBe(false);
  });

  it('filters groups and hides empty ones', () => {
    const groups = [
      { type: 'fish', games: [{ gameName: '捕鱼王' }, { gameName: '金蟾' }] },
      { type: 'card', games: [{ gameName: '斗地主' }] },
      { type: 'sport', games: [] as { gameName: string }[] },
    ];
    const result = filterGroupsByName(
      groups,
      '鱼',
      (g) => g.games,
      (g) => g.gameName,
    );
    expect(result.map((r) => [r.group.type, r.items.map((i) => i.gameName)])).toEqual([
      ['fish', ['捕鱼王']],
    ]);
    expect(
      filterGroupsByName(
        groups,
        '',
        (g) => g.games,
        (g) => g.gameName,
      ).map((r) => r.group.type),
    ).toEqual(['fish', 'card']);
  });
});

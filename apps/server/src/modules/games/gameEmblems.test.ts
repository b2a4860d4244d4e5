// The lobby's tiles (issue 34): a picture per game, not per category, and the name once (under the
// tile, not also in it).
import { describe, expect, it } from 'vitest';
import { CATALOG, catalogGameCode } from './catalog';
import { gameEmblem, hallBadge, slugOf } from './gameEmblems';
import { liveGameTileSvg, liveGameWideSvg } from './images';
import { gameTileSvg } from '../lottery/gameImages';

const tileOf = (game: (typeof CATALOG)[number], index: number) =>
  liveGameTileSvg(10_001 + index, game.name, game.category, catalogGameCode(game));

describe('game tiles', () => {
  it('read the slug of a built-in game code, and nothing of another provider’s', () => {
    expect(slugOf('sb-slot-caishen')).toBe('caishen');
    expect(slugOf('PG-1234')).toBe('');
  });

  it('give every slot, fishing game, card game and sport of the catalogue a picture of its own, and every live hall a badge', () => {
    for (const game of CATALOG) {
      const slug = slugOf(catalogGameCode(game));
      if (game.category === 'live') expect(hallBadge('live', slug), game.name).toBeDefined();
      else expect(gameEmblem(game.category, slug), game.name).toBeDefined();
    }
  });

  it('draw no two games alike (the 7 7 7 stood on five of the hot games)', () => {
    // The same picture at another hue, or under another name, is still the same picture: compare
    // without the gradient, the label and the name.
    const pictures = CATALOG.map((game, index) =>
      tileOf(game, index)
        .replace(/<defs>.*?<\/defs>/, '')
        .replace(/aria-label="[^"]*"/, '')
        .replaceAll(game.name, ''),
    );
    expect(new Set(pictures).size).toBe(CATALOG.length);
  });

  it('write the name only as the picture’s label, never as text in it', () => {
    CATALOG.forEach((game, index) => {
      const svg = tileOf(game, index);
      expect(svg).toContain(`aria-label="${game.name}"`);
      expect(svg.replace(/aria-label="[^"]*"/, '')).not.toContain(game.name);
    });
    for (const game of CATALOG.filter((g) => g.category === 'live' || g.category === 'sport')) {
      // The lobby writes the name over the wide picture's lower left.
      const wide = liveGameWideSvg(10_001, game.name, game.category, catalogGameCode(game));
      expect(wide.replace(/aria-label="[^"]*"/, '')).not.toContain(game.name);
    }
    const lottery = gameTileSvg(71, '极速六合彩');
    expect(lottery.replace(/aria-label="[^"]*"/, '')).not.toContain('极速六合彩');
  });
});

import { describe, expect, it } from 'vitest';
import { ART_MOTIFS, MOTIF_PALETTES } from './art';
import { motifPalette, parseBrandArt, seriesPalette } from './brandArt';

const blue = [
  { from: '#2268dc', to: '#0a3a84', accent: '#ffb020' },
  { from: '#3b2fa8', to: '#0b1f4d', accent: '#ffcf4a' },
];

describe('brand art', () => {
  it('draws every motif in one of the brand’s palettes, none in a red of its own', () => {
    for (const motif of ART_MOTIFS) expect(blue).toContainEqual(motifPalette(blue, motif));
    // Without a brand's palettes the motif keeps its own (the red koi).
    expect(motifPalette([], 'koi')).toEqual(MOTIF_PALETTES.koi);
  });

  it('gives the banners of a series the brand’s palettes in turn', () => {
    expect(seriesPalette(blue, 1)).toEqual(blue[0]);
    expect(seriesPalette(blue, 2)).toEqual(blue[1]);
    expect(seriesPalette(blue, 3)).toEqual(blue[0]);
    expect(seriesPalette([], 1)).toBeUndefined();
  });

  it('reads a brand file’s art, refusing anything but hex palettes', () => {
    expect(parseBrandArt(blue)).toEqual(blue);
    expect(parseBrandArt([{ from: 'red', to: '#000000', accent: '#ffffff' }])).toEqual([]);
    expect(parseBrandArt('#ffffff')).toEqual([]);
    expect(parseBrandArt(undefined)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { ART_MOTIFS, MOTIF_PALETTES } from './art';
import { motifLook, NO_BRAND_ART, parseBrandArt, parseBrandFileArt, seriesLook } from './brandArt';

const blue = [
  { from: '#2268dc', to: '#0a3a84', accent: '#ffb020' },
  { from: '#3b2fa8', to: '#0b1f4d', accent: '#ffcf4a' },
];
const blueBrand = { palettes: blue, style: 'arcade' } as const;

describe('brand art', () => {
  it('draws every motif in one of the brand’s palettes, none in a red of its own', () => {
    for (const motif of ART_MOTIFS) {
      const { style, ...palette } = motifLook(blueBrand, motif);
      expect(blue).toContainEqual(palette);
      expect(style).toBe('arcade');
    }
    // Without a brand's palettes the motif keeps its own (the red koi).
    expect(motifLook(NO_BRAND_ART, 'koi')).toEqual({ ...MOTIF_PALETTES.koi, style: 'glow' });
  });

  it('gives the banners of a series the brand’s palettes in turn', () => {
    expect(seriesLook(blueBrand, 1)).toEqual({ ...blue[0], style: 'arcade' });
    expect(seriesLook(blueBrand, 2)).toEqual({ ...blue[1], style: 'arcade' });
    expect(seriesLook(blueBrand, 3)).toEqual({ ...blue[0], style: 'arcade' });
    // Without palettes only the style: each banner keeps its own colours.
    expect(seriesLook({ palettes: [], style: 'line' }, 1)).toEqual({ style: 'line' });
  });

  it('reads a brand file’s art, refusing anything but hex palettes', () => {
    expect(parseBrandArt(blue)).toEqual(blue);
    expect(parseBrandArt([{ from: 'red', to: '#000000', accent: '#ffffff' }])).toEqual([]);
    expect(parseBrandArt('#ffffff')).toEqual([]);
    expect(parseBrandArt(undefined)).toEqual([]);
  });

  it('reads a brand file’s art style, the default for anything it does not know', () => {
    expect(parseBrandFileArt(blue, 'print')).toEqual({ palettes: blue, style: 'print' });
    expect(parseBrandFileArt(blue, 'neon').style).toBe('glow');
    expect(parseBrandFileArt(undefined, undefined)).toEqual(NO_BRAND_ART);
  });
});

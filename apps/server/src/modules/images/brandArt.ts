// The brand's palettes for the art the server draws (banners, promotion covers, ads): a theme's
// build carries them (apps/theme*/src/brand.json, written to the build as brand.json), so a blue
// or green brand gets no red art (issue 34). Without a brand's palettes each motif keeps its own.
import { ART_MOTIFS, type ArtMotif, MOTIF_PALETTES } from './art';

/** One palette: the background gradient, the highlights' colour and, for a brand that is not red, its details' colour. */
export interface ArtPalette {
  from: string;
  to: string;
  accent: string;
  /** What the motifs draw red by default (art.ts ArtDesign.detail). */
  detail?: string;
}

/** The brand's palettes, in the order it prefers them; empty: the motifs' own. */
export type BrandArt = readonly ArtPalette[];

/** The palette a picture with `motif` is drawn in: one of the brand's, chosen by the motif. */
export function motifPalette(art: BrandArt, motif: ArtMotif): ArtPalette {
  if (art.length === 0) return MOTIF_PALETTES[motif];
  return art[ART_MOTIFS.indexOf(motif) % art.length] ?? MOTIF_PALETTES[motif];
}

/** The palette of the `index`th picture of a series (the banners, from 1), or undefined without a brand's. */
export function seriesPalette(art: BrandArt, index: number): ArtPalette | undefined {
  if (art.length === 0) return undefined;
  return art[(Math.max(1, index) - 1) % art.length];
}

const HEX = /^#[0-9a-f]{6}$/i;

/** The palettes of a brand file's `art`, or [] when it is missing or malformed. */
export function parseBrandArt(value: unknown): ArtPalette[] {
  if (!Array.isArray(value)) return [];
  const palettes = value.filter((p): p is ArtPalette => {
    if (typeof p !== 'object' || p === null) return false;
    const fields = p as Record<string, unknown>;
    return (
      ['from', 'to', 'accent'].every((key) => HEX.test(String(fields[key]))) &&
      (fields.detail === undefined || HEX.test(String(fields.detail)))
    );
  });
  return palettes.length === value.length ? palettes : [];
}

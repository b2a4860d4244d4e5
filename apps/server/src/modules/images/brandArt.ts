// The brand's palettes for the art the server draws (banners, promotion covers, ads): a theme's
// build carries them (apps/theme*/src/brand.json, written to the build as brand.json), so a blue
// or green brand gets no red art (issue 34), and its way of drawing (artStyles.ts), so the four
// brands' banners are not one set of pictures recoloured. Without a brand's palettes each motif
// keeps its own.
import { ART_MOTIFS, type ArtMotif, MOTIF_PALETTES } from './art';
import { type ArtStyle, parseArtStyle } from './artStyles';

/** One palette: the background gradient, the highlights' colour and, for a brand that is not red, its details' colour. */
export interface ArtPalette {
  from: string;
  to: string;
  accent: string;
  /** What the motifs draw red by default (art.ts ArtDesign.detail). */
  detail?: string;
}

/** How a brand's pictures are drawn. */
export interface BrandArt {
  /** The brand's palettes, in the order it prefers them; empty: the motifs' own. */
  palettes: readonly ArtPalette[];
  style: ArtStyle;
}

/** No brand (an app without brand.json): each motif's own palette, the default style. */
export const NO_BRAND_ART: BrandArt = { palettes: [], style: 'glow' };

/** The palette and style a picture with `motif` is drawn in: the brand's, chosen by the motif. */
export function motifLook(art: BrandArt, motif: ArtMotif): ArtPalette & { style: ArtStyle } {
  const { palettes } = art;
  const palette =
    palettes.length === 0
      ? MOTIF_PALETTES[motif]
      : (palettes[ART_MOTIFS.indexOf(motif) % palettes.length] ?? MOTIF_PALETTES[motif]);
  return { ...palette, style: art.style };
}

/**
 * The palette and style of the `index`th picture of a series (the banners, from 1); without a
 * brand's palettes only the style (each banner keeps its own colours).
 */
export function seriesLook(
  art: BrandArt,
  index: number,
): Partial<ArtPalette> & { style: ArtStyle } {
  const { palettes } = art;
  if (palettes.length === 0) return { style: art.style };
  return { ...palettes[(Math.max(1, index) - 1) % palettes.length], style: art.style };
}

/** A brand file's `art` and `artStyle` (anything malformed: no palettes, the default style). */
export function parseBrandFileArt(art: unknown, artStyle: unknown): BrandArt {
  return { palettes: parseBrandArt(art), style: parseArtStyle(artStyle) };
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

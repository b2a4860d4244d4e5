// The brand of the served theme app: its build writes brand.json (from apps/theme*/src/brand.json,
// tooling/vite-config/pwa.js) with the brand's name, art palettes and art style. The server draws
// its art in those palettes and style and names a fresh demo company after the brand.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BrandArt, parseBrandFileArt } from '../modules/images/brandArt';

/** Where the build writes the brand, relative to the app folder. */
export const BUILT_BRAND_FILE = 'brand.json';

export interface BuiltBrand {
  name: string;
  art: BrandArt;
}

/** The build's brand, or undefined when the app has none (an older build, a bare app folder). */
export function readBuiltBrand(appDir: string): BuiltBrand | undefined {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(join(appDir, BUILT_BRAND_FILE), 'utf8'));
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { name, art, artStyle } = value as Record<string, unknown>;
  if (typeof name !== 'string' || name.trim() === '') return undefined;
  return { name: name.trim(), art: parseBrandFileArt(art, artStyle) };
}

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { company, promotion } from '../db/schema';
import { DEFAULT_DETAIL, MOTIF_PALETTES } from '../modules/images/art';
import { bannerUrl } from '../modules/images/imageUrls';
import { contentPictureUrl } from '../modules/content/pictures';
import { seed } from '../seed/seed';
import { createTestDatabase, openTestDatabase } from '../../test/testDatabase';
import { readBuiltBrand } from './builtBrand';

/** A blue brand's build: its name, art palettes and art style (as apps/theme2/src/brand.json). */
const BLUE = {
  name: '锦鲤娱乐',
  artStyle: 'arcade',
  art: [
    { from: '#2268dc', to: '#0a3a84', accent: '#ffb020', detail: '#ff8a1f' },
    { from: '#3b2fa8', to: '#0b1f4d', accent: '#ffcf4a', detail: '#ff8a1f' },
  ],
};
/** The reds of the motifs' own palettes (koi, coins, lanterns) and of their details. */
const REDS = [
  MOTIF_PALETTES.koi.from,
  MOTIF_PALETTES.coins.from,
  MOTIF_PALETTES.lantern.from,
  DEFAULT_DETAIL,
  '#ff5a3c',
  '#e8262c',
  '#ff4d4f',
  '#d9141c',
];

function appFolder(brand: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'jinli-brand-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head></head></html>');
  if (brand !== undefined) writeFileSync(join(dir, 'brand.json'), JSON.stringify(brand));
  return dir;
}

describe('readBuiltBrand', () => {
  it("reads the build's brand, and nothing from a folder without one or a malformed one", () => {
    const dirs = [appFolder(BLUE), appFolder(undefined), appFolder({ art: [] })];
    try {
      expect(readBuiltBrand(dirs[0]!)).toEqual({
        name: BLUE.name,
        art: { palettes: BLUE.art, style: 'arcade' },
      });
      expect(readBuiltBrand(dirs[1]!)).toBeUndefined();
      expect(readBuiltBrand(dirs[2]!)).toBeUndefined();
    } finally {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a blue brand served', () => {
  let appDir: string;
  let t: TestApp;
  beforeAll(async () => {
    appDir = appFolder(BLUE);
    t = await createTestApp({ appDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(appDir, { recursive: true, force: true });
  });

  it('draws its banners and promotion covers in its palettes and style, none in red', async () => {
    // Banner 1 is the koi with its spots; every promotion cover, whatever its motif.
    const covers = await t.database.db.select({ id: promotion.id }).from(promotion);
    const urls = [
      bannerUrl(1),
      bannerUrl(2),
      ...covers.map((row) => contentPictureUrl('promotion', row.id)),
    ];
    for (const url of urls) {
      const svg = (await t.app.inject({ url })).body;
      expect(
        BLUE.art.some((p) => svg.includes(p.from)),
        url,
      ).toBe(true);
      for (const red of REDS) expect(svg, url).not.toContain(red);
      // The arcade style's striped ground, not the default's light rays.
      expect(svg, url).toContain('fill="url(#stripes)"');
    }
  });
});

describe('the demo seed', () => {
  it('names a fresh demo company after the served brand', async () => {
    const testDatabase = await createTestDatabase();
    const database = await openTestDatabase(testDatabase);
    try {
      await seed(database.db, { companyCode: 'brand', companyName: BLUE.name });
      const [row] = await database.db.select({ name: company.name }).from(company);
      expect(row?.name).toBe(BLUE.name);
    } finally {
      await database.close();
      await testDatabase.drop();
    }
  });
});

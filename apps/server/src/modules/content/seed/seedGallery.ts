// Seeds the demo gallery: categories and groups per game and type, and posters for the turns before
// the one on sale (the turn on sale gets its posters when the gallery is first read in it).
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { galleryCategory, galleryGroup, galleryItem, lotteryGame } from '../../../db/schema';
import { zoneOf } from '../../../time/zones';
import { ConfigKey, configDefaults } from '../../config/configKeys';
import { readSystemConfig } from '../../config/queries';
import { cadenceOf } from '../../lottery/engine';
import { scheduleOf, type Slot } from '../../lottery/schedule';
import {
  DEMO_GALLERY_CATEGORIES,
  DEMO_GALLERY_NAMES,
  demoGroupCount,
  GALLERY_GAME_IDS,
  GALLERY_SEEDED_PAST_TURNS,
} from '../demo/galleryDemo';
import { posterNumbers, publishDelayMinutes, publishesTurn } from '../galleryPosters';
import { hashText } from '../random';

/** The company's schedule of a game: the turn on sale at `now` and the `count` before it. */
export async function seedTurns(
  tx: Tx,
  companyId: number,
  gameId: number,
  now: number,
  count: number,
): Promise<{ current: Slot; past: Slot[] } | undefined> {
  const [game] = await tx.select().from(lotteryGame).where(eq(lotteryGame.id, gameId));
  if (!game) return undefined;
  const zone = zoneOf(
    (await readSystemConfig(tx, companyId)).get(ConfigKey.TIME_ZONE) ??
      configDefaults[ConfigKey.TIME_ZONE].value,
  );
  const schedule = scheduleOf(cadenceOf(game), zone);
  const current = schedule.slotAfter(now);
  const past: Slot[] = [];
  let slot = current;
  for (let i = 0; i < count; i++) past.push((slot = schedule.previous(slot)));
  return { current, past };
}

export async function seedGallery(tx: Tx, companyId: number, now: number): Promise<number> {
  let inserted = 0;
  for (const gameId of GALLERY_GAME_IDS) {
    const turns = await seedTurns(tx, companyId, gameId, now, GALLERY_SEEDED_PAST_TURNS + 1);
    if (!turns) continue;
    // Demo content of a game is written once: what an operator deletes later stays deleted.
    const [existing] = await tx
      .select({ id: galleryCategory.id })
      .from(galleryCategory)
      .where(and(eq(galleryCategory.companyId, companyId), eq(galleryCategory.gameId, gameId)))
      .limit(1);
    if (existing) continue;
    inserted += (
      await tx
        .insert(galleryCategory)
        .values(DEMO_GALLERY_CATEGORIES.map((c, sort) => ({ companyId, gameId, sort, ...c })))
        .onConflictDoNothing()
        .returning({ id: galleryCategory.id })
    ).length;
    const categories = await tx
      .select()
      .from(galleryCategory)
      .where(and(eq(galleryCategory.companyId, companyId), eq(galleryCategory.gameId, gameId)));
    // Posters are written only together with a new group, so a later run (or a later clock)
    // adds nothing; the turn on sale gets its posters when the gallery is read.
    const groups: { id: number }[] = [];
    for (const groupType of [1, 2] as const) {
      const ofType = categories.filter((c) => c.categoryType === groupType);
      const names = DEMO_GALLERY_NAMES.slice(0, demoGroupCount(gameId, groupType));
      groups.push(
        ...(await tx
          .insert(galleryGroup)
          .values(
            names.map(([name, initial], i) => {
              const h = hashText(`${gameId}:${groupType}:${name}`);
              return {
                companyId,
                gameId,
                groupType,
                categoryId: (ofType[i % ofType.length] ?? ofType[0])!.id,
                name,
                initial,
                popularity: 100 + (h % 9_900),
                hue: h % 360,
              };
            }),
          )
          .onConflictDoNothing()
          .returning({ id: galleryGroup.id })),
      );
    }
    inserted += groups.length;
    if (!groups.length) continue;
    const rows = turns.past.slice(0, GALLERY_SEEDED_PAST_TURNS).flatMap((slot, i) => {
      // A turn's posters appear after the draw before it.
      const opened = turns.past[i + 1]?.at ?? slot.at - 86_400_000;
      return (
        groups
          // The newest seeded turn is published by every group so that each has a poster.
          .filter((g) => i === 0 || publishesTurn(g.id, slot.turnNum))
          .map((g) => ({
            groupId: g.id,
            turnNum: slot.turnNum,
            numbers: posterNumbers(g.id, slot.turnNum),
            updatedAt: new Date(opened + publishDelayMinutes(g.id, slot.turnNum) * 60_000),
          }))
      );
    });
    if (rows.length)
      inserted += (
        await tx
          .insert(galleryItem)
          .values(rows)
          .onConflictDoNothing()
          .returning({ id: galleryItem.id })
      ).length;
  }
  return inserted;
}

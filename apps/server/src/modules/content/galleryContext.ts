// What every gallery operation is given (galleryService.ts assembles it once): the deps, and the
// poster writer of the turn on sale that most reads call first (galleryTurnPosters.ts); the rows,
// the refusals and the group lookup they share.
import { ErrorCode, type galleryGroupQuerySchema } from '@jinli/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { galleryGroup, type galleryItem } from '../../db/schema';
import { AppError } from '../../http/AppError';
import type { LotteryService } from '../lottery/service';
import type { TurnSource } from './turns';

export const GALLERY_ITEM_MISSING_MSG = '图片不存在';
export const GALLERY_GROUP_MISSING_MSG = '图库不存在';
export const GALLERY_CATEGORY_MISSING_MSG = '图库分类不存在';

export type GroupQuery = z.infer<typeof galleryGroupQuerySchema>;
export type GroupRow = typeof galleryGroup.$inferSelect;
export type ItemRow = typeof galleryItem.$inferSelect;

export interface GalleryServiceDeps {
  db: Db;
  lottery: LotteryService;
  turns: TurnSource;
  now: () => number;
}

export interface GalleryContext extends GalleryServiceDeps {
  /** Writes the posters of the turn on sale for a game's groups (no-op when done this turn). */
  ensureCurrentPosters(companyId: number, gameId: number): Promise<void>;
}

export const refuse = (msg: string) => new AppError(ErrorCode.BAD_REQUEST, msg);

/** A group of the company, or 400 图库不存在. */
export async function findGroup(db: Db, companyId: number, groupId: number): Promise<GroupRow> {
  const [group] = await db
    .select()
    .from(galleryGroup)
    .where(and(eq(galleryGroup.id, groupId), eq(galleryGroup.companyId, companyId)));
  if (!group) throw refuse(GALLERY_GROUP_MISSING_MSG);
  return group;
}

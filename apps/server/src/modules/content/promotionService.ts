// Promotions, ad slots, the user's collection and game follows.
import {
  type AdSlot,
  ErrorCode,
  type GameFollow,
  type Promotion,
  type PromotionList,
  type UserCollection,
} from '@jinli/contract';
import { and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  adSlotItem,
  contentTemplate,
  galleryGroup,
  galleryItem,
  galleryLike,
  gameFollow,
  lobbyGame,
  lotteryGame,
  promotion,
  templateLike,
} from '../../db/schema';
import { AppError } from '../../http/AppError';
import { AD_SLOT_NAMES } from './demo/promotionsDemo';
import { posterUrl } from './galleryPosters';
import { epochSeconds } from './viewer';

export const PROMOTION_TEXT = {
  promotionMissing: '活动不存在',
  gameMissing: '游戏不存在',
} as const;

export interface PromotionService {
  list(companyId: number): Promise<PromotionList>;
  detail(companyId: number, id: number): Promise<Promotion>;
  adSlots(companyId: number, slots: readonly string[]): Promise<AdSlot[]>;
  collection(companyId: number, userId: number): Promise<UserCollection>;
  follow(userId: number, gameId: number, like: 0 | 1): Promise<GameFollow>;
}

type PromotionRow = typeof promotion.$inferSelect;

function toPromotion(row: PromotionRow): Promotion {
  return {
    id: row.id,
    classifyType: row.classifyType,
    classifyName: row.classifyName,
    name: row.name,
    coverUrl: row.coverUrl,
    imageUrl: row.imageUrl,
    templateType: row.templateType,
    color: row.color,
    startTime: row.startAt.getTime(),
    endTime: row.endAt.getTime(),
    domain: row.domain,
    content: row.content,
    sort: row.sort,
  };
}

export function createPromotionService(db: Db, now: () => number): PromotionService {
  /** Enabled and running now. */
  const running = (companyId: number) => {
    const at = new Date(now());
    return and(
      eq(promotion.companyId, companyId),
      eq(promotion.enabled, true),
      lte(promotion.startAt, at),
      gte(promotion.endAt, at),
    );
  };

  return {
    async list(companyId) {
      const rows = await db
        .select()
        .from(promotion)
        .where(running(companyId))
        .orderBy(desc(promotion.sort), asc(promotion.id));
      const classes = new Map<number, string>();
      for (const row of [...rows].sort((a, b) => a.classifyType - b.classifyType))
        if (!classes.has(row.classifyType)) classes.set(row.classifyType, row.classifyName);
      return {
        data: rows.map(toPromotion),
        classifyList: [...classes].map(([classifyType, classifyName]) => ({
          classifyType,
          classifyName,
        })),
      };
    },

    async detail(companyId, id) {
      const [row] = await db
        .select()
        .from(promotion)
        .where(
          and(
            eq(promotion.id, id),
            eq(promotion.companyId, companyId),
            eq(promotion.enabled, true),
          ),
        );
      if (!row) throw new AppError(ErrorCode.BAD_REQUEST, PROMOTION_TEXT.promotionMissing);
      return toPromotion(row);
    },

    async adSlots(companyId, slots) {
      const rows = await db
        .select()
        .from(adSlotItem)
        .where(
          and(
            eq(adSlotItem.companyId, companyId),
            eq(adSlotItem.enabled, true),
            inArray(adSlotItem.slotCode, [...slots]),
          ),
        )
        .orderBy(desc(adSlotItem.sort), asc(adSlotItem.id));
      return slots
        .map((code) => ({
          templateCode: code,
          name: AD_SLOT_NAMES[code] ?? code,
          ads: rows
            .filter((r) => r.slotCode === code)
            .map((r) => ({
              id: r.id,
              title: r.title,
              imageUrl: r.imageUrl,
              redirectUrl: r.redirectUrl,
              sort: r.sort,
            })),
        }))
        .filter((slot) => slot.ads.length > 0);
    },

    async collection(companyId, userId) {
      const [templates, items, games] = await Promise.all([
        db
          .select({ like: templateLike, template: contentTemplate })
          .from(templateLike)
          .innerJoin(contentTemplate, eq(contentTemplate.id, templateLike.templateId))
          .where(and(eq(templateLike.userId, userId), eq(contentTemplate.companyId, companyId)))
          .orderBy(desc(templateLike.createdAt), desc(templateLike.templateId)),
        db
          .select({ like: galleryLike, item: galleryItem, group: galleryGroup })
          .from(galleryLike)
          .innerJoin(galleryItem, eq(galleryItem.id, galleryLike.itemId))
          .innerJoin(galleryGroup, eq(galleryGroup.id, galleryItem.groupId))
          .where(and(eq(galleryLike.userId, userId), eq(galleryGroup.companyId, companyId)))
          .orderBy(desc(galleryLike.createdAt), desc(galleryLike.itemId)),
        db
          .select({ gameId: gameFollow.gameId })
          .from(gameFollow)
          .where(eq(gameFollow.userId, userId))
          .orderBy(desc(gameFollow.createdAt)),
      ]);
      return {
        templates: templates.map(({ like, template }) => ({
          templateId: template.id,
          gameId: template.gameId,
          name: template.name,
          templateCode: template.templateCode,
          playCateName: template.playCateName,
          colorTheme: template.colorTheme,
          likedTime: epochSeconds(like.createdAt),
        })),
        galleryItems: items.map(({ like, item, group }) => ({
          galleryId: item.id,
          groupId: group.id,
          gameId: group.gameId,
          name: group.name,
          gameTurn: item.turnNum,
          imageUrl: posterUrl(item.id),
          thumbUrl: posterUrl(item.id, true),
          likedTime: epochSeconds(like.createdAt),
        })),
        followedGames: games.map((g) => g.gameId),
      };
    },

    async follow(userId, gameId, like) {
      const [game] = await db
        .select({ id: lotteryGame.id })
        .from(lotteryGame)
        .where(and(eq(lotteryGame.id, gameId), eq(lotteryGame.enabled, true)));
      // Third-party games of the game center are followed the same way (modules/games).
      const [lobby] = game
        ? [game]
        : await db
            .select({ id: lobbyGame.gameId })
            .from(lobbyGame)
            .where(and(eq(lobbyGame.gameId, gameId), eq(lobbyGame.enabled, 1)))
            .limit(1);
      if (!lobby) throw new AppError(ErrorCode.BAD_REQUEST, PROMOTION_TEXT.gameMissing);
      if (like === 1) await db.insert(gameFollow).values({ userId, gameId }).onConflictDoNothing();
      else
        await db
          .delete(gameFollow)
          .where(and(eq(gameFollow.userId, userId), eq(gameFollow.gameId, gameId)));
      return { gameId, isFollow: like };
    },
  };
}

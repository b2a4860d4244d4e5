// Templates, the resource database, likes and polls. Predictions are generated per read (see
// templateBuilder.ts); hits come from the lottery's stored draws of the same game, finished ones
// only (a live draw still revealing its numbers marks nothing yet).
import {
  ErrorCode,
  type GameDocumentPage,
  type gameDocumentQuerySchema,
  type Template,
  type TemplateLike,
  type TemplatePage,
  type TemplatePlayCate,
  type TemplatePoll,
  type templateQuerySchema,
} from '@jinli/contract';
import { type ContentViewer, POLL_TEXT, ZODIAC_SIGNS } from '@jinli/domain';
import { and, asc, count, desc, eq, ilike, inArray, max, min, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  contentTemplate,
  gameDocument,
  lotteryDraw,
  templateGroup,
  templateItem,
  templateLike,
  templatePoll,
  templateVote,
} from '../../db/schema';
import { AppError } from '../../http/AppError';
import type { LotteryService } from '../lottery/service';
import type { DrawnTurn } from './predictions';
import { hashText } from './random';
import { type BuildContext, buildTemplate, type TemplateRow } from './templateBuilder';
import type { TurnSource } from './turns';
import { containsPattern, epochSeconds } from './viewer';

export const TEMPLATE_TEXT = {
  templateMissing: '模板不存在',
  documentMissing: '资料不存在',
  noPoll: '该模板没有投票',
  optionMissing: '投票选项不存在',
  pollClosed: '本期投票已结束',
  alreadyVoted: POLL_TEXT.alreadyVoted,
} as const;

type TemplateQuery = z.infer<typeof templateQuerySchema>;
type DocumentQuery = z.infer<typeof gameDocumentQuerySchema>;

export interface TemplateService {
  list(
    companyId: number,
    query: TemplateQuery,
    viewer: ContentViewer,
    userId?: number,
  ): Promise<TemplatePage>;
  /** Every template of a game as a logged-out visitor sees it (the static file). */
  publicList(companyId: number, gameId: number): Promise<TemplatePage>;
  playCate(companyId: number, gameId: number): Promise<TemplatePlayCate[]>;
  info(
    companyId: number,
    params: { gameId: number; templateId: number; documentId?: number | undefined },
    viewer: ContentViewer,
    userId?: number,
  ): Promise<Template>;
  toggleLike(
    companyId: number,
    userId: number,
    templateId: number,
    like: 0 | 1,
  ): Promise<TemplateLike>;
  poll(companyId: number, templateId: number, userId?: number): Promise<TemplatePoll>;
  vote(
    companyId: number,
    userId: number,
    templateId: number,
    optionId: number,
  ): Promise<TemplatePoll>;
  documents(companyId: number, query: DocumentQuery): Promise<GameDocumentPage>;
  documentPlayCate(companyId: number, gameId: number): Promise<TemplatePlayCate[]>;
}

export interface TemplateServiceDeps {
  db: Db;
  lottery: LotteryService;
  turns: TurnSource;
  now: () => number;
}

/** Poll options: the twelve zodiac signs, ids 1-12. */
const POLL_OPTIONS = ZODIAC_SIGNS.map((sign, i) => ({ id: i + 1, text: sign }));

// eslint-disable-next-line max-lines-per-function -- over 150 lines; to split into one file per operation (issue 35)
export function createTemplateService({
  db,
  lottery,
  turns,
  now,
}: TemplateServiceDeps): TemplateService {
  async function context(
    gameId: number,
    rows: TemplateRow[],
    viewer: ContentViewer,
    userId: number | undefined,
  ): Promise<BuildContext> {
    const game = await lottery.game(gameId);
    const depth = Math.max(0, ...rows.map((r) => r.turnCount)) + 1;
    const at = now();
    const { current, past } = await turns(game, depth, at);
    const draws = new Map<string, DrawnTurn>();
    if (past.length) {
      const found = await db
        .select({
          turnNum: lotteryDraw.turnNum,
          numbers: lotteryDraw.numbers,
          openAt: lotteryDraw.openAt,
        })
        .from(lotteryDraw)
        .where(
          and(
            eq(lotteryDraw.gameId, gameId),
            inArray(
              lotteryDraw.turnNum,
              past.map((t) => t.turnNum),
            ),
            eq(lotteryDraw.revealed, 7),
            eq(lotteryDraw.streaming, false),
          ),
        );
      for (const d of found) draws.set(d.turnNum, { numbers: d.numbers, at: d.openAt.getTime() });
    }
    const ids = rows.map((r) => r.id);
    const liked = new Set<number>();
    const likeCounts = new Map<number, number>();
    if (ids.length) {
      const counts = await db
        .select({ templateId: templateLike.templateId, value: count() })
        .from(templateLike)
        .where(inArray(templateLike.templateId, ids))
        .groupBy(templateLike.templateId);
      for (const c of counts) likeCounts.set(c.templateId, c.value);
      if (userId !== undefined) {
        const mine = await db
          .select({ templateId: templateLike.templateId })
          .from(templateLike)
          .where(and(eq(templateLike.userId, userId), inArray(templateLike.templateId, ids)));
        for (const m of mine) liked.add(m.templateId);
      }
    }
    return { viewer, current, past, draws, liked, likeCounts, now: at };
  }

  async function build(
    gameId: number,
    rows: TemplateRow[],
    viewer: ContentViewer,
    userId: number | undefined,
    subNames: Map<number, string> = new Map(),
  ): Promise<Template[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const [ctx, groups, items] = await Promise.all([
      context(gameId, rows, viewer, userId),
      db.select().from(templateGroup).where(inArray(templateGroup.templateId, ids)),
      db.select().from(templateItem).where(inArray(templateItem.templateId, ids)),
    ]);
    return rows.map((row) =>
      buildTemplate(
        row,
        groups.filter((g) => g.templateId === row.id),
        items.filter((i) => i.templateId === row.id),
        ctx,
        subNames.get(row.id),
      ),
    );
  }

  function listFilter(
    companyId: number,
    query: Pick<TemplateQuery, 'gameId' | 'playCateName' | 'templateCode' | 'location'>,
  ): SQL {
    const conditions: SQL[] = [
      eq(contentTemplate.companyId, companyId),
      eq(contentTemplate.gameId, query.gameId),
    ];
    if (query.playCateName) conditions.push(eq(contentTemplate.playCateName, query.playCateName));
    if (query.templateCode)
      conditions.push(
        sql`lower(${contentTemplate.templateCode}) = ${query.templateCode.toLowerCase()}`,
      );
    if (query.location === 'home') conditions.push(eq(contentTemplate.onHome, true));
    return and(...conditions) as SQL;
  }

  async function findTemplate(
    companyId: number,
    templateId: number,
    gameId?: number,
  ): Promise<TemplateRow> {
    const [row] = await db
      .select()
      .from(contentTemplate)
      .where(
        and(
          eq(contentTemplate.id, templateId),
          eq(contentTemplate.companyId, companyId),
          ...(gameId === undefined ? [] : [eq(contentTemplate.gameId, gameId)]),
        ),
      );
    if (!row) throw new AppError(ErrorCode.BAD_REQUEST, TEMPLATE_TEXT.templateMissing);
    return row;
  }

  /** The poll of a template for the turn on sale (created on first use). */
  async function currentPoll(template: TemplateRow) {
    if (!template.hasPoll) throw new AppError(ErrorCode.BAD_REQUEST, TEMPLATE_TEXT.noPoll);
    const game = await lottery.game(template.gameId);
    const { current } = await turns(game, 0, now());
    await db
      .insert(templatePoll)
      .values({ templateId: template.id, gameTurn: current.turnNum })
      .onConflictDoNothing();
    const [poll] = await db
      .select()
      .from(templatePoll)
      .where(
        and(eq(templatePoll.templateId, template.id), eq(templatePoll.gameTurn, current.turnNum)),
      );
    if (!poll) throw new Error('poll vanished');
    return poll;
  }

  async function pollView(
    poll: typeof templatePoll.$inferSelect,
    userId: number | undefined,
  ): Promise<TemplatePoll> {
    const votes = await db
      .select({ optionId: templateVote.optionId, value: count() })
      .from(templateVote)
      .where(eq(templateVote.pollId, poll.id))
      .groupBy(templateVote.optionId);
    const byOption = new Map(votes.map((v) => [v.optionId, v.value]));
    let optionId = 0;
    if (userId !== undefined) {
      const [mine] = await db
        .select({ optionId: templateVote.optionId })
        .from(templateVote)
        .where(and(eq(templateVote.pollId, poll.id), eq(templateVote.userId, userId)));
      optionId = mine?.optionId ?? 0;
    }
    const [drawn] = await db
      .select({ id: lotteryDraw.id })
      .from(lotteryDraw)
      .innerJoin(contentTemplate, eq(contentTemplate.gameId, lotteryDraw.gameId))
      .where(and(eq(contentTemplate.id, poll.templateId), eq(lotteryDraw.turnNum, poll.gameTurn)));
    return {
      id: poll.id,
      templateId: poll.templateId,
      gameTurn: poll.gameTurn,
      pollStatus: drawn ? 0 : 1,
      optionId,
      pollOptions: POLL_OPTIONS.map((o) => ({
        option_id: o.id,
        option_text: o.text,
        // A seeded base per poll and option, so a fresh poll does not start at zero.
        option_value: hashText(`poll:${poll.templateId}:${poll.gameTurn}:${o.id}`) % 40,
        option_vote: byOption.get(o.id) ?? 0,
      })),
    };
  }

  return {
    async list(companyId, query, viewer, userId) {
      const where = listFilter(companyId, query);
      const [total] = await db.select({ value: count() }).from(contentTemplate).where(where);
      const rows = await db
        .select()
        .from(contentTemplate)
        .where(where)
        .orderBy(desc(contentTemplate.sort), asc(contentTemplate.id))
        .limit(query.rows)
        .offset((query.page - 1) * query.rows);
      if (!rows.length) {
        await lottery.game(query.gameId);
        return { data: [], totalCount: total?.value ?? 0 };
      }
      return {
        data: await build(query.gameId, rows, viewer, userId),
        totalCount: total?.value ?? 0,
      };
    },

    async publicList(companyId, gameId) {
      const rows = await db
        .select()
        .from(contentTemplate)
        .where(and(eq(contentTemplate.companyId, companyId), eq(contentTemplate.gameId, gameId)))
        .orderBy(desc(contentTemplate.sort), asc(contentTemplate.id));
      const data = await build(gameId, rows, { loggedIn: false }, undefined);
      return { data, totalCount: data.length };
    },

    async playCate(companyId, gameId) {
      const rows = await db
        .select({
          playCateName: contentTemplate.playCateName,
          templateId: min(contentTemplate.id),
          sort: max(contentTemplate.sort),
        })
        .from(contentTemplate)
        .where(and(eq(contentTemplate.companyId, companyId), eq(contentTemplate.gameId, gameId)))
        .groupBy(contentTemplate.playCateName)
        .orderBy(desc(max(contentTemplate.sort)));
      return rows.map((r) => ({ templateId: Number(r.templateId), playCateName: r.playCateName }));
    },

    async info(companyId, params, viewer, userId) {
      const row = await findTemplate(companyId, params.templateId, params.gameId);
      const subNames = new Map<number, string>();
      if (params.documentId !== undefined) {
        const [doc] = await db
          .select({ subName: gameDocument.subName })
          .from(gameDocument)
          .where(
            and(
              eq(gameDocument.id, params.documentId),
              eq(gameDocument.templateId, row.id),
              eq(gameDocument.companyId, companyId),
            ),
          );
        if (!doc) throw new AppError(ErrorCode.BAD_REQUEST, TEMPLATE_TEXT.documentMissing);
        subNames.set(row.id, doc.subName);
      }
      const [template] = await build(row.gameId, [row], viewer, userId, subNames);
      return template!;
    },

    async toggleLike(companyId, userId, templateId, like) {
      await findTemplate(companyId, templateId);
      if (like === 1)
        await db.insert(templateLike).values({ userId, templateId }).onConflictDoNothing();
      else
        await db
          .delete(templateLike)
          .where(and(eq(templateLike.userId, userId), eq(templateLike.templateId, templateId)));
      const [total] = await db
        .select({ value: count() })
        .from(templateLike)
        .where(eq(templateLike.templateId, templateId));
      return { templateId, like, likeCount: total?.value ?? 0 };
    },

    async poll(companyId, templateId, userId) {
      const poll = await currentPoll(await findTemplate(companyId, templateId));
      return pollView(poll, userId);
    },

    async vote(companyId, userId, templateId, optionId) {
      const poll = await currentPoll(await findTemplate(companyId, templateId));
      if (!POLL_OPTIONS.some((o) => o.id === optionId))
        throw new AppError(ErrorCode.BAD_REQUEST, TEMPLATE_TEXT.optionMissing);
      const view = await pollView(poll, userId);
      if (view.optionId !== 0)
        throw new AppError(ErrorCode.BAD_REQUEST, TEMPLATE_TEXT.alreadyVoted);
      if (view.pollStatus === 0)
        throw new AppError(ErrorCode.BAD_REQUEST, TEMPLATE_TEXT.pollClosed);
      // The primary key (poll, user) keeps it to one vote even when two requests race.
      const written = await db
        .insert(templateVote)
        .values({ pollId: poll.id, userId, optionId })
        .onConflictDoNothing()
        .returning({ optionId: templateVote.optionId });
      if (!written.length) throw new AppError(ErrorCode.BAD_REQUEST, TEMPLATE_TEXT.alreadyVoted);
      return pollView(poll, userId);
    },

    async documents(companyId, query) {
      const conditions: SQL[] = [
        eq(gameDocument.companyId, companyId),
        eq(gameDocument.gameId, query.gameId),
      ];
      if (query.templateId !== undefined)
        conditions.push(eq(gameDocument.templateId, query.templateId));
      if (query.searchText)
        conditions.push(ilike(gameDocument.subName, containsPattern(query.searchText)));
      const where = and(...conditions) as SQL;
      const [total] = await db.select({ value: count() }).from(gameDocument).where(where);
      const rows = await db
        .select({ doc: gameDocument, template: contentTemplate })
        .from(gameDocument)
        .innerJoin(contentTemplate, eq(contentTemplate.id, gameDocument.templateId))
        .where(where)
        .orderBy(desc(contentTemplate.sort), asc(gameDocument.sort), asc(gameDocument.id))
        .limit(query.rows)
        .offset((query.page - 1) * query.rows);
      return {
        data: rows.map(({ doc, template }) => ({
          documentId: doc.id,
          gameId: doc.gameId,
          templateId: doc.templateId,
          templateCode: template.templateCode,
          subName: doc.subName,
          playCateName: template.playCateName,
          iconUrl: doc.iconUrl,
          updatedTime: epochSeconds(doc.updatedAt),
        })),
        totalCount: total?.value ?? 0,
      };
    },

    async documentPlayCate(companyId, gameId) {
      const rows = await db
        .selectDistinct({
          templateId: contentTemplate.id,
          name: contentTemplate.name,
          sort: contentTemplate.sort,
        })
        .from(contentTemplate)
        .innerJoin(gameDocument, eq(gameDocument.templateId, contentTemplate.id))
        .where(and(eq(contentTemplate.companyId, companyId), eq(contentTemplate.gameId, gameId)))
        .orderBy(desc(contentTemplate.sort), asc(contentTemplate.id));
      return rows.map((r) => ({ templateId: r.templateId, playCateName: r.name }));
    },
  };
}

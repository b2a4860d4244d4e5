// The lobby (spec §2 Game center, §3 Game): categories with their games, one category a page at a
// time, the casino games the report can pick, and the viewer's follows. Lottery games are the draw
// engine's enabled games (a lobby_game row of type 'lottery' may set their hot, maintenance, sort).
import type {
  Game,
  GameCategory,
  GameCategoryItem,
  GameGroup,
  GameList,
  LiveGame,
} from '@jinli/contract';
import { GAME_CATEGORY_TYPES } from '@jinli/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameCategory, gameFollow, lobbyGame, lotteryGame } from '../../db/schema';
import {
  categoryImageUrl,
  gameImageUrl,
  liveGameImageUrl,
  liveGameWideUrl,
} from '../../web/mediaUrls';
import { CATEGORY_NAMES, GAME_KIND } from './catalog';

export type LobbyGameRow = typeof lobbyGame.$inferSelect;

export interface LobbyService {
  categories(companyId: number): Promise<GameCategoryItem[]>;
  /** Every game of the company's lobby in lobby order (hot not included), isFollow of `userId`. */
  games(companyId: number, userId?: number): Promise<Game[]>;
  groups(companyId: number, userId?: number): Promise<GameGroup[]>;
  page(
    companyId: number,
    query: { groupType?: GameCategory | undefined; page: number; rows: number },
    userId?: number,
  ): Promise<GameList>;
  /** A third-party game by provider and code (enabled only). */
  liveGame(
    companyId: number,
    liveCode: string,
    gameCode: string,
  ): Promise<LobbyGameRow | undefined>;
  liveGameById(companyId: number, gameId: number): Promise<LobbyGameRow | undefined>;
  liveGames(companyId: number): Promise<LiveGame[]>;
}

const isCategory = (type: string): type is GameCategory =>
  (GAME_CATEGORY_TYPES as readonly string[]).includes(type);

/** Hot games first, highest first (ties keep lobby order). */
function hotList(games: readonly Game[]): Game[] {
  return games.filter((g) => g.hot > 0).sort((a, b) => b.hot - a.hot);
}

export function createLobbyService(db: Db): LobbyService {
  async function categories(companyId: number): Promise<GameCategoryItem[]> {
    const rows = await db
      .select({ type: gameCategory.type, name: gameCategory.name })
      .from(gameCategory)
      .where(eq(gameCategory.companyId, companyId))
      .orderBy(asc(gameCategory.sort), asc(gameCategory.id));
    const listed = rows.filter((row) => isCategory(row.type));
    // A company without rows (not seeded) still gets the spec's categories.
    const source = listed.length
      ? listed
      : GAME_CATEGORY_TYPES.map((type) => ({ type, name: CATEGORY_NAMES[type] }));
    return source.map((row) => ({
      type: row.type as GameCategory,
      name: row.name,
      imageUrl: categoryImageUrl(row.type as GameCategory),
    }));
  }

  async function follows(userId: number | undefined): Promise<Set<number>> {
    if (userId === undefined) return new Set();
    const rows = await db
      .select({ gameId: gameFollow.gameId })
      .from(gameFollow)
      .where(eq(gameFollow.userId, userId));
    return new Set(rows.map((r) => r.gameId));
  }

  async function games(companyId: number, userId?: number): Promise<Game[]> {
    const [rows, lotteries, followed] = await Promise.all([
      db
        .select()
        .from(lobbyGame)
        .where(and(eq(lobbyGame.companyId, companyId), eq(lobbyGame.enabled, 1))),
      db
        .select({ id: lotteryGame.id, name: lotteryGame.name, sort: lotteryGame.sort })
        .from(lotteryGame)
        .where(eq(lotteryGame.enabled, true)),
      follows(userId),
    ]);
    const lotterySettings = new Map(
      rows.filter((r) => r.type === 'lottery').map((r) => [r.gameId, r]),
    );
    const out: (Game & { sort: number })[] = [];
    for (const lottery of lotteries) {
      const setting = lotterySettings.get(lottery.id);
      out.push({
        gameId: lottery.id,
        gameName: lottery.name,
        gameCode: '',
        liveCode: '',
        gameKind: GAME_KIND.lottery,
        type: 'lottery',
        category: 'lottery',
        imageUrl: gameImageUrl(lottery.id),
        landscapeUrl: '',
        hot: setting?.hot ?? 0,
        isFollow: followed.has(lottery.id) ? 1 : 0,
        maintain: setting?.maintain ?? '',
        appDisplay: 0,
        sort: setting?.sort ?? lottery.sort,
      });
    }
    for (const row of rows) {
      if (row.type !== 'live' || !isCategory(row.category) || row.category === 'hot') continue;
      const wide = row.category === 'live' || row.category === 'sport';
      out.push({
        gameId: row.gameId,
        gameName: row.gameName,
        gameCode: row.gameCode,
        liveCode: row.liveCode,
        gameKind: row.gameKind,
        type: 'live',
        category: row.category,
        imageUrl: liveGameImageUrl(row.gameId),
        landscapeUrl: wide ? liveGameWideUrl(row.gameId) : '',
        hot: row.hot,
        isFollow: followed.has(row.gameId) ? 1 : 0,
        maintain: row.maintain,
        appDisplay: row.appDisplay === 1 ? 1 : 0,
        sort: row.sort,
      });
    }
    out.sort((a, b) => b.sort - a.sort || a.gameId - b.gameId);
    return out.map(({ sort: _sort, ...game }) => game);
  }

  function inCategory(all: readonly Game[], type: GameCategory): Game[] {
    return type === 'hot' ? hotList(all) : all.filter((g) => g.category === type);
  }

  return {
    categories,
    games,
    async groups(companyId, userId) {
      const [cats, all] = await Promise.all([categories(companyId), games(companyId, userId)]);
      return cats.map((cat) => ({ ...cat, games: inCategory(all, cat.type) }));
    },
    async page(companyId, query, userId) {
      const all = await games(companyId, userId);
      const list = query.groupType ? inCategory(all, query.groupType) : all;
      const start = (query.page - 1) * query.rows;
      return {
        data: list.slice(start, start + query.rows),
        totalCount: list.length,
        page: query.page,
      };
    },
    async liveGame(companyId, liveCode, gameCode) {
      const [row] = await db
        .select()
        .from(lobbyGame)
        .where(
          and(
            eq(lobbyGame.companyId, companyId),
            eq(lobbyGame.type, 'live'),
            eq(lobbyGame.liveCode, liveCode),
            eq(lobbyGame.gameCode, gameCode),
            eq(lobbyGame.enabled, 1),
          ),
        );
      return row;
    },
    async liveGameById(companyId, gameId) {
      const [row] = await db
        .select()
        .from(lobbyGame)
        .where(
          and(
            eq(lobbyGame.companyId, companyId),
            eq(lobbyGame.gameId, gameId),
            eq(lobbyGame.type, 'live'),
          ),
        );
      return row;
    },
    async liveGames(companyId) {
      const all = await games(companyId);
      return all
        .filter((g) => g.type === 'live')
        .map((g) => ({
          gameCode: g.gameCode,
          gameName: g.gameName,
          liveCode: g.liveCode,
          category: g.category,
        }));
    },
  };
}

// The lottery games of the cadence table (spec §9) with their Chinese names, kinds and images, and
// the play categories of a Mark Six game; seeded idempotently (an existing game keeps its settings).
import { ISSUE_CADENCES } from '@jinli/domain';
import type { Db } from '../../db/client';
import { lotteryGame, playCategory } from '../../db/schema';
import { gameImageUrl } from '../../web/mediaUrls';

/** Kind of a daily Mark Six game. */
export const DAILY_KIND = 'LHC';
/** Kind of a fast (interval) Mark Six game. */
export const FAST_KIND = 'JSLHC';

export interface GameSeed {
  id: number;
  name: string;
  code: string;
  /** 'HH:mm' for daily games. */
  dailyTime?: string;
  live?: boolean;
  sort: number;
}

/** Daily draw time of game 110 (spec §9: daily live draw at 20:30). */
export const LIVE_GAME_DAILY_TIME = '20:30';

/** The games, in menu order (sort descending). Cadences come from @jinli/domain ISSUE_CADENCES. */
export const GAME_SEEDS: readonly GameSeed[] = [
  {
    id: 110,
    name: '澳门六合彩',
    code: 'amlhc',
    dailyTime: LIVE_GAME_DAILY_TIME,
    live: true,
    sort: 200,
  },
  { id: 70, name: '香港六合彩', code: 'xglhc', dailyTime: '21:30', live: true, sort: 190 },
  { id: 90, name: '新澳门六合彩', code: 'xamlhc', dailyTime: '21:00', live: true, sort: 180 },
  { id: 71, name: '极速六合彩', code: 'jslhc', sort: 170 },
  // The special game of spec §9 (its own page /game/95 like 71's); every two minutes (ISSUE_CADENCES).
  { id: 95, name: '特别六合彩', code: 'tblhc', sort: 165 },
  { id: 42, name: '一分六合彩', code: 'yflhc', sort: 160 },
  { id: 46, name: '幸运六合彩', code: 'xylhc', sort: 150 },
  { id: 96, name: '二分六合彩', code: 'eflhc', sort: 140 },
  { id: 43, name: '三分六合彩', code: 'sflhc', sort: 130 },
  { id: 44, name: '新加坡六合彩', code: 'xjplhc', sort: 120 },
  { id: 45, name: '台湾六合彩', code: 'twlhc', sort: 110 },
  { id: 48, name: '大发六合彩', code: 'dflhc', sort: 100 },
  { id: 51, name: '吉祥六合彩', code: 'jxlhc', sort: 90 },
  { id: 97, name: '好运六合彩', code: 'hylhc', sort: 80 },
  { id: 47, name: '五分六合彩', code: 'wflhc', sort: 70 },
  { id: 34, name: '快乐六合彩', code: 'kllhc', sort: 60 },
  { id: 92, name: '澳洲六合彩', code: 'azlhc', sort: 50 },
  { id: 98, name: '欢乐六合彩', code: 'hllhc', sort: 40 },
  { id: 93, name: '十分六合彩', code: 'shflhc', sort: 30 },
];

/** Play categories (玩法) of every Mark Six game, in display order. */
export const MARK_SIX_PLAY_CATEGORIES = [
  '特码',
  '正码',
  '正特',
  '平特',
  '连码',
  '生肖',
  '尾数',
  '色波',
  '半波',
  '五行',
  '合肖',
  '自选不中',
] as const;

/** Seconds betting closes before a draw: daily games 5 min, fast ones a sixth of the interval (≤ 30 s). */
export function closeBeforeSeconds(intervalSeconds: number | null): number {
  return intervalSeconds === null ? 300 : Math.min(30, Math.floor(intervalSeconds / 6));
}

/** Default seconds between two revealed numbers of a live draw. */
export const DEFAULT_REVEAL_INTERVAL_SECONDS = 10;

/** Inserts the games and play categories that are missing; returns the rows written. */
export async function seedLotteryGames(db: Db): Promise<number> {
  const rows = GAME_SEEDS.map((game) => {
    const cadence = ISSUE_CADENCES[game.id];
    if (!cadence) throw new Error(`game ${game.id} has no cadence in ISSUE_CADENCES`);
    const intervalSeconds = cadence.kind === 'interval' ? cadence.seconds : null;
    return {
      id: game.id,
      name: game.name,
      code: game.code,
      kind: intervalSeconds === null ? DAILY_KIND : FAST_KIND,
      intervalSeconds,
      dailyTime: intervalSeconds === null ? (game.dailyTime ?? LIVE_GAME_DAILY_TIME) : null,
      closeBeforeSeconds: closeBeforeSeconds(intervalSeconds),
      live: game.live ?? false,
      revealIntervalSeconds: DEFAULT_REVEAL_INTERVAL_SECONDS,
      imageUrl: gameImageUrl(game.id),
      sort: game.sort,
    };
  });
  const games = await db
    .insert(lotteryGame)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: lotteryGame.id });
  const categories = await db
    .insert(playCategory)
    .values(
      GAME_SEEDS.flatMap((game) =>
        MARK_SIX_PLAY_CATEGORIES.map((name, sort) => ({ gameId: game.id, name, sort })),
      ),
    )
    .onConflictDoNothing()
    .returning({ id: playCategory.id });
  return games.length + categories.length;
}

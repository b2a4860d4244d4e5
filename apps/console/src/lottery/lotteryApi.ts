// The draw operations (apps/server/src/modules/lottery/operator.ts, 运营/管理员): 香港六合彩 (game 70)
// is drawn outside, so its official numbers are entered by hand; every other game only in a
// deployment with test draws on. Both answer the game's open info as it is after the change.
// The reads (GET /console-api/lottery/games and …/draws) list every game's schedule and draws.
import type { LotteryOpenInfo, Page } from '@jinli/contract';
import {
  CONSOLE_LOTTERY_GAMES_PATH,
  type ConsoleLotteryDrawRow,
  type ConsoleLotteryGame,
  consoleLotteryDrawsPath,
} from '@jinli/contract/console';
import { consoleApi } from '../api/client';

/** 香港六合彩: the game whose results an operator enters (EXTERNALLY_DRAWN_GAME_IDS). */
export const MARK_SIX_GAME_ID = 70;

export interface ScheduleInput {
  gameId: number;
  delaySeconds?: number;
  revealIntervalSeconds?: number;
  /** 'HH:mm' */
  dailyTime?: string;
}

export const lotteryApi = {
  schedule: (input: ScheduleInput) =>
    consoleApi.post<LotteryOpenInfo>('/operator/lottery/schedule', input),
  draw: (input: { gameId: number; numbers: number[] }) =>
    consoleApi.post<LotteryOpenInfo>('/operator/lottery/draw', input),
  /** Every game's schedule, turn on sale and next draws (every role). */
  games: () => consoleApi.get<ConsoleLotteryGame[]>(CONSOLE_LOTTERY_GAMES_PATH),
  /** One game's draws, newest first (every role). */
  draws: (gameId: number, page: number, pageSize: number) =>
    consoleApi.get<Page<ConsoleLotteryDrawRow>>(consoleLotteryDrawsPath(gameId), {
      page,
      pageSize,
    }),
};

/** Query keys of 开奖's reads: a draw entered here refreshes them all. */
export const LOTTERY_QUERY_KEY = ['lottery'] as const;

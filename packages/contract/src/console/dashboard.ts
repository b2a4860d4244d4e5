// The dashboard (issue 32 仪表盘): today and the days before it in the company's time zone — sign-ups,
// first recharges, money in and out, bets, payouts, GGR, red packets — the same figures per game
// over the range, and who is online now. Every signed-in operator may read it.
import { z } from 'zod';
import { CONSOLE_API_PREFIX, consoleMoneySchema } from './paging';

/** GET: the dashboard. */
export const CONSOLE_DASHBOARD_PATH = `${CONSOLE_API_PREFIX}/dashboard`;
/** Longest range, days (today included). */
export const DASHBOARD_MAX_DAYS = 90;
/** Range when the query names none. */
export const DASHBOARD_DEFAULT_DAYS = 30;

/** `days`: how many days, today included (1 = today only). */
export const consoleDashboardQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(DASHBOARD_MAX_DAYS).default(DASHBOARD_DEFAULT_DAYS),
});
export type ConsoleDashboardQuery = z.infer<typeof consoleDashboardQuerySchema>;

/**
 * One day's (or the range's) figures; amounts in thousandths. Bets count on the day they were placed
 * (cancelled ones not at all), payouts on the day they were settled; recharges and withdrawals on
 * the day they were paid; GGR = bet amount − payouts. Lottery bets and game-center rounds both count.
 */
export const consoleDayFiguresSchema = z.object({
  /** New official (HY) accounts. */
  registrations: z.number().int(),
  /** Players whose first paid recharge was that day. */
  firstRecharges: z.number().int(),
  rechargeCount: z.number().int(),
  rechargeAmount: consoleMoneySchema,
  withdrawalCount: z.number().int(),
  withdrawalAmount: consoleMoneySchema,
  betCount: z.number().int(),
  betAmount: consoleMoneySchema,
  payoutAmount: consoleMoneySchema,
  ggr: consoleMoneySchema,
  hongbaoCount: z.number().int(),
  hongbaoAmount: consoleMoneySchema,
});
export type ConsoleDayFigures = z.infer<typeof consoleDayFiguresSchema>;

export const consoleDashboardDaySchema = consoleDayFiguresSchema.extend({
  /** 'YYYY-MM-DD' in the company's time zone. */
  date: z.string(),
});
export type ConsoleDashboardDay = z.infer<typeof consoleDashboardDaySchema>;

/** A game's figures over the range: a lottery game (`gameId` its id) or a game-center game (its code). */
export const consoleDashboardGameSchema = z.object({
  kind: z.enum(['lottery', 'casino']),
  gameId: z.string(),
  gameName: z.string(),
  betCount: z.number().int(),
  betAmount: consoleMoneySchema,
  payoutAmount: consoleMoneySchema,
  ggr: consoleMoneySchema,
});
export type ConsoleDashboardGame = z.infer<typeof consoleDashboardGameSchema>;

export const consoleDashboardSchema = z.object({
  /** The company's time zone the days are counted in (e.g. Asia/Shanghai). */
  timeZone: z.string(),
  /** First and last day of the range, 'YYYY-MM-DD' (the last is today). */
  from: z.string(),
  to: z.string(),
  /** When the figures were read, epoch ms. */
  generatedAt: z.number().int(),
  online: z.object({
    /** Players with a sign-in used within the last `windowMinutes`. */
    players: z.number().int(),
    windowMinutes: z.number().int(),
    /** Chat sockets in rooms now, on every instance. */
    chatSockets: z.number().int(),
  }),
  /** One row per day, oldest first, today last. */
  days: z.array(consoleDashboardDaySchema),
  totals: consoleDayFiguresSchema,
  /** Games with bets in the range, by bet amount, largest first. */
  games: z.array(consoleDashboardGameSchema),
});
export type ConsoleDashboard = z.infer<typeof consoleDashboardSchema>;

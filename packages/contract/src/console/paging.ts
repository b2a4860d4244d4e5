// What every list of the console API shares: the /console-api prefix, paging (page from 1, at
// most CONSOLE_MAX_PAGE_SIZE rows), time ranges in epoch ms and yes/no filters as query text.
// Query schemas coerce query-string text; anything that does not fit is a 400 `{code,msg}`.
import { z } from 'zod';

/** Every console route starts here; served only on the console's own listener. */
export const CONSOLE_API_PREFIX = '/console-api';

/** Most rows one page of a console list holds. */
export const CONSOLE_MAX_PAGE_SIZE = 100;
/** Rows per page when the query names none. */
export const CONSOLE_DEFAULT_PAGE_SIZE = 20;
/** Highest page number accepted (larger ones are refused, not clamped). */
export const CONSOLE_MAX_PAGE = 1_000_000;
/** Latest instant accepted in a time range: the end of year 9999, epoch ms. */
export const CONSOLE_MAX_EPOCH_MS = 253_402_300_799_999;
/** Longest search text accepted (account, phone, agent, operator, action). */
export const CONSOLE_MAX_SEARCH_LENGTH = 64;

/** `page` (from 1, default 1) and `pageSize` (1–100, default 20). */
export const consolePagingSchema = z.object({
  page: z.coerce.number().int().min(1).max(CONSOLE_MAX_PAGE).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(CONSOLE_MAX_PAGE_SIZE)
    .default(CONSOLE_DEFAULT_PAGE_SIZE),
});

/** An instant of a time range, epoch ms. */
export const consoleEpochMsSchema = z.coerce.number().int().min(0).max(CONSOLE_MAX_EPOCH_MS);

/** `from` (inclusive) and `to` (exclusive), epoch ms, both optional; the server refuses from > to. */
export const consoleTimeRangeSchema = z.object({
  from: consoleEpochMsSchema.optional(),
  to: consoleEpochMsSchema.optional(),
});

/** A yes/no filter as query text: 'true' / '1' or 'false' / '0'. */
export const consoleQueryFlagSchema = z
  .enum(['true', 'false', '1', '0'])
  .transform((text) => text === 'true' || text === '1');

/** Search text: trimmed, at most CONSOLE_MAX_SEARCH_LENGTH characters; '' means no filter. */
export const consoleSearchSchema = z.string().trim().max(CONSOLE_MAX_SEARCH_LENGTH);

/** An operator's free-text reason or note: trimmed, at most 200 characters. */
export const CONSOLE_REASON_MAX_LENGTH = 200;
export const consoleNoteSchema = z.string().trim().max(CONSOLE_REASON_MAX_LENGTH);

/**
 * Money on the console API: integer thousandths of a yuan (1 yuan = 1000), as JSON numbers (every
 * amount this product holds is far inside Number.MAX_SAFE_INTEGER).
 */
export const consoleMoneySchema = z.number().int();

// The wire shapes every HTTP answer takes: success carries `code: 0` and `data`, failure carries a
// string code from the catalogue (errors.ts) and a Chinese message.
import { z } from 'zod';
import type { ApiErrorBody } from './routes/envelopeGuard';

export type { ApiErrorBody };

/** A failed call: `code` is a catalogue code (spec §8), `msg` is shown to the user as is. */
export const apiErrorSchema = z.object({
  code: z.string(),
  msg: z.string(),
}) satisfies z.ZodType<ApiErrorBody>;

/** A successful call wrapping `data`. */
export function okSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(0), msg: z.string(), data });
}
export interface Ok<T> {
  code: 0;
  msg: string;
  data: T;
}

/** A page of rows as list endpoints return it. */
export function pageSchema<T extends z.ZodType>(row: T) {
  return z.object({ data: z.array(row), totalCount: z.number().int().nonnegative() });
}
export interface Page<T> {
  data: T[];
  totalCount: number;
}

/** Whether an answer is `{ code, msg }` (zod-free, so the client's start page can use it). */
export { isApiError } from './routes/envelopeGuard';

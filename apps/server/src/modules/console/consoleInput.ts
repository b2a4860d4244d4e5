// Input pieces the console's lists and actions share: a numeric :id, a time range checked for
// order, and LIKE patterns that match operator-typed text literally.
import { ErrorCode } from '@jinli/contract';
import { z } from 'zod';
import { AppError } from '../../http/AppError';
import { parseInput } from '../../http/parseInput';
import { PLAYER_MONEY_TEXT } from './moneyTexts';

/** `:id` of a row: a positive int4. */
export const idParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** The `:id` of `request.params`, or a 400. */
export const idOf = (params: unknown): number => parseInput(idParamsSchema, params).id;

/** A time range as Dates; 400 when `from` is after `to`. */
export function rangeOf(query: { from?: number | undefined; to?: number | undefined }): {
  from: Date | undefined;
  to: Date | undefined;
} {
  if (query.from !== undefined && query.to !== undefined && query.from > query.to)
    throw new AppError(ErrorCode.BAD_REQUEST, PLAYER_MONEY_TEXT.rangeInverted);
  return {
    from: query.from === undefined ? undefined : new Date(query.from),
    to: query.to === undefined ? undefined : new Date(query.to),
  };
}

/** `text` for LIKE with its wildcards taken literally (PostgreSQL's default escape is '\'). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** LIKE pattern: `text` anywhere. */
export const containing = (text: string) => `%${escapeLike(text)}%`;

/** The value of an optional search field, undefined when absent or blank. */
export const searched = (text: string | undefined) => (text ? text : undefined);

/** OFFSET of `page` (from 1) of `pageSize` rows. */
export const offsetOf = (paging: { page: number; pageSize: number }) =>
  (paging.page - 1) * paging.pageSize;

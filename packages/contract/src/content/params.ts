// Query and body pieces shared by the community-content endpoints (gallery, templates, database,
// promotions): ids, pages, search text, flags and the company code every call may carry.
import { z } from 'zod';

/** Largest database id accepted in a request. */
export const MAX_CONTENT_ID = 2_147_483_647;

/** A positive id in a query or body. */
export const contentIdParam = z.coerce.number<number>().int().min(1).max(MAX_CONTENT_ID);

/** A game id, default 110 (spec §9). */
export const contentGameIdParam = z.coerce
  .number<number>()
  .int()
  .min(1)
  .max(1_000_000)
  .default(110);

/** Page number, default 1. */
export const contentPageParam = z.coerce.number<number>().int().min(1).max(100_000).default(1);

/** Rows per page with its default and maximum. */
export const contentRowsParam = (defaultRows: number, max = 100) =>
  z.coerce.number<number>().int().min(1).max(max).default(defaultRows);

/** Search text: trimmed, at most 50 characters, absent when blank. */
export const searchTextParam = z
  .string()
  .max(200)
  .transform((text) => text.trim().slice(0, 50))
  .optional()
  .transform((text) => (text ? text : undefined));

/** A 0/1 flag given as number or text. */
export const flagParam = z.coerce.number<number>().int().min(0).max(1);

/** 0 or 1 on the wire. */
export const zeroOneSchema = z.union([z.literal(0), z.literal(1)]);
export type ZeroOne = z.infer<typeof zeroOneSchema>;

/**
 * The company code a call may carry (spec §7 "fixed company code"); the server answers for one
 * company and refuses another code with 400.
 */
export const companyCodeParam = z.string().trim().min(1).max(32).optional();

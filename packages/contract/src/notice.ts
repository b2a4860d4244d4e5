// Notices (spec §3 "Notice"): index notices show in the home modal, lottery notices on draw
// screens; `roll_notice` 1 also puts a notice in the scrolling marquee.
import { z } from 'zod';
import { endpoint } from './endpointDef';
import { pageSchema } from './envelope';

export const noticeSchema = z.object({
  id: z.number().int(),
  noticeTitle: z.string(),
  noticeContent: z.string(),
  /** 0 system notice (the type the home page asks for). */
  noticeType: z.number().int(),
  /** 1 when the notice also scrolls in the marquee. */
  roll_notice: z.number().int(),
});
export type Notice = z.infer<typeof noticeSchema>;

/** The static notice_list JSON: notices grouped by where they are shown. */
export const noticeListSchema = z.object({
  index_notice: z.array(noticeSchema),
  lottery_notice: z.array(noticeSchema),
});
export type NoticeList = z.infer<typeof noticeListSchema>;

/** Query of GET /api/notice/queryPage. */
export const noticeQuerySchema = z.object({
  noticeType: z.coerce.number<number>().int().min(0).max(9).default(0),
  page: z.coerce.number<number>().int().min(1).max(10_000).default(1),
  rows: z.coerce.number<number>().int().min(1).max(100).default(20),
});
export type NoticeQuery = z.infer<typeof noticeQuerySchema>;

export const noticeEndpoints = {
  /** A page of notices of one type. */
  noticePage: endpoint({
    method: 'GET',
    base: 'api',
    path: '/notice/queryPage',
    query: noticeQuerySchema,
    response: pageSchema(noticeSchema),
  }),
} as const;

import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notice } from '../../db/schema';

export type NoticeRow = typeof notice.$inferSelect;

const newestFirst = [desc(notice.sort), desc(notice.createdAt), desc(notice.id)];

/** One page of the enabled notices of a type, with the total count of that type. */
export async function pageNotices(
  db: Db,
  companyId: number,
  noticeType: number,
  offset: number,
  limit: number,
): Promise<{ rows: NoticeRow[]; total: number }> {
  const where = and(
    eq(notice.companyId, companyId),
    eq(notice.noticeType, noticeType),
    eq(notice.enabled, true),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notice)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(notice).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Every enabled notice of the given types, in display order. */
export function listNotices(
  db: Db,
  companyId: number,
  noticeTypes: number[],
): Promise<NoticeRow[]> {
  return db
    .select()
    .from(notice)
    .where(
      and(
        eq(notice.companyId, companyId),
        inArray(notice.noticeType, noticeTypes),
        eq(notice.enabled, true),
      ),
    )
    .orderBy(asc(notice.noticeType), ...newestFirst);
}

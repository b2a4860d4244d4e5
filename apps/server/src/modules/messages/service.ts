// Push messages of the notifications screen: a user reads, marks and removes only their own.
import { ErrorCode, type Page, type PushMessage } from '@jinli/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushMessage } from '../../db/schema';
import { AppError } from '../../http/AppError';
import { ACCOUNT_TEXT } from '../accounts/texts';

export interface MessageService {
  page(userId: number, page: number, rows: number): Promise<Page<PushMessage>>;
  markRead(userId: number, id: number): Promise<void>;
  remove(userId: number, id: number): Promise<void>;
}

export function createMessageService(db: Db): MessageService {
  const notFound = () => new AppError(ErrorCode.NOT_FOUND, ACCOUNT_TEXT.messageNotFound);
  return {
    async page(userId, page, rows) {
      const own = eq(pushMessage.userId, userId);
      const [list, [total]] = await Promise.all([
        db
          .select()
          .from(pushMessage)
          .where(own)
          .orderBy(desc(pushMessage.createdAt), desc(pushMessage.id))
          .offset((page - 1) * rows)
          .limit(rows),
        db.select({ value: count() }).from(pushMessage).where(own),
      ]);
      return {
        data: list.map((m) => ({
          id: m.id,
          title: m.title,
          content: m.content,
          isRead: m.isRead ? 1 : 0,
          createTime: m.createdAt.getTime(),
        })),
        totalCount: total?.value ?? 0,
      };
    },
    async markRead(userId, id) {
      const rows = await db
        .update(pushMessage)
        .set({ isRead: true })
        .where(and(eq(pushMessage.id, id), eq(pushMessage.userId, userId)))
        .returning({ id: pushMessage.id });
      if (rows.length === 0) throw notFound();
    },
    async remove(userId, id) {
      const rows = await db
        .delete(pushMessage)
        .where(and(eq(pushMessage.id, id), eq(pushMessage.userId, userId)))
        .returning({ id: pushMessage.id });
      if (rows.length === 0) throw notFound();
    },
  };
}

// A player's like of a template, set or taken back (either is idempotent), and the count after it.
import type { TemplateLike } from '@jinli/contract';
import { and, count, eq } from 'drizzle-orm';
import { templateLike } from '../../db/schema';
import { findTemplate, type TemplateServiceDeps } from './templateContext';

export async function toggleTemplateLike(
  { db }: TemplateServiceDeps,
  companyId: number,
  userId: number,
  templateId: number,
  like: 0 | 1,
): Promise<TemplateLike> {
  await findTemplate(db, companyId, templateId);
  if (like === 1)
    await db.insert(templateLike).values({ userId, templateId }).onConflictDoNothing();
  else
    await db
      .delete(templateLike)
      .where(and(eq(templateLike.userId, userId), eq(templateLike.templateId, templateId)));
  const [total] = await db
    .select({ value: count() })
    .from(templateLike)
    .where(eq(templateLike.templateId, templateId));
  return { templateId, like, likeCount: total?.value ?? 0 };
}

// One template as the viewer sees it; opened from the resource database, it carries the document's
// sub name (and the document must be one of this template's).
import type { Template } from '@jinli/contract';
import type { ContentViewer } from '@jinli/domain';
import { and, eq } from 'drizzle-orm';
import { gameDocument } from '../../db/schema';
import { buildTemplates } from './buildTemplates';
import { findTemplate, refuse, TEMPLATE_TEXT, type TemplateServiceDeps } from './templateContext';

export async function templateInfo(
  deps: TemplateServiceDeps,
  companyId: number,
  params: { gameId: number; templateId: number; documentId?: number | undefined },
  viewer: ContentViewer,
  userId?: number,
): Promise<Template> {
  const { db } = deps;
  const row = await findTemplate(db, companyId, params.templateId, params.gameId);
  const subNames = new Map<number, string>();
  if (params.documentId !== undefined) {
    const [doc] = await db
      .select({ subName: gameDocument.subName })
      .from(gameDocument)
      .where(
        and(
          eq(gameDocument.id, params.documentId),
          eq(gameDocument.templateId, row.id),
          eq(gameDocument.companyId, companyId),
        ),
      );
    if (!doc) throw refuse(TEMPLATE_TEXT.documentMissing);
    subNames.set(row.id, doc.subName);
  }
  const [template] = await buildTemplates(deps, row.gameId, [row], viewer, userId, subNames);
  return template!;
}

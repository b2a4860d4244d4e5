// The resource database: a game's documents (each names the template it opens) a page at a time,
// searched by sub name, and the templates that have documents.
import type { GameDocumentPage, gameDocumentQuerySchema, TemplatePlayCate } from '@jinli/contract';
import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { contentTemplate, gameDocument } from '../../db/schema';
import type { TemplateServiceDeps } from './templateContext';
import { containsPattern, epochSeconds } from './viewer';

export type DocumentQuery = z.infer<typeof gameDocumentQuerySchema>;

export async function listDocuments(
  { db }: TemplateServiceDeps,
  companyId: number,
  query: DocumentQuery,
): Promise<GameDocumentPage> {
  const conditions: SQL[] = [
    eq(gameDocument.companyId, companyId),
    eq(gameDocument.gameId, query.gameId),
  ];
  if (query.templateId !== undefined)
    conditions.push(eq(gameDocument.templateId, query.templateId));
  if (query.searchText)
    conditions.push(ilike(gameDocument.subName, containsPattern(query.searchText)));
  const where = and(...conditions) as SQL;
  const [total] = await db.select({ value: count() }).from(gameDocument).where(where);
  const rows = await db
    .select({ doc: gameDocument, template: contentTemplate })
    .from(gameDocument)
    .innerJoin(contentTemplate, eq(contentTemplate.id, gameDocument.templateId))
    .where(where)
    .orderBy(desc(contentTemplate.sort), asc(gameDocument.sort), asc(gameDocument.id))
    .limit(query.rows)
    .offset((query.page - 1) * query.rows);
  return {
    data: rows.map(({ doc, template }) => ({
      documentId: doc.id,
      gameId: doc.gameId,
      templateId: doc.templateId,
      templateCode: template.templateCode,
      subName: doc.subName,
      playCateName: template.playCateName,
      iconUrl: doc.iconUrl,
      updatedTime: epochSeconds(doc.updatedAt),
    })),
    totalCount: total?.value ?? 0,
  };
}

/** The templates of a game that have documents (the database's tabs). */
export async function documentPlayCate(
  { db }: TemplateServiceDeps,
  companyId: number,
  gameId: number,
): Promise<TemplatePlayCate[]> {
  const rows = await db
    .selectDistinct({
      templateId: contentTemplate.id,
      name: contentTemplate.name,
      sort: contentTemplate.sort,
    })
    .from(contentTemplate)
    .innerJoin(gameDocument, eq(gameDocument.templateId, contentTemplate.id))
    .where(and(eq(contentTemplate.companyId, companyId), eq(contentTemplate.gameId, gameId)))
    .orderBy(desc(contentTemplate.sort), asc(contentTemplate.id));
  return rows.map((r) => ({ templateId: r.templateId, playCateName: r.name }));
}

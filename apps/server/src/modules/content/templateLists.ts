// The template lists: a game's templates a page at a time (filtered by play, code, home screen),
// all of them as a logged-out visitor sees them (the static file), and the plays they are grouped
// under.
import type { TemplatePage, TemplatePlayCate, templateQuerySchema } from '@jinli/contract';
import type { ContentViewer } from '@jinli/domain';
import { and, asc, count, desc, eq, max, min, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { contentTemplate } from '../../db/schema';
import { buildTemplates } from './buildTemplates';
import type { TemplateServiceDeps } from './templateContext';

export type TemplateQuery = z.infer<typeof templateQuerySchema>;

function listFilter(
  companyId: number,
  query: Pick<TemplateQuery, 'gameId' | 'playCateName' | 'templateCode' | 'location'>,
): SQL {
  const conditions: SQL[] = [
    eq(contentTemplate.companyId, companyId),
    eq(contentTemplate.gameId, query.gameId),
  ];
  if (query.playCateName) conditions.push(eq(contentTemplate.playCateName, query.playCateName));
  if (query.templateCode)
    conditions.push(
      sql`lower(${contentTemplate.templateCode}) = ${query.templateCode.toLowerCase()}`,
    );
  if (query.location === 'home') conditions.push(eq(contentTemplate.onHome, true));
  return and(...conditions) as SQL;
}

export async function listTemplates(
  deps: TemplateServiceDeps,
  companyId: number,
  query: TemplateQuery,
  viewer: ContentViewer,
  userId?: number,
): Promise<TemplatePage> {
  const { db } = deps;
  const where = listFilter(companyId, query);
  const [total] = await db.select({ value: count() }).from(contentTemplate).where(where);
  const rows = await db
    .select()
    .from(contentTemplate)
    .where(where)
    .orderBy(desc(contentTemplate.sort), asc(contentTemplate.id))
    .limit(query.rows)
    .offset((query.page - 1) * query.rows);
  if (!rows.length) {
    // An empty page still refuses a game that does not exist (the build would have).
    await deps.lottery.game(query.gameId);
    return { data: [], totalCount: total?.value ?? 0 };
  }
  return {
    data: await buildTemplates(deps, query.gameId, rows, viewer, userId),
    totalCount: total?.value ?? 0,
  };
}

/** Every template of a game as a logged-out visitor sees it (the static file). */
export async function publicTemplates(
  deps: TemplateServiceDeps,
  companyId: number,
  gameId: number,
): Promise<TemplatePage> {
  const rows = await deps.db
    .select()
    .from(contentTemplate)
    .where(and(eq(contentTemplate.companyId, companyId), eq(contentTemplate.gameId, gameId)))
    .orderBy(desc(contentTemplate.sort), asc(contentTemplate.id));
  const data = await buildTemplates(deps, gameId, rows, { loggedIn: false }, undefined);
  return { data, totalCount: data.length };
}

/** The plays a game's templates are grouped under, each with its first template. */
export async function templatePlayCate(
  { db }: TemplateServiceDeps,
  companyId: number,
  gameId: number,
): Promise<TemplatePlayCate[]> {
  const rows = await db
    .select({
      playCateName: contentTemplate.playCateName,
      templateId: min(contentTemplate.id),
      sort: max(contentTemplate.sort),
    })
    .from(contentTemplate)
    .where(and(eq(contentTemplate.companyId, companyId), eq(contentTemplate.gameId, gameId)))
    .groupBy(contentTemplate.playCateName)
    .orderBy(desc(max(contentTemplate.sort)));
  return rows.map((r) => ({ templateId: Number(r.templateId), playCateName: r.playCateName }));
}

// Seeds the demo templates of demo/templatesDemo.ts: a template row per (game, code), its slots
// or fixed groups and items, and its database documents. A template that exists already is left
// as it is: a game's demo templates are written once, so deleting content is not undone.
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { contentTemplate, gameDocument, templateGroup, templateItem } from '../../../db/schema';
import type { DemoTemplate } from '../demo/templateShapes';
import { demoTemplatesOf, TEMPLATE_GAME_IDS } from '../demo/templatesDemo';
import { contentPictureUrl } from '../pictures';
import { isGenerator } from '../predictions';

async function insertChildren(
  tx: Tx,
  companyId: number,
  gameId: number,
  templateId: number,
  demo: DemoTemplate,
  now: number,
): Promise<number> {
  let inserted = 0;
  const at = new Date(now);
  const specs = (demo.slots ?? []).flatMap((s) => [
    ...(s.columns ?? []),
    ...(s.multi ?? []).map((m) => m.spec),
  ]);
  const unknown = specs.filter((spec) => !isGenerator(spec));
  if (unknown.length)
    throw new Error(`seed: template ${demo.code} has unknown generators ${unknown.join(', ')}`);
  if (demo.slots?.length) {
    inserted += (
      await tx
        .insert(templateItem)
        .values(
          demo.slots.map((slot, i) => ({
            templateId,
            generator: slot.multi ? 'multi' : (slot.columns ?? []).join('|'),
            title: slot.label,
            subName: slot.label,
            sort: slot.sort ?? i,
            multiContents: (slot.multi ?? []).map((m) => ({ title: m.title, content: m.spec })),
            requireLogin: slot.requireLogin ?? false,
            requireRecharge: slot.requireRecharge ?? false,
            activeCover: slot.activeCover ?? false,
            updatedAt: at,
          })),
        )
        .returning({ id: templateItem.id })
    ).length;
  }
  for (const [groupSort, group] of (demo.groups ?? []).entries()) {
    const [row] = await tx
      .insert(templateGroup)
      .values({ templateId, groupName: group.groupName, sort: groupSort })
      .returning({ id: templateGroup.id });
    if (!row) continue;
    inserted++;
    const items = await tx
      .insert(templateItem)
      .values(
        group.items.map((item, i) => ({
          templateId,
          groupId: row.id,
          title: item.title,
          content: item.content ?? '',
          content2: item.content2 ?? '',
          content3: item.content3 ?? '',
          note: item.note ?? '',
          subName: item.subName ?? '',
          sort: item.sort ?? i,
          multiContents: item.multiContents ?? [],
          requireLogin: item.requireLogin ?? false,
          requireRecharge: item.requireRecharge ?? false,
          templateType: item.templateType ?? 1,
          linkUrl: item.linkUrl ?? '',
          activeCover: item.activeCover ?? false,
          isTop: item.isTop ?? false,
          updatedAt: new Date(now - (item.ageMinutes ?? i * 90) * 60_000),
        })),
      )
      .returning({ id: templateItem.id });
    inserted += items.length;
    const withIcons = items.filter((_, i) => group.items[i]?.icon).map((r) => r.id);
    for (const id of withIcons)
      await tx
        .update(templateItem)
        .set({ iconUrl: contentPictureUrl('item', id) })
        .where(eq(templateItem.id, id));
  }
  for (const [sort, subName] of (demo.documents ?? []).entries()) {
    const [doc] = await tx
      .insert(gameDocument)
      .values({
        companyId,
        gameId,
        templateId,
        subName,
        sort,
        updatedAt: new Date(now - sort * 3_600_000),
      })
      .onConflictDoNothing()
      .returning({ id: gameDocument.id });
    if (!doc) continue;
    inserted++;
    await tx
      .update(gameDocument)
      .set({ iconUrl: contentPictureUrl('document', doc.id) })
      .where(eq(gameDocument.id, doc.id));
  }
  return inserted;
}

export async function seedTemplates(tx: Tx, companyId: number, now: number): Promise<number> {
  let inserted = 0;
  for (const gameId of TEMPLATE_GAME_IDS) {
    const demos = demoTemplatesOf(gameId);
    // Demo templates of a game are written once: what an operator deletes later stays deleted.
    const [existing] = await tx
      .select({ id: contentTemplate.id })
      .from(contentTemplate)
      .where(and(eq(contentTemplate.companyId, companyId), eq(contentTemplate.gameId, gameId)))
      .limit(1);
    if (existing) continue;
    const created = await tx
      .insert(contentTemplate)
      .values(
        demos.map((demo, sort) => ({
          companyId,
          gameId,
          templateCode: demo.code,
          name: demo.name,
          note1: demo.note1,
          note2: demo.note2,
          colorTheme: demo.colorTheme,
          subName: demo.subName,
          playCateName: demo.playCateName,
          onHome: demo.onHome ?? true,
          hasPoll: demo.hasPoll ?? false,
          turnCount: demo.turnCount ?? 0,
          sort: (demos.length - sort) * 10,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: contentTemplate.id, code: contentTemplate.templateCode });
    inserted += created.length;
    if (!created.length) continue;
    const rows = await tx
      .select({ id: contentTemplate.id, code: contentTemplate.templateCode })
      .from(contentTemplate)
      .where(
        and(
          eq(contentTemplate.companyId, companyId),
          eq(contentTemplate.gameId, gameId),
          inArray(
            contentTemplate.id,
            created.map((c) => c.id),
          ),
        ),
      );
    for (const row of rows) {
      const demo = demos.find((d) => d.code === row.code);
      if (demo) inserted += await insertChildren(tx, companyId, gameId, row.id, demo, now);
    }
  }
  return inserted;
}

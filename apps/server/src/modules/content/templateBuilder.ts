// Builds the wire form of templates: turn-based templates get one group per turn (the turn on sale
// first, then the drawn turns, newest first) whose items are the template's slots predicted for that
// turn, with hits marked from the stored draw; fixed templates get their stored groups. Every item
// passes the viewer's locks here: content the viewer may not see never leaves the server.
import type { Template, TemplateGroup, TemplateItem } from '@jinli/contract';
import { contentLockOf, type ContentViewer } from '@jinli/domain';
import type { contentTemplate, templateGroup, templateItem } from '../../db/schema';
import { drawNote, type DrawnTurn, predict } from './predictions';
import { hashText } from './random';
import type { TurnSlot } from './turns';
import { epochSeconds } from './viewer';

export type TemplateRow = typeof contentTemplate.$inferSelect;
export type TemplateGroupRow = typeof templateGroup.$inferSelect;
export type TemplateItemRow = typeof templateItem.$inferSelect;

/** What the builder needs besides the rows. */
export interface BuildContext {
  viewer: ContentViewer;
  /** The turn on sale and the turns before it (newest first), enough for every template. */
  current: TurnSlot;
  past: TurnSlot[];
  /** Finished draws by turn number. */
  draws: Map<string, DrawnTurn>;
  /** Templates the viewer likes. */
  liked: Set<number>;
  likeCounts: Map<number, number>;
  /** Epoch ms of the read: nothing is dated later than this. */
  now: number;
}

/** A stable positive id for generated rows (groups and items of a turn). */
export function generatedId(key: string): number {
  return (hashText(key) & 0x3fffffff) + 1;
}

/** Minutes after a turn opened at which a template's predictions for it appear (0-59). */
function publishDelayMs(templateId: number, turnNum: string): number {
  return (hashText(`tdelay:${templateId}:${turnNum}`) % 60) * 60_000;
}

function withheld(item: TemplateItem, lock: 'login' | 'recharge'): TemplateItem {
  return {
    ...item,
    content: '',
    content2: '',
    content3: '',
    note: '',
    multiContents: [],
    linkUrl: '',
    locked: lock,
  };
}

function applyLock(item: TemplateItem, viewer: ContentViewer): TemplateItem {
  const lock = contentLockOf(item, viewer);
  return lock ? withheld(item, lock.kind) : item;
}

function fixedItem(row: TemplateItemRow): TemplateItem {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    content2: row.content2,
    content3: row.content3,
    note: row.note,
    subName: row.subName,
    updatedTime: epochSeconds(row.updatedAt),
    sort: row.sort,
    multiContents: row.multiContents,
    iconUrl: row.iconUrl,
    requireLogin: row.requireLogin ? 1 : 0,
    requireRecharge: row.requireRecharge ? 1 : 0,
    templateType: row.templateType,
    linkUrl: row.linkUrl,
    activeCover: row.activeCover ? 1 : 0,
    isTop: row.isTop ? 1 : 0,
    locked: null,
  };
}

function predictedItem(
  slot: TemplateItemRow,
  turn: TurnSlot,
  opened: number,
  draw: DrawnTurn | undefined,
  manySlots: boolean,
  now: number,
): TemplateItem {
  const key = `${slot.id}:${turn.turnNum}`;
  const columns = slot.generator === 'multi' ? [] : (slot.generator ?? '').split('|');
  const predictions = columns.map((spec) => predict(spec, key, turn.at, draw));
  const multi = slot.multiContents.map((block) => ({
    title: block.title,
    ...predict(block.content, key, turn.at, draw),
  }));
  const hit = predictions.some((p) => p.hit) || multi.some((m) => m.hit);
  return {
    ...fixedItem(slot),
    id: generatedId(`item:${key}`),
    title: manySlots ? `${slot.title}-${turn.turnNum}期` : `${turn.turnNum}期`,
    content: predictions[0]?.text ?? '',
    content2: predictions[1]?.text ?? '',
    content3: predictions[2]?.text ?? '',
    note: drawNote(columns[0] ?? slot.multiContents[0]?.content, draw, hit),
    multiContents: multi.map((m) => ({ title: m.title, content: m.text })),
    updatedTime: Math.floor(
      Math.min(now, opened + publishDelayMs(slot.templateId, turn.turnNum)) / 1000,
    ),
  };
}

/** One template for a viewer. */
export function buildTemplate(
  row: TemplateRow,
  groups: TemplateGroupRow[],
  items: TemplateItemRow[],
  ctx: BuildContext,
  subName = row.subName,
): Template {
  const slots = items
    .filter((i) => i.groupId === null)
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
  let built: TemplateGroup[];
  if (slots.length) {
    const turns = [ctx.current, ...ctx.past.slice(0, row.turnCount)];
    built = turns.map((turn, i) => {
      // A turn's predictions appear after the draw before it.
      const before = ctx.past[i];
      const opened = before?.at ?? turn.at - 86_400_000;
      const draw = i === 0 ? undefined : ctx.draws.get(turn.turnNum);
      return {
        id: generatedId(`group:${row.id}:${turn.turnNum}`),
        groupName: turn.turnNum,
        gameTurn: turn.turnNum,
        drawn: draw ? 1 : 0,
        items: slots.map((slot) =>
          applyLock(predictedItem(slot, turn, opened, draw, slots.length > 1, ctx.now), ctx.viewer),
        ),
      };
    });
  } else {
    built = [...groups]
      .sort((a, b) => a.sort - b.sort || a.id - b.id)
      .map((group) => ({
        id: group.id,
        groupName: group.groupName,
        gameTurn: '',
        drawn: 0,
        items: items
          .filter((i) => i.groupId === group.id)
          .sort((a, b) => a.sort - b.sort || a.id - b.id)
          .map((item) => applyLock(fixedItem(item), ctx.viewer)),
      }));
  }
  return {
    id: row.id,
    gameId: row.gameId,
    name: row.name,
    note1: row.note1,
    note2: row.note2,
    colorTheme: row.colorTheme,
    like: ctx.liked.has(row.id) ? 1 : 0,
    likeCount: ctx.likeCounts.get(row.id) ?? 0,
    templateCode: row.templateCode,
    subName,
    playCateName: row.playCateName,
    hasPoll: row.hasPoll ? 1 : 0,
    groups: built,
  };
}

// How the cards read a template's groups (spec §3: groups by issue): most cards list the items of
// all groups in order; group-tab cards show one group at a time; period-result cards show the
// first group as the current period and the others as past records.
import { contentLockOf, splitMarkedValues, type ContentLock } from '@jinli/domain';
import type { Template, TemplateGroup, TemplateItem } from './templateTypes';

/** The items of every group, in group order. */
export function templateItems(template: Pick<Template, 'groups'>): TemplateItem[] {
  return template.groups.flatMap((g) => g.items);
}

/** The current period (first group) and the past records (the others). */
export function periodGroups(template: Pick<Template, 'groups'>): {
  current: TemplateGroup | undefined;
  past: TemplateGroup[];
} {
  const [current, ...past] = template.groups;
  return { current, past };
}

/**
 * The lock over an item as the server reported it (it withholds locked content and says why);
 * the texts and targets are the domain's (spec §4 "Locks").
 */
export function withheldLock(item: Pick<TemplateItem, 'locked'>): ContentLock | null {
  if (item.locked === 'login') return contentLockOf({ requireLogin: 1 }, { loggedIn: false });
  if (item.locked === 'recharge') return contentLockOf({ requireRecharge: 1 }, { loggedIn: true });
  return null;
}

/**
 * The short label of an item inside its period: its subName, else the subtitle of a
 * 'subtitle-title' title ('六肖-2026326期' → '六肖'), else the title.
 */
export function itemLabel(item: Pick<TemplateItem, 'title' | 'subName'>): string {
  if (item.subName) return item.subName;
  const dash = item.title.indexOf('-');
  return dash > 0 ? item.title.slice(0, dash) : item.title;
}

/** A group's heading: a turn's group reads '{turn}期', other groups their name. */
export function groupHeading(group: Pick<TemplateGroup, 'groupName' | 'gameTurn'>): string {
  return group.gameTurn && !group.groupName.endsWith('期')
    ? `${group.groupName}期`
    : group.groupName;
}

/** The tags a row's content predicts ('琴 *书' → 琴, 书), asterisks removed. */
export function predictedTags(content: string): Set<string> {
  return new Set(splitMarkedValues(content).map((v) => v.text));
}

/** Class of a tag: outlined when predicted, filled red when hit. */
export function tagClass(predicted: boolean, hit: boolean): string {
  return `jl-tpl-tag${predicted ? ' jl-tpl-tag--predicted' : ''}${hit ? ' jl-tpl-tag--hit' : ''}`;
}

/** templateType 0 marks a chat-room link (spec §3). */
export function isChatLink(item: Pick<TemplateItem, 'templateType'>): boolean {
  return item.templateType === 0;
}

/** The link of an MB24/MB25 item: the template page opened on that item. */
export function itemPageHref(gameId: number, templateId: number, itemId: number): string {
  return `/template/${gameId}/${templateId}?templateId=${itemId}`;
}

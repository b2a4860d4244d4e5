// Which template card a template code renders as, which templates are shown at all, and how many
// items each card shows collapsed and expanded (spec §2 "Template cards", §4).

/** Display cards (spec §2): MB01, MB03-MB07, MB09-MB38, MB42, JhtGshou, TYMB, SYMB, SYMB2, SYMB3. */
export const TEMPLATE_CARDS: readonly string[] = [
  'MB01',
  ...['03', '04', '05', '06', '07'].map((n) => `MB${n}`),
  ...Array.from({ length: 30 }, (_, i) => `MB${String(i + 9).padStart(2, '0')}`),
  'MB42',
  'JhtGshou',
  'TYMB',
  'SYMB',
  'SYMB2',
  'SYMB3',
];
/** A display card name, one of TEMPLATE_CARDS. */
export type TemplateCard = string;

/** Known template codes that have no card and are never shown (ad codes live in the ad slots). */
export const EXCLUDED_TEMPLATE_CODES = [
  'AD13',
  'AD14',
  'MB02',
  'MB08',
  'MB39',
  'MB40',
  'MB41',
  'MB43',
] as const;

const cardByUpper = new Map<string, TemplateCard>(
  TEMPLATE_CARDS.map((card) => [card.toUpperCase(), card]),
);
cardByUpper.set('MB01A', 'MB01');

/**
 * The card a templateCode renders as, case-insensitive ('mb01A' → 'MB01', 'Symb2' → 'SYMB2',
 * 'JhtGshou' → 'JhtGshou'), or null when the code is excluded or unknown.
 */
export function templateCardOf(templateCode: string | null | undefined): TemplateCard | null {
  return cardByUpper.get((templateCode ?? '').trim().toUpperCase()) ?? null;
}

/** The shape of a template the visibility rule reads. */
export interface TemplateLike {
  templateCode?: string | null;
  groups?: readonly { items?: readonly unknown[] | null }[] | null;
}

/** A template is shown when its code has a card and it has at least one group; MB24 also needs an item. */
export function isTemplateShown(template: TemplateLike): boolean {
  const card = templateCardOf(template.templateCode);
  const groups = template.groups ?? [];
  if (card === null || groups.length === 0) return false;
  if (card === 'MB24') return groups.some((g) => (g.items?.length ?? 0) > 0);
  return true;
}

/** The templates a screen shows, in the given order. */
export function visibleTemplates<T extends TemplateLike>(templates: readonly T[]): T[] {
  return templates.filter(isTemplateShown);
}

/** Cards whose groups are switched by tabs labelled '{groupName}期'. */
export const GROUP_TAB_CARDS = ['MB12', 'MB14', 'MB20', 'MB22'] as const;

/** Tab label of a group on the group-tab cards: group name plus 期. */
export function groupTabLabel(groupName: string): string {
  return `${groupName}期`;
}

/** Collapsible table cards (default expanded): MB23, MB26-MB38, MB42. */
export const COLLAPSIBLE_TABLE_CARDS: readonly string[] = [
  'MB23',
  ...Array.from({ length: 13 }, (_, i) => `MB${i + 26}`),
  'MB42',
];

/** How many items a card shows when collapsed and expanded (Infinity = all). */
export const TEMPLATE_ITEM_LIMITS: Readonly<
  Record<string, { collapsed: number; expanded: number }>
> = {
  MB01: { collapsed: 2, expanded: Infinity },
  MB09: { collapsed: 5, expanded: Infinity },
  MB10: { collapsed: 5, expanded: Infinity },
  MB11: { collapsed: 5, expanded: Infinity },
  MB16: { collapsed: 5, expanded: 10 },
  MB38: { collapsed: 3, expanded: 3 },
  SYMB: { collapsed: 1, expanded: Infinity },
  SYMB2: { collapsed: 1, expanded: 2 },
  SYMB3: { collapsed: Infinity, expanded: Infinity },
  JhtGshou: { collapsed: 15, expanded: 15 },
};

/** Cards on the home page show this many items while collapsed. */
export const HOME_COLLAPSED_ITEMS = 2;

/** Where a card is shown and whether it is expanded. */
export interface CardView {
  expanded: boolean;
  /** On the home page (collapsed shows at most 2 items); default false. */
  onHome?: boolean;
}

/** How many items `card` shows (Infinity = all). */
export function templateItemLimit(card: TemplateCard, view: CardView): number {
  const limits = TEMPLATE_ITEM_LIMITS[card] ?? { collapsed: Infinity, expanded: Infinity };
  const limit = view.expanded ? limits.expanded : limits.collapsed;
  return view.onHome && !view.expanded ? Math.min(limit, HOME_COLLAPSED_ITEMS) : limit;
}

/** Whether a card starts expanded: always on the home page, and the collapsible tables elsewhere. */
export function defaultTemplateExpanded(card: TemplateCard, onHome = false): boolean {
  return onHome || COLLAPSIBLE_TABLE_CARDS.includes(card);
}

/** Whether a card has an expand/collapse toggle at all: only when expanding would show more. */
export function hasExpandToggle(card: TemplateCard, itemCount: number, onHome = false): boolean {
  return (
    templateItemLimit(card, { expanded: true, onHome }) >
      templateItemLimit(card, { expanded: false, onHome }) &&
    itemCount > templateItemLimit(card, { expanded: false, onHome })
  );
}

/** Items in display order: MB42 by `sort` descending (missing sort last, ties keep order); others as given. */
export function orderTemplateItems<T extends { sort?: number | null }>(
  card: TemplateCard,
  items: readonly T[],
): T[] {
  if (card !== 'MB42') return [...items];
  return [...items].sort((a, b) => (b.sort ?? -Infinity) - (a.sort ?? -Infinity) || 0);
}

/** The items a card shows: ordered, then cut to its limit. */
export function visibleTemplateItems<T extends { sort?: number | null }>(
  card: TemplateCard,
  items: readonly T[],
  view: CardView,
): T[] {
  const ordered = orderTemplateItems(card, items);
  const limit = templateItemLimit(card, view);
  return limit === Infinity ? ordered : ordered.slice(0, limit);
}

/** Expand/collapse labels. */
export const EXPAND_TEXT = { expand: '展开', collapse: '收起' } as const;

/** Favourite button: like 1 shows 已收藏, 0 shows 收藏. */
export const TEMPLATE_LIKE_TEXT = { liked: '已收藏', notLiked: '收藏' } as const;

/** The label of the favourite button for `like` (1 = favourited). */
export function templateLikeLabel(like: number | null | undefined): string {
  return like === 1 ? TEMPLATE_LIKE_TEXT.liked : TEMPLATE_LIKE_TEXT.notLiked;
}

/** The like value a tap sends: the opposite of the current one. */
export function toggledLike(like: number | null | undefined): 0 | 1 {
  return like === 1 ? 0 : 1;
}

/** The two colours of a template's colorTheme 'from,to', or null when it is not two non-empty parts. */
export function parseColorTheme(
  colorTheme: string | null | undefined,
): { from: string; to: string } | null {
  const parts = (colorTheme ?? '').split(',').map((p) => p.trim());
  if (parts.length !== 2 || parts.some((p) => p === '')) return null;
  return { from: parts[0] as string, to: parts[1] as string };
}

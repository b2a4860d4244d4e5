// Expand/collapse state of one card (spec §4): 5-item cards start collapsed, collapsible tables
// expanded, and every card on home expanded (collapsed there shows 2 items).
import {
  COLLAPSIBLE_TABLE_CARDS,
  defaultTemplateExpanded,
  hasExpandToggle,
  visibleTemplateItems,
} from '@jinli/domain';
import { useState } from 'react';

export interface CardExpansion<T> {
  expanded: boolean;
  toggle: () => void;
  /** The items shown now: ordered and cut to the card's limit. */
  shown: T[];
  /** Whether the card offers 展开/收起 at all. */
  canToggle: boolean;
}

/**
 * The items a card shows and its toggle. Item-limit cards (MB01, MB09-11, MB16, SYMB…) grow from
 * their collapsed count to their expanded count; a collapsible table on the template page folds
 * its whole body away.
 */
export function useCardExpanded<T extends { sort?: number | null }>(
  card: string,
  items: readonly T[],
  onHome = false,
): CardExpansion<T> {
  const [expanded, setExpanded] = useState(() => defaultTemplateExpanded(card, onHome));
  const foldsAway = !onHome && COLLAPSIBLE_TABLE_CARDS.includes(card);
  const ordered = visibleTemplateItems(card, items, { expanded, onHome });
  return {
    expanded,
    toggle: () => setExpanded((e) => !e),
    shown: foldsAway && !expanded ? [] : ordered,
    canToggle: foldsAway ? items.length > 0 : hasExpandToggle(card, items.length, onHome),
  };
}

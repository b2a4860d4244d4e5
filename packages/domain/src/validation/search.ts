// Search box rules (spec §5): text trimmed, filter by name containing it, empty groups hidden.

/** Search input debounce, ms (our choice; the spec only says debounced). */
export const SEARCH_DEBOUNCE_MS = 300;

/** The text a search uses: trimmed. */
export function normalizeSearchText(text: string | null | undefined): string {
  return (text ?? '').trim();
}

/** Whether `name` matches the search: empty search matches everything; otherwise case-insensitive "contains". */
export function matchesSearch(
  name: string | null | undefined,
  text: string | null | undefined,
): boolean {
  const needle = normalizeSearchText(text).toLowerCase();
  return needle === '' || (name ?? '').toLowerCase().includes(needle);
}

/**
 * Filters each group's items by name and drops groups left empty (empty categories are hidden,
 * also with an empty search). Groups and items are not mutated.
 */
export function filterGroupsByName<G, I>(
  groups: readonly G[],
  text: string | null | undefined,
  itemsOf: (group: G) => readonly I[],
  nameOf: (item: I) => string | null | undefined,
): { group: G; items: I[] }[] {
  return groups
    .map((group) => ({
      group,
      items: itemsOf(group).filter((item) => matchesSearch(nameOf(item), text)),
    }))
    .filter((entry) => entry.items.length > 0);
}

// Rules of the home information panel (spec §2 Home, §9).

/** Play categories shown while folded. */
export const PANEL_CATEGORIES_SHOWN = 6;
/** From this many play categories on, the panel offers 更多/收起 (spec §9: 6 then toggle at 7+). */
export const PANEL_CATEGORY_TOGGLE_AT = 7;
/**
 * Templates a page of the home panel. The panel's first answer is only what a phone's first
 * screen can show of it (a home card is most of a screen high); the rest comes page by page while
 * scrolling. Other template lists keep the spec's 20 (TEMPLATE_PAGE_ROWS).
 */
export const PANEL_PAGE_ROWS = 4;
/** Distance from the bottom that loads the next page, px (spec §9: lists 300). */
export const PANEL_LOAD_MORE_PX = 300;

/** Whether the categories get the 更多/收起 toggle. */
export function hasCategoryToggle(categoryCount: number): boolean {
  return categoryCount >= PANEL_CATEGORY_TOGGLE_AT;
}

/** The categories shown: all when unfolded or few, else the first six. */
export function shownCategories<T>(categories: readonly T[], unfolded: boolean): T[] {
  return unfolded || !hasCategoryToggle(categories.length)
    ? [...categories]
    : categories.slice(0, PANEL_CATEGORIES_SHOWN);
}

/** Whether another page exists: fewer loaded than totalCount and the last page was not empty. */
export function hasMorePages(loaded: number, totalCount: number, lastPageSize: number): boolean {
  return lastPageSize > 0 && loaded < totalCount;
}

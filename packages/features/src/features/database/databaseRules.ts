// Rules of the resource database screen (spec §2 Database, §9).

/** Placeholder tiles while the first page loads (spec §2: 27). */
export const DATABASE_PLACEHOLDER_TILES = 27;

/** From this many play categories on, they are also offered in a popup list (spec §9: 8+). */
export const DATABASE_CATEGORY_POPUP_AT = 8;

/** Distance from the bottom that loads the next page, px (spec §9: lists 300). */
export const DATABASE_LOAD_MORE_PX = 300;

/** The template page of a document (spec §2): /template/{gameId}/{templateId}?documentId={documentId}. */
export function documentPath(doc: { gameId: number; templateId: number; documentId: number }) {
  return `/template/${doc.gameId}/${doc.templateId}?documentId=${doc.documentId}`;
}

/** Whether the categories get the popup list. */
export function usesCategoryPopup(categoryCount: number): boolean {
  return categoryCount >= DATABASE_CATEGORY_POPUP_AT;
}

// Where the current page stands in the app's history: what a back button needs to know to go one
// step back, or elsewhere when the page was opened directly.

/** The router's history index of the current entry, 0 when unknown (memory routers, direct loads). */
export function currentHistoryIndex(): number {
  const state: unknown = globalThis.history?.state;
  if (typeof state === 'object' && state !== null && 'idx' in state) {
    const idx = (state as { idx: unknown }).idx;
    if (typeof idx === 'number') return idx;
  }
  return 0;
}

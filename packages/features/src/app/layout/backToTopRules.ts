// Where the back-to-top button shows and how (spec §2 Home, §9): after 3,000 px on home and long
// lists, and the gallery's own widget after 400 px, going back up in 450 ms.

export interface BackToTopSetting {
  /** Scrolled past this, px, the button shows. */
  threshold: number;
  /** Time to scroll back up, ms (0: a jump). */
  durationMs: number;
}

/** Home and long lists (spec §9: 3,000 px). Only pages that long ever show it. */
export const PAGE_BACK_TO_TOP: BackToTopSetting = { threshold: 3000, durationMs: 0 };
/** The gallery's widget (spec §9: 400 px, 450 ms). */
export const GALLERY_BACK_TO_TOP: BackToTopSetting = { threshold: 400, durationMs: 450 };

/** The setting of the screen at `pathname`: the gallery and its groups get the widget. */
export function backToTopFor(pathname: string): BackToTopSetting {
  return pathname === '/gallery' || pathname.startsWith('/gallery/')
    ? GALLERY_BACK_TO_TOP
    : PAGE_BACK_TO_TOP;
}

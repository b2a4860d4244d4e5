// Where the floating chat bubble shows (spec §2 Bottom menu): on the top-level screens with the
// tab bar, not on the chat pages themselves, and hidden while the back-to-top button is up (they
// would share the bottom corner). It keeps clear of the tab bar (70 px) and of a download banner
// (56 px) when one is shown.
import { isChatPath } from './chatPaths';

/** Spec §2: tab bar 70 px, banner 56 px, margins 5 px. */
export const FLOATING_TAB_BAR_PX = 70;
export const FLOATING_BANNER_PX = 56;
export const FLOATING_MARGIN_PX = 5;
/** sessionStorage key of the bubble's dragged position ({ x, y }): remembered for the session. */
export const FLOATING_CHAT_POSITION_KEY = 'jl_floating_chat_position';

export interface FloatingChatContext {
  pathname: string;
  /** The screen has the bottom menu (a top-level screen). */
  topLevel: boolean;
  /** The back-to-top button is showing. */
  backToTopShown: boolean;
}

export function floatingChatVisible({
  pathname,
  topLevel,
  backToTopShown,
}: FloatingChatContext): boolean {
  return topLevel && !backToTopShown && !isChatPath(pathname);
}

/**
 * Space the bubble keeps free at the bottom, px: the tab bar, and `dockedPx` of the bars docked
 * above it (a download banner, the bet list's cancel bar; app/layout/floatingInset).
 */
export function floatingChatBottomInset(dockedPx: number): number {
  return FLOATING_TAB_BAR_PX + Math.max(0, dockedPx);
}

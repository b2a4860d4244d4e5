// One popup greets a visit (issue 34: the first visit stacked 公告, then 活动推荐, and on iOS the
// install drawer on top of the notice). Each launch popup asks for the visit's one slot before it
// opens; the first to ask has it, the others stay closed until the next visit, their content
// reachable without them (the notices and 活动推荐 in the notice centre the marquee opens). The
// notice modal asks first: the AD11 modal and the install drawer wait until the notices are read.
import { readSession, writeSession } from '../session/browserStorage';

/** The popups that may open by themselves when a visit starts. */
export type LaunchPopup = 'notice' | 'ad' | 'install';

/** sessionStorage key: which popup had the visit's slot. */
export const LAUNCH_POPUP_KEY = 'jl_launch_popup';

/** Which popup has this visit's slot, or null while none has opened. */
export function launchPopupOfVisit(): LaunchPopup | null {
  const value = readSession(LAUNCH_POPUP_KEY);
  return value === 'notice' || value === 'ad' || value === 'install' ? value : null;
}

/**
 * Asks for the visit's launch slot for `popup`: true when it was free (now taken) or already
 * `popup`'s, false when another popup has it.
 */
export function claimLaunchPopup(popup: LaunchPopup): boolean {
  const holder = launchPopupOfVisit();
  if (holder !== null) return holder === popup;
  writeSession(LAUNCH_POPUP_KEY, popup);
  return true;
}

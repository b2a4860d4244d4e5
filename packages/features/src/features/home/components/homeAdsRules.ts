// Rules of the home ad slots (spec §2 Home, §9): the slots shown on home and the ads of a slot in
// display order, less those not meant for the viewer (the domain's audience rule).
import type { AdItem, AdSlot } from '@jinli/contract';
import { type ContentViewer, shownTo } from '@jinli/domain';
import { sortSlides } from '../../../shared/carouselTarget';

/** Home ad slots: the banner slots AD12 (above the banners) and AD02 (under the lottery area), and the modal AD11. */
export const HOME_AD_SLOT_CODES = { top: 'AD12', middle: 'AD02', modal: 'AD11' } as const;

/** sessionStorage key set once the AD11 modal has been shown in this visit (spec §4: once per visit). */
export const AD_MODAL_SHOWN_KEY = 'jl_ad_modal_shown';

/**
 * The ads of slot `code` for `viewer`, highest sort first; none when the slot is missing. A sign-up
 * call never reaches a signed-in player, nor a first-recharge offer one who has recharged.
 */
export function adsOfSlot(
  slots: readonly AdSlot[] | undefined,
  code: string,
  viewer: ContentViewer,
): AdItem[] {
  const slot = slots?.find((s) => s.templateCode.toUpperCase() === code.toUpperCase());
  return slot ? shownTo(sortSlides(slot.ads), viewer) : [];
}

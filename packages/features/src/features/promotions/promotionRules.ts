// Rules of the promotions screens (spec §2 Promotions): the tabs, the period text and where a
// card leads.
import type { Promotion } from '@jinli/contract';
import { formatDateRange } from '@jinli/domain';

/**
 * templateType whose card opens its imageUrl outside the app (spec §2). The contract's
 * PROMOTION_TEMPLATE_TYPE_LINK (a test keeps them equal); its main entry would bring zod along.
 */
export const PROMOTION_LINK_TEMPLATE_TYPE = 3;

/** Key of the 全部优惠 tab. */
export const ALL_PROMOTIONS_TAB = 'all';

/** The period as 'YYYY/MM/DD~YYYY/MM/DD' (spec §2). */
export function promotionPeriod(p: Pick<Promotion, 'startTime' | 'endTime'>): string {
  return formatDateRange(p.startTime, p.endTime);
}

/** Where a card goes: its image outside the app (templateType 3), else the detail screen. */
export function promotionTarget(
  p: Pick<Promotion, 'id' | 'classifyType' | 'templateType' | 'imageUrl'>,
): { external: string } | { path: string } {
  if (p.templateType === PROMOTION_LINK_TEMPLATE_TYPE && p.imageUrl)
    return { external: p.imageUrl };
  return { path: `/promotional/${p.classifyType}/${p.id}` };
}

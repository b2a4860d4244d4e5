// 内容: the console's content routes — banners, notices (and the marquee), ads by slot, promotions
// (one description each, contentCrud.ts), the ad slots' names and the images fields may choose.
import { CONSOLE_AD_SLOTS, CONSOLE_CONTENT_PATHS as PATHS } from '@jinli/contract/console';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/endpoints';
import { AD_SLOT_NAMES } from '../content/demo/promotionsDemo';
import { ROLES_ANY } from '../operators/roles';
import { adTable } from './contentAds';
import { bannerTable } from './contentBanners';
import { registerContentTable } from './contentCrud';
import type { ConsoleContentKit } from './contentDeps';
import { registerContentImageRoutes } from './contentImages';
import { noticeTable } from './contentNotices';
import { promotionTable } from './contentPromotions';

export function registerConsoleContentRoutes(app: FastifyInstance, kit: ConsoleContentKit): void {
  registerContentTable(app, kit, bannerTable);
  registerContentTable(app, kit, noticeTable);
  registerContentTable(app, kit, adTable);
  registerContentTable(app, kit, promotionTable);
  app.get(PATHS.adSlots, async (request) => {
    await kit.auth.signedIn(request, { allowed: ROLES_ANY });
    return ok({
      data: CONSOLE_AD_SLOTS.map((code) => ({ code, name: AD_SLOT_NAMES[code] ?? code })),
    });
  });
  registerContentImageRoutes(app, kit);
}

import type { EndpointHandlers } from '../../http/endpoints';
import type { AuthService } from '../accounts/auth';
import type { ProfileService } from './service';
import type { VipBonusService } from './vipBonus';

export type ProfileHandlerNames =
  | 'userInfo'
  | 'userStatus'
  | 'moneyCheck'
  | 'vipRules'
  | 'vipBonus'
  | 'claimVipBonus'
  | 'updateBank'
  | 'bankList'
  | 'modifyUserInfo'
  | 'updateChatThemeColor';

/** Handlers of the profile endpoints; all but vipRules act on the token's own user. */
export function profileHandlers(
  profile: ProfileService,
  auth: AuthService,
  vipBonus: VipBonusService,
): Pick<EndpointHandlers, ProfileHandlerNames> {
  return {
    userInfo: async ({ request }) => profile.info(await auth.requireSession(request)),
    userStatus: async ({ request }) => profile.status(await auth.requireUser(request)),
    moneyCheck: async ({ request }) => profile.moneyCheck(await auth.requireSession(request)),
    vipRules: () => profile.vipRules(),
    vipBonus: async ({ request }) => vipBonus.overview(await auth.requireUser(request)),
    claimVipBonus: async ({ body, request }) =>
      vipBonus.claim(await auth.requireUser(request), body.vipLevel),
    updateBank: async ({ body, request }) =>
      profile.updateBank(await auth.requireUser(request), body),
    bankList: async ({ request }) => profile.bankList(await auth.requireUser(request)),
    modifyUserInfo: async ({ body, request }) =>
      profile.modifyUserInfo(await auth.requireUser(request), body),
    updateChatThemeColor: async ({ body, request }) => {
      await profile.setChatThemeColor(await auth.requireUser(request), body.color);
      return { color: body.color };
    },
  };
}

// Handlers of the betting endpoints: every one acts on the token's own user.
import type { EndpointHandlers } from '../../http/endpoints';
import type { AuthService } from '../accounts/auth';
import { idempotencyKeyOf } from '../wallet/idempotency';
import type { BettingService } from './service';

export type BettingHandlerNames =
  | 'betSave'
  | 'betTodayList'
  | 'betHistoryList'
  | 'betHistoryDayReport'
  | 'betCancel'
  | 'bettingBonus'
  | 'bettingBonusClaim';

export function bettingHandlers(
  betting: BettingService,
  auth: AuthService,
): Pick<EndpointHandlers, BettingHandlerNames> {
  return {
    betSave: async ({ body, request }) =>
      betting.placeBet(await auth.requireUser(request), body, idempotencyKeyOf(request)),
    betTodayList: async ({ query, request }) =>
      betting.records.today(await auth.requireSession(request), query),
    betHistoryList: async ({ query, request }) =>
      betting.records.history(await auth.requireSession(request), query),
    betHistoryDayReport: async ({ request }) =>
      betting.records.dayReport(await auth.requireSession(request)),
    betCancel: async ({ body, request }) =>
      betting.cancel(await auth.requireUser(request), body.orderNo),
    bettingBonus: async ({ request }) => betting.bonus(await auth.requireUser(request)),
    bettingBonusClaim: async ({ request }) =>
      betting.claimBonus(await auth.requireUser(request), idempotencyKeyOf(request)),
  };
}

// Handlers of the red-packet endpoints (contract hongbao.ts): each acts for the token's own user.
import type { EndpointHandlers } from '../../http/endpoints';
import type { AuthService } from '../accounts/auth';
import { idempotencyKeyOf } from '../wallet/idempotency';
import type { HongbaoService } from './service';

export type HongbaoHandlerNames =
  'hongbaoRules' | 'hongbaoSend' | 'hongbaoGrab' | 'hongbaoDetail' | 'hongbaoHistory';

export function hongbaoHandlers(
  service: HongbaoService,
  auth: AuthService,
): Pick<EndpointHandlers, HongbaoHandlerNames> {
  return {
    hongbaoRules: async ({ request }) => service.rules(await auth.requireUser(request)),
    hongbaoSend: async ({ body, request }) =>
      service.send(await auth.requireUser(request), body, idempotencyKeyOf(request)),
    hongbaoGrab: async ({ body, request }) =>
      service.grab(await auth.requireUser(request), body.id, idempotencyKeyOf(request)),
    hongbaoDetail: async ({ query, request }) =>
      service.detail(await auth.requireUser(request), query.id),
    hongbaoHistory: async ({ query, request }) =>
      service.history(await auth.requireUser(request), query),
  };
}

import type { EndpointHandlers } from '../../http/endpoints';
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema';
import { idempotencyKeyOf } from './idempotency';
import type { WalletService } from './service';

/** The signed-in player of a request (accounts' AuthService, handed in by app.ts). */
export interface WalletAuth {
  /** The user row of the request's token as it is now; throws 401 / UC/TOKEN_INVALID. */
  requireUser(request: FastifyRequest): Promise<UserRow>;
}

export type WalletHandlerNames =
  | 'paymentChannels'
  | 'rechargeCreate'
  | 'tellerMachine'
  | 'rechargeHistory'
  | 'rechargeDetail'
  | 'withdraw'
  | 'withdrawFreeBank'
  | 'withdrawHistory'
  | 'withdrawDetail'
  | 'validWithdraw'
  | 'validWithdrawDetail'
  | 'bills';

/** Handlers of the wallet endpoints: every one acts on the token's own user. */
export function walletHandlers(
  wallet: WalletService,
  auth: WalletAuth,
): Pick<EndpointHandlers, WalletHandlerNames> {
  return {
    paymentChannels: async ({ request }) => {
      await auth.requireUser(request);
      return wallet.channels();
    },
    rechargeCreate: async ({ body, request }) =>
      wallet.createRecharge(await auth.requireUser(request), body, idempotencyKeyOf(request)),
    tellerMachine: async ({ body, request }) =>
      wallet.tellerMachine(await auth.requireUser(request), body, idempotencyKeyOf(request)),
    rechargeHistory: async ({ query, request }) =>
      wallet.rechargeHistory(await auth.requireUser(request), query.page, query.rows, query.status),
    rechargeDetail: async ({ query, request }) =>
      wallet.rechargeDetail(await auth.requireUser(request), query.orderNo),
    withdraw: async ({ body, request }) =>
      wallet.withdraw(await auth.requireUser(request), body, idempotencyKeyOf(request)),
    withdrawFreeBank: async ({ body, request }) =>
      wallet.withdrawFreeBank(await auth.requireUser(request), body, idempotencyKeyOf(request)),
    withdrawHistory: async ({ query, request }) =>
      wallet.withdrawHistory(await auth.requireUser(request), query.page, query.rows),
    withdrawDetail: async ({ query, request }) =>
      wallet.withdrawDetail(await auth.requireUser(request), query.orderNo),
    validWithdraw: async ({ request }) => wallet.validWithdraw(await auth.requireUser(request)),
    validWithdrawDetail: async ({ query, request }) =>
      wallet.validWithdrawDetail(await auth.requireUser(request), query.id),
    bills: async ({ query, request }) => wallet.bills(await auth.requireUser(request), query),
  };
}

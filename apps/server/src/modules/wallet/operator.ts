// The wallet's operator endpoint, mounted only when an operator token is configured
// (JINLI_OPERATOR_TOKEN): it settles a pending withdrawal as paid or rejected (refunded once), the
// back-office step this reference server has no screens for. Requests carry the token in
// `X-Operator-Token`; a wrong or missing token is 403 and changes nothing.
import { createHash, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@jinli/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/AppError';
import { ok } from '../../http/endpoints';
import { parseInput } from '../../http/parseInput';
import type { WalletService } from './service';

/** Path of the withdrawal settlement. */
export const OPERATOR_WITHDRAW_PATH = '/operator/wallet/withdraw';
const TOKEN_HEADER = 'x-operator-token';

export const operatorWithdrawSchema = z.object({
  orderNo: z.string().regex(/^W\d{20}$/),
  outcome: z.enum(['paid', 'rejected']),
});

const digest = (text: string) => createHash('sha256').update(text).digest();

export function registerWalletOperatorRoutes(
  app: FastifyInstance,
  wallet: WalletService,
  token: string,
): void {
  const expected = digest(token);
  app.post(OPERATOR_WITHDRAW_PATH, async (request) => {
    const given = request.headers[TOKEN_HEADER];
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected)) {
      throw new AppError(ErrorCode.FORBIDDEN);
    }
    const body = parseInput(operatorWithdrawSchema, request.body);
    return ok(await wallet.settleWithdrawal(body.orderNo, body.outcome));
  });
}

// The wallet's operator endpoints, mounted only when operators are configured (JINLI_OPERATORS):
//   POST /operator/wallet/withdraw settles a pending withdrawal as paid or rejected (refunded once),
//     the back-office step this reference server has no screens for;
//   POST /operator/wallet/channel chooses a payment channel's adapter — 'sandbox' (demo cashier) or
//     'external' (a provider: its gateway URL, our merchant id and the channel's own secret) — and
//     whether the channel is enabled.
// Requests carry a named operator's token in `X-Operator-Token`; a wrong or missing token is 403 and
// changes nothing. Every action is written to the operator audit log in its transaction (secrets
// never: the audit shows whether a secret was set or changed, not its value).
import { ErrorCode } from '@jinli/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { paymentChannel } from '../../db/schema';
import { AppError } from '../../http/AppError';
import { ok } from '../../http/endpoints';
import { parseInput } from '../../http/parseInput';
import type { OperatorAuth } from '../operators/accounts';
import { recordAudit } from '../operators/audit';
import { SANDBOX_ADAPTER } from './cashier';
import { EXTERNAL_ADAPTER } from './externalProvider';
import type { ChannelRow } from './context';
import type { WalletService } from './service';
import { WALLET_TEXT } from './texts';
import { ROLES_FINANCE } from '../operators/roles';

/** Path of the withdrawal settlement. */
export const OPERATOR_WITHDRAW_PATH = '/operator/wallet/withdraw';
/** Path of the channel adapter setting. */
export const OPERATOR_CHANNEL_PATH = '/operator/wallet/channel';

export const operatorWithdrawSchema = z.object({
  orderNo: z.string().regex(/^W\d{20}$/),
  outcome: z.enum(['paid', 'rejected']),
});

/** Shortest channel secret accepted (characters). */
export const MIN_CHANNEL_SECRET_LENGTH = 16;

/** Body of POST /operator/wallet/channel. */
export const operatorChannelSchema = z.discriminatedUnion('adapter', [
  z.object({
    channelId: z.number().int().min(1),
    adapter: z.literal(SANDBOX_ADAPTER),
    enabled: z.boolean().optional(),
  }),
  z.object({
    channelId: z.number().int().min(1),
    adapter: z.literal(EXTERNAL_ADAPTER),
    /** The provider's cashier (http or https). */
    gatewayUrl: z
      .string()
      .max(2000)
      .refine((text) => URL.canParse(text) && /^https?:$/.test(new URL(text).protocol)),
    merchantId: z.string().min(1).max(128),
    /** The channel's own HMAC secret; unchanged when absent (it must have one already). */
    secret: z.string().min(MIN_CHANNEL_SECRET_LENGTH).max(256).optional(),
    enabled: z.boolean().optional(),
  }),
]);

/** What the audit keeps of a channel: its adapter settings, with the secret as a fingerprint-free flag. */
function channelState(row: ChannelRow) {
  return {
    adapter: row.adapter,
    gatewayUrl: row.gatewayUrl,
    merchantId: row.merchantId,
    secretSet: row.adapterSecret !== '',
    enabled: row.enabled,
  };
}

export function registerWalletOperatorRoutes(
  app: FastifyInstance,
  db: Db,
  wallet: WalletService,
  operators: OperatorAuth,
): void {
  app.post(OPERATOR_WITHDRAW_PATH, async (request) => {
    const actor = await operators.require(request, ROLES_FINANCE);
    const body = parseInput(operatorWithdrawSchema, request.body);
    return ok(
      await wallet.settleWithdrawal(body.orderNo, body.outcome, (tx, changed) =>
        recordAudit(tx, actor, {
          action: 'wallet.withdraw',
          params: body,
          // Only a pending order changes; a settled one stays as it was (the answer says which).
          before: changed ? { status: 'pending' } : null,
          after: changed ? { status: body.outcome } : null,
        }),
      ),
    );
  });

  app.post(OPERATOR_CHANNEL_PATH, async (request) => {
    const actor = await operators.require(request, ROLES_FINANCE);
    const body = parseInput(operatorChannelSchema, request.body);
    const updated = await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(paymentChannel)
        .where(eq(paymentChannel.id, body.channelId))
        .for('update');
      if (!before) throw new AppError(ErrorCode.NOT_FOUND, WALLET_TEXT.channelNotFound);
      const change =
        body.adapter === EXTERNAL_ADAPTER
          ? {
              adapter: body.adapter,
              gatewayUrl: body.gatewayUrl,
              merchantId: body.merchantId,
              ...(body.secret !== undefined ? { adapterSecret: body.secret } : {}),
            }
          : { adapter: body.adapter };
      if (body.adapter === EXTERNAL_ADAPTER && body.secret === undefined && !before.adapterSecret)
        throw new AppError(ErrorCode.BAD_REQUEST, WALLET_TEXT.channelSecretRequired);
      const [after] = await tx
        .update(paymentChannel)
        .set({ ...change, ...(body.enabled !== undefined ? { enabled: body.enabled } : {}) })
        .where(eq(paymentChannel.id, body.channelId))
        .returning();
      if (!after) throw new Error('channel update returned nothing');
      const { secret, ...params } = body as typeof body & { secret?: string };
      await recordAudit(tx, actor, {
        action: 'wallet.channel',
        params: { ...params, secretChanged: secret !== undefined },
        before: channelState(before),
        after: channelState(after),
      });
      return after;
    });
    return ok({ id: updated.id, name: updated.name, ...channelState(updated) });
  });
}

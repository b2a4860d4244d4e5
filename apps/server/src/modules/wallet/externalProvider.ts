// The external payment adapter: a generic provider with its own cashier. The player is redirected to
// the channel's gateway URL with the order's signed parameters; the provider credits the order only
// through its signed server-to-server callback, POST /payment/callback/{channelId}:
//   - HMAC-SHA256 (hex) with the channel's own secret over the canonical string (fields sorted by
//     name, `name=value` joined by '&', the signature left out), compared in constant time;
//   - a timestamp (epoch seconds) within CALLBACK_WINDOW_SECONDS of the server's clock;
//   - the callback id recorded once per channel (unique key) in the transaction that settles the
//     order, so a replay is refused and a crash leaves neither the record nor the credit;
//   - the order must belong to the channel and the amount must equal the order's;
//   - the credit itself happens once (settleRecharge moves the order out of 'pending' once), so a
//     second, differently identified 'paid' callback for the same order answers changed: false.
// Every refusal is a `{code,msg}` error and changes nothing.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@jinli/contract';
import { parseYuan } from '@jinli/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { paymentCallback } from '../../db/schema';
import { AppError } from '../../http/AppError';
import { ok } from '../../http/endpoints';
import { parseInput } from '../../http/parseInput';
import type { ChannelAdapter, ChannelRow } from './context';
import type { WalletService } from './service';
import { WALLET_TEXT } from './texts';

/** Name of the external adapter in payment_channel.adapter. */
export const EXTERNAL_ADAPTER = 'external';

/** How far a callback's timestamp may be from the server's clock (seconds): 5 minutes. */
export const CALLBACK_WINDOW_SECONDS = 300;

/** Path of the providers' callbacks: `${PAYMENT_CALLBACK_PATH}/{channelId}`. */
export const PAYMENT_CALLBACK_PATH = '/payment/callback';

/** The canonical string of signed fields: sorted by name, `name=value` joined by '&'. */
export function canonicalString(fields: Readonly<Record<string, string | number>>): string {
  return Object.keys(fields)
    .filter((name) => name !== 'sign')
    .sort()
    .map((name) => `${name}=${String(fields[name])}`)
    .join('&');
}

/** HMAC-SHA256 (hex) of the canonical string of `fields` with the channel's secret. */
export function providerSignature(
  secret: string,
  fields: Readonly<Record<string, string | number>>,
): string {
  return createHmac('sha256', secret).update(canonicalString(fields)).digest('hex');
}

/** Yuan text with 2 decimals of thousandths (what the provider is asked to charge). */
function yuanText(thousandths: bigint): string {
  const cents = thousandths / 10n;
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
}

/**
 * The external adapter: the cashier URL is the channel's gateway with merchantId, orderNo, amount
 * (yuan), timestamp and sign (see providerSignature) as query parameters.
 */
export function externalAdapter(clock: () => number = Date.now): ChannelAdapter {
  return {
    cashierUrl({ orderNo, amount, channel }) {
      const fields = {
        merchantId: channel.merchantId,
        orderNo,
        amount: yuanText(amount),
        timestamp: Math.floor(clock() / 1000),
      };
      const url = new URL(channel.gatewayUrl);
      for (const [name, value] of Object.entries(fields)) url.searchParams.set(name, String(value));
      url.searchParams.set('sign', providerSignature(channel.adapterSecret, fields));
      return Promise.resolve(url.toString());
    },
  };
}

/** Body of a provider's callback. */
export const providerCallbackSchema = z.object({
  merchantId: z.string().min(1).max(128),
  orderNo: z.string().regex(/^R\d{20}$/),
  /** Yuan, as the provider charged it. */
  amount: z.string().max(32),
  status: z.enum(['paid', 'failed']),
  /** The provider's id of this notification (its nonce): accepted once per channel. */
  callbackId: z.string().regex(/^[A-Za-z0-9._:-]{8,128}$/),
  /** Epoch seconds when the provider signed it. */
  timestamp: z.number().int().positive(),
  sign: z.string().regex(/^[0-9a-f]{64}$/),
});

const paramsSchema = z.object({ channelId: z.coerce.number().int().min(1).max(2_147_483_647) });

function signatureMatches(channel: ChannelRow, body: z.infer<typeof providerCallbackSchema>) {
  const { sign, ...fields } = body;
  const expected = Buffer.from(providerSignature(channel.adapterSecret, fields), 'hex');
  const given = Buffer.from(sign, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Mounts the providers' callback endpoint. */
export function registerProviderCallbackRoute(
  app: FastifyInstance,
  wallet: WalletService,
  channelById: (id: number) => Promise<ChannelRow | undefined>,
  clock: () => number = Date.now,
): void {
  app.post(`${PAYMENT_CALLBACK_PATH}/:channelId`, async (request) => {
    const { channelId } = parseInput(paramsSchema, request.params);
    const body = parseInput(providerCallbackSchema, request.body);
    const channel = await channelById(channelId);
    if (!channel || channel.adapter !== EXTERNAL_ADAPTER || channel.adapterSecret === '')
      throw new AppError(ErrorCode.NOT_FOUND, WALLET_TEXT.callbackChannel);
    // The signature first: nothing about orders is told to an unsigned caller.
    if (body.merchantId !== channel.merchantId || !signatureMatches(channel, body))
      throw new AppError(ErrorCode.FORBIDDEN, WALLET_TEXT.callbackSignature);
    if (Math.abs(clock() / 1000 - body.timestamp) > CALLBACK_WINDOW_SECONDS)
      throw new AppError(ErrorCode.BAD_REQUEST, WALLET_TEXT.callbackStale);
    const found = await wallet.findRecharge(body.orderNo);
    if (!found || found.channel.id !== channel.id)
      throw new AppError(ErrorCode.NOT_FOUND, WALLET_TEXT.orderNotFound);
    const amount = parseYuan(body.amount);
    if (!amount.ok || amount.value !== found.order.amount)
      throw new AppError(ErrorCode.BAD_REQUEST, WALLET_TEXT.callbackAmount);
    const result = await wallet.settleRecharge(body.orderNo, body.status, async (tx) => {
      const [recorded] = await tx
        .insert(paymentCallback)
        .values({
          channelId: channel.id,
          callbackId: body.callbackId,
          orderNo: body.orderNo,
          status: body.status,
          amount: BigInt(amount.value),
        })
        .onConflictDoNothing()
        .returning({ id: paymentCallback.id });
      if (!recorded) throw new AppError(ErrorCode.CONFLICT, WALLET_TEXT.callbackReplayed);
    });
    return ok({
      orderNo: result.order.orderNo,
      status: result.order.status,
      changed: result.changed,
    });
  });
}

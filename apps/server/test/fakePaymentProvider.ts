// A fake external payment provider for tests: a real local HTTP server that plays the provider of
// an 'external' channel. Its cashier (GET /pay?merchantId&orderNo&amount&timestamp&sign) checks the
// app's signed redirect and, as if the player paid, sends the signed server-to-server callback to
// the app; `notify` sends any callback the test composes (signed right or wrong).
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PAYMENT_CALLBACK_PATH, providerSignature } from '../src/modules/wallet/externalProvider';

export interface CallbackFields {
  merchantId: string;
  orderNo: string;
  amount: string;
  status: 'paid' | 'failed';
  callbackId: string;
  timestamp: number;
}

export interface CallbackAnswer {
  statusCode: number;
  body: {
    code: unknown;
    msg: string;
    data?: { orderNo: string; status: string; changed: boolean };
  };
  /** The body that was sent (with its sign), to replay it. */
  sent: CallbackFields & { sign: string };
}

export interface FakeProvider {
  /** The provider's cashier URL (the channel's gateway). */
  gatewayUrl: string;
  merchantId: string;
  secret: string;
  /** Cashier visits whose signature checked out. */
  visits: URL[];
  /** Sends a callback for `fields` (defaults: paid now, a fresh id), signed with `signWith`. */
  notify(
    fields: Partial<CallbackFields> & Pick<CallbackFields, 'orderNo' | 'amount'>,
    signWith?: string,
  ): Promise<CallbackAnswer>;
  /** Posts a body as it is (replays). */
  send(body: object): Promise<CallbackAnswer>;
  close(): Promise<void>;
}

export async function startFakeProvider(options: {
  /** The app's origin, e.g. http://127.0.0.1:1234. */
  appOrigin: string;
  channelId: number;
  merchantId?: string;
  secret?: string;
}): Promise<FakeProvider> {
  const merchantId = options.merchantId ?? 'M-TEST-001';
  const secret = options.secret ?? `provider-secret-${randomUUID()}`;
  const visits: URL[] = [];

  async function send(body: object): Promise<CallbackAnswer> {
    const response = await fetch(
      `${options.appOrigin}${PAYMENT_CALLBACK_PATH}/${options.channelId}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      },
    );
    return {
      statusCode: response.status,
      body: (await response.json()) as CallbackAnswer['body'],
      sent: body as CallbackAnswer['sent'],
    };
  }

  function notify(
    partial: Partial<CallbackFields> & Pick<CallbackFields, 'orderNo' | 'amount'>,
    signWith = secret,
  ) {
    const fields: CallbackFields = {
      merchantId,
      status: 'paid',
      callbackId: `cb-${randomUUID()}`,
      timestamp: Math.floor(Date.now() / 1000),
      ...partial,
    };
    return send({ ...fields, sign: providerSignature(signWith, { ...fields }) });
  }

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://provider');
    const fields = Object.fromEntries(
      [...url.searchParams].filter(([name]) => name !== 'sign'),
    ) as Record<string, string>;
    const signed = providerSignature(secret, fields) === url.searchParams.get('sign');
    if (url.pathname !== '/pay' || !signed || fields.merchantId !== merchantId) {
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: 'bad request from merchant' }));
      return;
    }
    visits.push(url);
    // The player paid: tell the merchant, server to server, and show the merchant's answer.
    notify({ orderNo: fields.orderNo ?? '', amount: fields.amount ?? '' }).then(
      (answer) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer));
      },
      (error: unknown) => {
        response.writeHead(502, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: String(error) }));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    gatewayUrl: `http://127.0.0.1:${port}/pay`,
    merchantId,
    secret,
    visits,
    notify,
    send,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// The sandbox payment channel, for demos and tests only: mounted and offered only when the
// deployment enables it (--sandbox-payments). Its adapter hands out a cashier URL per order whose
// `sig` is a session token bound to the order and its owner — an HMAC under a server-only secret
// made per deployment (company_secret 'cashier'; never served, never the public sk_encrypt) — and
// the cashier page (HTML, served here) lets whoever holds that URL pay or fail that one order,
// standing in for a provider's page and its callback. Knowing an order number, or anything public,
// is not enough to compute a token. Confirming twice, or two confirmations racing, credit once
// (settleRecharge moves the order out of 'pending' once), so the token is good for one settlement.
//
// The token is derived rather than stored (hashed): the owner's order detail serves the cashier URL
// again (the recharge order screen reads it there), which a stored hash could not do without
// minting a new token on every read; a derived token stores nothing that could leak.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ErrorCode, SANDBOX_CASHIER_PATH } from '@jinli/contract';
import { formatMoney } from '@jinli/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/endpoints';
import { parseInput } from '../../http/parseInput';
import type { RechargeOrder } from '@jinli/contract';
import type { ChannelAdapter } from './context';
import type { WalletService } from './service';
import { allowStyleElements, styleElementHash } from '../../web/styleAttributes';
import { WALLET_TEXT } from './texts';

/**
 * The cashier session token of an order: HMAC-SHA256 under the server-only cashier secret of the
 * order number and its owner's user id (base64url, 43 characters).
 */
export function cashierSessionToken(secret: string, orderNo: string, userId: number): string {
  return createHmac('sha256', secret)
    .update(`sandbox-cashier-session:v2:${orderNo}:${userId}`)
    .digest('base64url');
}

/** Name of the sandbox adapter in payment_channel.adapter. */
export const SANDBOX_ADAPTER = 'sandbox';

/** The sandbox channel adapter: its cashier is the page below (relative to the API origin). */
export function sandboxAdapter(secret: () => Promise<string>): ChannelAdapter {
  return {
    async cashierUrl(order) {
      const token = cashierSessionToken(await secret(), order.orderNo, order.userId);
      return `${SANDBOX_CASHIER_PATH}/${order.orderNo}?sig=${token}`;
    },
  };
}

const paramsSchema = z.object({ orderNo: z.string().regex(/^R\d{20}$/) });
const sigSchema = z.object({ sig: z.string().max(128).default('') });

const STATUS_TEXT: Record<RechargeOrder['status'], string> = {
  pending: '待支付',
  paid: '支付成功',
  failed: '支付失败',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The cashier's style: an inline `<style>`, which the page's CSP (style-src 'self', no inline) allows
 * by its hash alone (sendHtml); refused, the page was drawn unstyled.
 */
const CASHIER_STYLE = `
body{font-family:system-ui,"PingFang SC","Noto Sans CJK SC",sans-serif;margin:0;background:#f4f5f7;color:#222}
main{max-width:420px;margin:0 auto;padding:24px 16px}h1{font-size:20px;margin:0 0 16px}
.card{background:#fff;border-radius:12px;padding:16px;margin-bottom:16px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
.amount{font-size:32px;font-weight:700;color:#e53935}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 12px;margin:0}
dt{color:#888}dd{margin:0;word-break:break-all}button,a.button{display:block;width:100%;box-sizing:border-box;padding:14px;border:0;border-radius:8px;font-size:16px;margin-top:12px;text-align:center;text-decoration:none}
.pay{background:#e53935;color:#fff}.fail{background:#eee;color:#333}.note{color:#888;font-size:12px;text-align:center}
`;
const CASHIER_STYLE_HASH = styleElementHash(CASHIER_STYLE);

function page(title: string, body: string): string {
  // An empty icon: without one the browser asks for /favicon.ico, which the API answers 404.
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><link rel="icon" href="data:,"><style>${CASHIER_STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function orderCard(order: RechargeOrder): string {
  return `<div class="card"><div class="amount">¥${escapeHtml(formatMoney(order.amount))}</div><dl>
<dt>订单号</dt><dd>${escapeHtml(order.orderNo)}</dd>
<dt>支付通道</dt><dd>${escapeHtml(order.channelName)}</dd>
<dt>状态</dt><dd id="status">${STATUS_TEXT[order.status]}</dd></dl></div>`;
}

function wantsJson(request: FastifyRequest): boolean {
  return /application\/json/.test(request.headers.accept ?? '');
}

function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string')
    reply.header('content-security-policy', allowStyleElements(csp, [CASHIER_STYLE_HASH]));
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);
}

/** Mounts the sandbox cashier page and its pay / fail actions (only when the sandbox is enabled). */
export function registerCashierRoutes(
  app: FastifyInstance,
  wallet: WalletService,
  secret: () => Promise<string>,
): void {
  /** The order when `sig` is its session token (bound to the order's owner), else undefined. */
  async function authorised(request: FastifyRequest, sig: string) {
    const { orderNo } = parseInput(paramsSchema, request.params);
    const found = await wallet.findRecharge(orderNo);
    // Only sandbox orders have a sandbox session: a provider's order is settled by its callback.
    if (!found || found.channel.adapter !== SANDBOX_ADAPTER) return { orderNo, order: undefined };
    const expected = Buffer.from(cashierSessionToken(await secret(), orderNo, found.userId));
    const given = Buffer.from(sig);
    const valid = given.length === expected.length && timingSafeEqual(given, expected);
    return { orderNo, order: valid ? found.order : undefined };
  }

  function refuse(request: FastifyRequest, reply: FastifyReply) {
    if (wantsJson(request))
      return reply.code(404).send({ code: ErrorCode.NOT_FOUND, msg: WALLET_TEXT.cashierSignature });
    return sendHtml(
      reply,
      404,
      page(WALLET_TEXT.cashierSignature, `<h1>${WALLET_TEXT.cashierSignature}</h1>`),
    );
  }

  app.get(`${SANDBOX_CASHIER_PATH}/:orderNo`, async (request, reply) => {
    const { sig } = parseInput(sigSchema, request.query);
    const { orderNo, order } = await authorised(request, sig);
    if (!order) return refuse(request, reply);
    const actions =
      order.status === 'pending'
        ? `<form method="post" action="${SANDBOX_CASHIER_PATH}/${orderNo}/confirm"><input type="hidden" name="sig" value="${escapeHtml(sig)}"><button class="pay" type="submit">确认支付</button></form>
<form method="post" action="${SANDBOX_CASHIER_PATH}/${orderNo}/fail"><input type="hidden" name="sig" value="${escapeHtml(sig)}"><button class="fail" type="submit">支付失败</button></form>`
        : `<a class="button pay" href="/recharge/processing/${orderNo}">返回</a>`;
    return sendHtml(
      reply,
      200,
      page(
        '沙盒收银台',
        `<h1>沙盒收银台</h1>${orderCard(order)}${actions}<p class="note">演示支付通道：不会产生真实扣款</p>`,
      ),
    );
  });

  for (const [action, outcome] of [
    ['confirm', 'paid'],
    ['fail', 'failed'],
  ] as const) {
    app.post(`${SANDBOX_CASHIER_PATH}/:orderNo/${action}`, async (request, reply) => {
      const { sig } = parseInput(sigSchema, request.body);
      const { orderNo, order } = await authorised(request, sig);
      if (!order) return refuse(request, reply);
      const result = await wallet.settleRecharge(orderNo, outcome);
      if (wantsJson(request)) return reply.send(ok(result));
      return sendHtml(
        reply,
        200,
        page(
          STATUS_TEXT[result.order.status],
          `<h1>${STATUS_TEXT[result.order.status]}</h1>${orderCard(result.order)}<a class="button pay" href="/recharge/${result.order.status === 'paid' ? `processing/${orderNo}` : 'failed'}">返回</a>`,
        ),
      );
    });
  }
}

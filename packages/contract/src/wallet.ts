// The wallet (spec §2 recharge/withdraw/bills screens, §3 ledger types and channel kinds, §7
// tellerMachine and userWithdraw calls): payment channels, recharge orders through channel
// adapters with the sandbox cashier, withdrawals, the valid-turnover requirement and the bills.
// Amounts in answers are integer thousandths of a yuan; amounts a user types are sent as yuan text
// ('100', '99.5') with at most 2 decimals (whole fen: a gateway carries no thousandths) and read
// with @jinli/domain's parseEnteredYuan (its messages on refusal: 金额最多保留2位小数, …).
// Money-moving POSTs accept an `Idempotency-Key` header: the same key and body replay the first
// answer; the same key with another body is refused (409 SYS/CONFLICT).
import { z } from 'zod';
import { endpoint } from './endpointDef';
import { pageSchema } from './envelope';

const intParam = (min: number, max: number) => z.coerce.number<number>().int().min(min).max(max);
/** Yuan as typed: text or a number; at most 2 decimals (@jinli/domain parseEnteredYuan). */
const yuanInput = z.union([z.string().max(32), z.number()]);

/** Idempotency header of money-moving requests (zod-free in routes/requestConstants.ts). */
export { IDEMPOTENCY_KEY_HEADER } from './routes/requestConstants';

/** Payment channel kinds (spec §3). */
export const paymentKindSchema = z.enum(['bank', 'usdt', 'eWallet', 'directCharging']);
export type PaymentKind = z.infer<typeof paymentKindSchema>;

/** Recharge flows of spec §2: /recharge/bank, /recharge/online/…, /recharge/qr-virtual/…, /recharge/third-party/…. */
export const rechargeRouteSchema = z.enum(['bank', 'online', 'qrVirtual', 'thirdParty']);
export type RechargeRoute = z.infer<typeof rechargeRouteSchema>;

/** A payment channel; `maxAmount` is already capped by the kind's maximum (max_bank, …). */
export const paymentChannelSchema = z.object({
  id: z.number().int(),
  kind: paymentKindSchema,
  route: rechargeRouteSchema,
  name: z.string(),
  /** Thousandths. */
  minAmount: z.number().int(),
  /** Thousandths. */
  maxAmount: z.number().int(),
  /** Bank transfer / USDT: whom to pay. */
  payeeName: z.string(),
  payeeAccount: z.string(),
  payeeBank: z.string(),
});
export type PaymentChannel = z.infer<typeof paymentChannelSchema>;

/** GET /api/v2/payment/channels: enabled channels grouped by kind. */
export const paymentChannelsSchema = z.object({
  bank: z.array(paymentChannelSchema),
  usdt: z.array(paymentChannelSchema),
  eWallet: z.array(paymentChannelSchema),
  directCharging: z.array(paymentChannelSchema),
});
export type PaymentChannels = z.infer<typeof paymentChannelsSchema>;

export const orderStatusSchema = z.enum(['pending', 'paid', 'failed']);
export type RechargeStatus = z.infer<typeof orderStatusSchema>;

/** A recharge order. */
export const rechargeOrderSchema = z.object({
  orderNo: z.string(),
  channelId: z.number().int(),
  channelName: z.string(),
  kind: paymentKindSchema,
  route: rechargeRouteSchema,
  /** Thousandths. */
  amount: z.number().int(),
  status: orderStatusSchema,
  depositorName: z.string(),
  payeeName: z.string(),
  payeeAccount: z.string(),
  payeeBank: z.string(),
  /** The channel's cashier page for this order (the sandbox cashier on the reference server). */
  cashierUrl: z.string(),
  /** Epoch ms. */
  createTime: z.number().int(),
  /** Epoch ms, or null while pending. */
  finishTime: z.number().int().nullable(),
});
export type RechargeOrder = z.infer<typeof rechargeOrderSchema>;

/** POST /api/v2/recharge/create: an order on an online, QR/virtual or third-party channel. */
export const rechargeCreateBodySchema = z.object({
  channelId: intParam(1, 2_147_483_647),
  /** Yuan text. */
  amount: yuanInput,
  depositorName: z.string().max(64).optional(),
});
export type RechargeCreateBody = z.infer<typeof rechargeCreateBodySchema>;

/** POST /api/v2/user/tellerMachine: a bank-transfer recharge (the player pays the channel's payee and reports it). */
export const tellerMachineBodySchema = z.object({
  channelId: intParam(1, 2_147_483_647),
  amount: yuanInput,
  /** Name on the paying account (Chinese real name). */
  depositorName: z.string().max(64),
});
export type TellerMachineBody = z.infer<typeof tellerMachineBodySchema>;

export const pageQuerySchema = z.object({
  page: intParam(1, 10_000).default(1),
  rows: intParam(1, 100).default(20),
});

export const rechargeHistoryQuerySchema = pageQuerySchema.extend({
  status: orderStatusSchema.optional(),
});
export const orderNoQuerySchema = z.object({ orderNo: z.string().min(1).max(64) });

export const withdrawStatusSchema = z.enum(['pending', 'paid', 'rejected']);

/** A withdraw order; the amount left the balance when it was made. */
export const withdrawOrderSchema = z.object({
  orderNo: z.string(),
  /** Thousandths. */
  amount: z.number().int(),
  kind: z.enum(['bank', 'usdt', 'eWallet']),
  freeBank: z.boolean(),
  bankName: z.string(),
  /** Masked. */
  cardNo: z.string(),
  /** Masked. */
  realName: z.string(),
  status: withdrawStatusSchema,
  /** Balance after the withdrawal, thousandths. */
  balanceAfter: z.number().int(),
  createTime: z.number().int(),
  finishTime: z.number().int().nullable(),
});
export type WithdrawOrder = z.infer<typeof withdrawOrderSchema>;

/** POST /api/userWithdraw/save/v2: to a bound account (`bankId`, default the newest). */
export const withdrawBodySchema = z.object({
  amount: yuanInput,
  cashPassword: z.string().max(16).optional(),
  bankId: intParam(1, 2_147_483_647).optional(),
});
export type WithdrawBody = z.infer<typeof withdrawBodySchema>;

/** POST /api/userWithdraw/save/free-bank: to an account named in the request. */
export const withdrawFreeBankBodySchema = z.object({
  amount: yuanInput,
  cashPassword: z.string().max(16).optional(),
  kind: z.enum(['bank', 'usdt', 'eWallet']).default('bank'),
  bankName: z.string().max(64),
  cardNo: z.string().max(128),
  realName: z.string().max(64),
});
export type WithdrawFreeBankBody = z.infer<typeof withdrawFreeBankBodySchema>;

/** One credit's valid-turnover requirement. */
export const validWithdrawRowSchema = z.object({
  id: z.number().int(),
  /** Ledger type code of the credit and its label. */
  type: z.number().int(),
  typeName: z.string(),
  /** Thousandths. */
  creditAmount: z.number().int(),
  /** Turnover the credit requires, thousandths. */
  requiredAmount: z.number().int(),
  /** Turnover counted towards it so far (oldest requirement first), thousandths. */
  doneAmount: z.number().int(),
  /** 1 when met. */
  finished: z.number().int(),
  createTime: z.number().int(),
});
export type ValidWithdrawRow = z.infer<typeof validWithdrawRowSchema>;

/** GET /api/userWithdraw/validWithdraw/queryAll (spec §3 Valid-withdraw), since the last withdrawal. */
export const validWithdrawSchema = z.object({
  /** Turnover shortfall tolerated, thousandths. */
  relaxQuota: z.number().int(),
  /** Turnover required in all, thousandths. */
  requireDML: z.number().int(),
  rows: z.array(validWithdrawRowSchema),
  /** Turnover still missing before a withdrawal is allowed, thousandths (0 when allowed). */
  sumAllDeduct: z.number().int(),
  /** Valid turnover (bets less refunds) so far, thousandths. */
  sumAllDml: z.number().int(),
  /** 1 when a withdrawal is allowed now. */
  yetWithdraw: z.number().int(),
});
export type ValidWithdraw = z.infer<typeof validWithdrawSchema>;

export const idQuerySchema = z.object({ id: intParam(1, 2_147_483_647) });

/** GET /api/user/bills: the ledger, newest first; dates 'YYYY-MM-DD' in the system time zone, inclusive. */
export const billsQuerySchema = pageQuerySchema.extend({
  /** A LEDGER_TYPES code. */
  type: intParam(1, 999).optional(),
  startDate: z.string().max(10).optional(),
  endDate: z.string().max(10).optional(),
});
export type BillsQuery = z.infer<typeof billsQuerySchema>;

/** One ledger row with its label. */
export const billSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  /** @jinli/domain ledgerTypeLabel(type). */
  typeName: z.string(),
  /** Signed thousandths. */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  remark: z.string(),
  /** The order or bet the row belongs to ('' when none). */
  refId: z.string(),
  createTime: z.number().int(),
});
export type Bill = z.infer<typeof billSchema>;

/** The sandbox cashier page of an order: GET `${SANDBOX_CASHIER_PATH}/{orderNo}?sig=…` (HTML). */
export const SANDBOX_CASHIER_PATH = '/sandbox/cashier';

export const walletEndpoints = {
  paymentChannels: endpoint({
    method: 'GET',
    base: 'apiV2',
    path: '/payment/channels',
    response: paymentChannelsSchema,
    auth: true,
  }),
  rechargeCreate: endpoint({
    method: 'POST',
    base: 'apiV2',
    path: '/recharge/create',
    body: rechargeCreateBodySchema,
    response: rechargeOrderSchema,
    auth: true,
  }),
  tellerMachine: endpoint({
    method: 'POST',
    base: 'apiV2',
    path: '/user/tellerMachine',
    body: tellerMachineBodySchema,
    response: rechargeOrderSchema,
    auth: true,
  }),
  rechargeHistory: endpoint({
    method: 'GET',
    base: 'apiV2',
    path: '/recharge/history',
    query: rechargeHistoryQuerySchema,
    response: pageSchema(rechargeOrderSchema),
    auth: true,
  }),
  rechargeDetail: endpoint({
    method: 'GET',
    base: 'apiV2',
    path: '/recharge/detail',
    query: orderNoQuerySchema,
    response: rechargeOrderSchema,
    auth: true,
  }),
  withdraw: endpoint({
    method: 'POST',
    base: 'api',
    path: '/userWithdraw/save/v2',
    body: withdrawBodySchema,
    response: withdrawOrderSchema,
    auth: true,
  }),
  withdrawFreeBank: endpoint({
    method: 'POST',
    base: 'api',
    path: '/userWithdraw/save/free-bank',
    body: withdrawFreeBankBodySchema,
    response: withdrawOrderSchema,
    auth: true,
  }),
  withdrawHistory: endpoint({
    method: 'GET',
    base: 'api',
    path: '/userWithdraw/queryPage',
    query: pageQuerySchema,
    response: pageSchema(withdrawOrderSchema),
    auth: true,
  }),
  withdrawDetail: endpoint({
    method: 'GET',
    base: 'api',
    path: '/userWithdraw/detail',
    query: orderNoQuerySchema,
    response: withdrawOrderSchema,
    auth: true,
  }),
  validWithdraw: endpoint({
    method: 'GET',
    base: 'api',
    path: '/userWithdraw/validWithdraw/queryAll',
    response: validWithdrawSchema,
    auth: true,
  }),
  validWithdrawDetail: endpoint({
    method: 'GET',
    base: 'api',
    path: '/userWithdraw/validWithdraw/detail',
    query: idQuerySchema,
    response: validWithdrawRowSchema,
    auth: true,
  }),
  bills: endpoint({
    method: 'GET',
    base: 'api',
    path: '/user/bills',
    query: billsQuerySchema,
    response: pageSchema(billSchema),
    auth: true,
  }),
} as const;

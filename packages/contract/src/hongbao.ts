// Red packets (红包, issue 16; spec §1, §2 /chat-rooms/{room_id}/hong-bao…). The spec names the
// screens but shows no API paths: these are ours, on the main API with the access token (money
// moves), in the style of the others. A packet is sent to a group chat room; its card is a chat
// message of type 'hongbao' (chat.ts) that everyone in the room sees; tapping it grabs a share.
//
// Amounts in answers are integer thousandths of a yuan; what a player types is sent as yuan text
// and read with @jinli/domain's parseEnteredYuan (whole fen). Sending and grabbing accept an `Idempotency-Key` header
// (wallet.ts): the same key and body replay the first answer.
import { z } from 'zod';
import { endpoint } from './endpointDef';
import { pageSchema } from './envelope';

const intParam = (min: number, max: number) => z.coerce.number<number>().int().min(min).max(max);
/** A packet id: a decimal string of the server's sequence. */
const hongbaoId = z.string().regex(/^\d{1,19}$/, '参数有误');
/** Yuan as typed: text or a number; at most 2 decimals (@jinli/domain parseEnteredYuan). */
const yuanInput = z.union([z.string().max(32), z.number()]);

/** 'lucky' (拼手气红包: random shares by the double-average rule) or 'equal' (普通红包). */
export const hongbaoKindSchema = z.enum(['lucky', 'equal']);
export type HongbaoKind = z.infer<typeof hongbaoKindSchema>;

/**
 * The company's rules (GET /api/hongbao/rules), checked again by the server on every send.
 * Amounts in thousandths.
 */
export const hongbaoRulesSchema = z.object({
  /** Smallest share: 10 (0.01 yuan). */
  minShare: z.number().int().positive(),
  /** Largest total of one packet. */
  maxTotal: z.number().int().positive(),
  /** Most shares in one packet. */
  maxCount: z.number().int().positive(),
  /** Most a player may send in one day (system time zone), all packets together. */
  dailyCap: z.number().int().positive(),
  /** Hours until the untaken rest goes back to the sender (24). */
  expiryHours: z.number().int().positive(),
  /** Longest greeting in characters. */
  greetingMaxLength: z.number().int().positive(),
  /** The greeting used when none is typed (恭喜发财，大吉大利). */
  defaultGreeting: z.string(),
});
export type HongbaoRules = z.infer<typeof hongbaoRulesSchema>;

/**
 * POST /api/hongbao/send. `amount` is the packet's total in yuan (for 'equal' the screen computes
 * it as the single share × count; the server refuses a total that does not split evenly into
 * whole fen). `fundPwd` is the 4-digit fund password.
 */
export const hongbaoSendBodySchema = z.object({
  room_id: z.string().trim().min(1).max(64),
  kind: hongbaoKindSchema,
  amount: yuanInput,
  count: intParam(1, 10_000),
  greeting: z.string().max(200).default(''),
  fundPwd: z.string().max(16),
});
export type HongbaoSendBody = z.input<typeof hongbaoSendBodySchema>;

/** Who sent or took a packet, as the screens show them. */
export const hongbaoPersonSchema = z.object({
  userId: z.number().int(),
  nickname: z.string(),
  /** Avatar id (1-20; the app draws it). */
  avatarId: z.number().int(),
});
export type HongbaoPerson = z.infer<typeof hongbaoPersonSchema>;

/**
 * A packet's state: 'open' shares left; 'finished' all taken; 'expired' past its expiry with
 * shares left (their sum refunded, or about to be).
 */
export const hongbaoStatusSchema = z.enum(['open', 'finished', 'expired']);
export type HongbaoStatus = z.infer<typeof hongbaoStatusSchema>;

/** A packet as its card and the detail page show it. */
export const hongbaoSummarySchema = z.object({
  id: z.string(),
  room_id: z.string(),
  kind: hongbaoKindSchema,
  greeting: z.string(),
  sender: hongbaoPersonSchema,
  /** Thousandths. */
  totalAmount: z.number().int(),
  count: z.number().int(),
  takenCount: z.number().int(),
  /** Thousandths. */
  takenAmount: z.number().int(),
  status: hongbaoStatusSchema,
  /** Epoch ms. */
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
  /** When the last share was taken (epoch ms), or null. */
  finishedAt: z.number().int().nullable(),
  /** Thousandths refunded to the sender (红包退回), or null while not refunded. */
  refundAmount: z.number().int().nullable(),
  /** The viewer's share (thousandths), or null when the viewer took none. */
  myAmount: z.number().int().nullable(),
});
export type HongbaoSummary = z.infer<typeof hongbaoSummarySchema>;

/** One taken share on the detail page. */
export const hongbaoClaimSchema = z.object({
  user: hongbaoPersonSchema,
  /** Thousandths. */
  amount: z.number().int(),
  /** Epoch ms. */
  grabbedAt: z.number().int(),
  /** 手气最佳: the largest share, marked only once every share is taken (first taker on a tie). */
  luckiest: z.boolean(),
});
export type HongbaoClaim = z.infer<typeof hongbaoClaimSchema>;

/** GET /api/hongbao/detail?id=: the packet and every taken share, newest first. */
export const hongbaoDetailSchema = z.object({
  packet: hongbaoSummarySchema,
  claims: z.array(hongbaoClaimSchema),
});
export type HongbaoDetail = z.infer<typeof hongbaoDetailSchema>;

export const hongbaoIdQuerySchema = z.object({ id: hongbaoId });
export const hongbaoGrabBodySchema = z.object({ id: hongbaoId });

/**
 * What a grab ended in: 'got' a share now (`amount`); 'already' the viewer took one before
 * (`amount` is it: 已领取); 'empty' every share was taken (已抢完); 'expired' (已过期). Only 'got'
 * moved money. A refusal (trial account, not signed in, unknown packet) is an error instead.
 */
export const hongbaoGrabOutcomeSchema = z.enum(['got', 'already', 'empty', 'expired']);
export type HongbaoGrabOutcome = z.infer<typeof hongbaoGrabOutcomeSchema>;

/** POST /api/hongbao/grab. */
export const hongbaoGrabResultSchema = z.object({
  outcome: hongbaoGrabOutcomeSchema,
  /** Thousandths: the viewer's share ('got', 'already'), else null. */
  amount: z.number().int().nullable(),
  packet: hongbaoSummarySchema,
});
export type HongbaoGrabResult = z.infer<typeof hongbaoGrabResultSchema>;

/** GET /api/hongbao/history: packets the viewer sent or received, in one year (default this one). */
export const hongbaoHistoryQuerySchema = z.object({
  type: z.enum(['sent', 'received']).default('received'),
  year: intParam(2000, 2100).optional(),
  page: intParam(1, 10_000).default(1),
  rows: intParam(1, 100).default(20),
});
export type HongbaoHistoryQuery = z.input<typeof hongbaoHistoryQuerySchema>;

/** One row of the history: the packet, and for 'received' the viewer's share. */
export const hongbaoHistoryRowSchema = z.object({
  packet: hongbaoSummarySchema,
  /** Thousandths: 'received' the viewer's share; 'sent' the packet's total. */
  amount: z.number().int(),
  /** Epoch ms: when sent ('sent') or taken ('received'). */
  time: z.number().int(),
});
export type HongbaoHistoryRow = z.infer<typeof hongbaoHistoryRowSchema>;

export const hongbaoHistorySchema = pageSchema(hongbaoHistoryRowSchema).extend({
  year: z.number().int(),
  /** Thousandths: the year's sum of `amount` over every row (not only this page). */
  yearAmount: z.number().int(),
  /** Rows in the year (= totalCount). */
  yearCount: z.number().int(),
  /** 'received': how many of the viewer's shares were the luckiest of their packet. */
  luckiestCount: z.number().int(),
  /** Years with any row, newest first (for the year picker). */
  years: z.array(z.number().int()),
});
export type HongbaoHistory = z.infer<typeof hongbaoHistorySchema>;

export const hongbaoEndpoints = {
  hongbaoRules: endpoint({
    method: 'GET',
    base: 'api',
    path: '/hongbao/rules',
    response: hongbaoRulesSchema,
    auth: true,
  }),
  hongbaoSend: endpoint({
    method: 'POST',
    base: 'api',
    path: '/hongbao/send',
    body: hongbaoSendBodySchema,
    response: hongbaoSummarySchema,
    auth: true,
  }),
  hongbaoGrab: endpoint({
    method: 'POST',
    base: 'api',
    path: '/hongbao/grab',
    body: hongbaoGrabBodySchema,
    response: hongbaoGrabResultSchema,
    auth: true,
  }),
  hongbaoDetail: endpoint({
    method: 'GET',
    base: 'api',
    path: '/hongbao/detail',
    query: hongbaoIdQuerySchema,
    response: hongbaoDetailSchema,
    auth: true,
  }),
  hongbaoHistory: endpoint({
    method: 'GET',
    base: 'api',
    path: '/hongbao/history',
    query: hongbaoHistoryQuerySchema,
    response: hongbaoHistorySchema,
    auth: true,
  }),
} as const;

/** Refusal messages of the red-packet calls (`msg` of `{ code, msg }`), spelled once. */
export const HONGBAO_REFUSAL = {
  /** A trial account sends or grabs (SYS/FORBIDDEN). */
  trial: '试玩账号不能发送或领取红包',
  /** Sender may not chat in the room (muted, VIP level, room level; SYS/FORBIDDEN). */
  noChat: '您暂无发言权限，无法发送红包',
  /** Share under the minimum; {min}: yuan. */
  shareTooSmall: '单个红包金额不能低于{min}元',
  /** Total over the maximum; {max}: yuan. */
  totalTooLarge: '红包总金额不能超过{max}元',
  /** Count over the maximum; {max}. */
  countTooLarge: '红包个数不能超过{max}个',
  /** Over the daily cap; {left}: yuan still allowed today. */
  dailyCap: '已超过今日发红包额度，今日还可发{left}元',
  /** 'equal' total that does not split evenly into whole fen. */
  notEven: '普通红包金额需能平均分配',
  /** Greeting too long; {max}. */
  greetingTooLong: '祝福语不能超过{max}个字',
  /** Not enough balance (SYS/BAD_REQUEST). */
  balance: '余额不足',
  /** Unknown packet, or one of another room the viewer cannot see (SYS/NOT_FOUND). */
  notFound: '红包不存在',
} as const;

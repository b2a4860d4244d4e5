// The company's red-packet limits (system_config, with their defaults) and the check of a send
// against them: a pure function of the rules and the input, answering the shares or the refusal.
import type { HongbaoKind, HongbaoRules } from '@jinli/contract';
import { HONGBAO_FEN, parseEnteredYuan, splitEqual, splitLucky } from '@jinli/domain';
import type { Db, Tx } from '../../db/client';
import { ConfigKey } from '../config/configKeys';
import { readSettings, wholeSetting, yuanSetting } from '../config/settings';
import { HONGBAO_TEXT } from './texts';

/** The greeting used when none is typed. */
export const DEFAULT_GREETING = '恭喜发财，大吉大利';
/** Longest greeting, in characters (code points). */
export const GREETING_MAX_LENGTH = 30;

/** The rules plus the system time zone (the daily cap's day). */
export interface CompanyHongbaoRules extends HongbaoRules {
  timeZone: string;
}

const KEYS = [
  ConfigKey.HONGBAO_MIN_SHARE,
  ConfigKey.HONGBAO_MAX_TOTAL,
  ConfigKey.HONGBAO_MAX_COUNT,
  ConfigKey.HONGBAO_DAILY_CAP,
  ConfigKey.HONGBAO_EXPIRY_HOURS,
  ConfigKey.TIME_ZONE,
] as const;

/** A whole number of fen at least one fen (a share must show as yuan with two decimals). */
const wholeFen = (value: bigint) => {
  const fen = (value / BigInt(HONGBAO_FEN)) * BigInt(HONGBAO_FEN);
  return Number(fen > 0n ? fen : BigInt(HONGBAO_FEN));
};

/** The rules of company `companyId` as they are now. */
export async function readHongbaoRules(
  db: Db | Tx,
  companyId: number,
): Promise<CompanyHongbaoRules> {
  const values = await readSettings(db, companyId, KEYS);
  return {
    minShare: wholeFen(yuanSetting(ConfigKey.HONGBAO_MIN_SHARE, values.hongbao_min_share)),
    maxTotal: Number(yuanSetting(ConfigKey.HONGBAO_MAX_TOTAL, values.hongbao_max_total)),
    maxCount: wholeSetting(ConfigKey.HONGBAO_MAX_COUNT, values.hongbao_max_count, 10_000),
    dailyCap: Number(yuanSetting(ConfigKey.HONGBAO_DAILY_CAP, values.hongbao_daily_cap)),
    expiryHours: wholeSetting(ConfigKey.HONGBAO_EXPIRY_HOURS, values.hongbao_expiry_hours, 720),
    greetingMaxLength: GREETING_MAX_LENGTH,
    defaultGreeting: DEFAULT_GREETING,
    timeZone: values.time_zone,
  };
}

/** The public part of the rules (GET /api/hongbao/rules). */
export function publicRules(rules: CompanyHongbaoRules): HongbaoRules {
  const { timeZone: _zone, ...visible } = rules;
  return visible;
}

/**
 * The greeting as stored: control and invisible characters removed, line breaks made spaces,
 * trimmed; the default when nothing is left of an empty input; null when it is too long, or when
 * the input had text but none of it can be shown.
 */
export function cleanGreeting(input: string, rules: HongbaoRules): string | null | 'invalid' {
  const text = input
    .replace(/[\r\n\t]+/g, ' ')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .trim();
  if (text === '') return input.trim() === '' ? rules.defaultGreeting : 'invalid';
  return [...text].length > rules.greetingMaxLength ? null : text;
}

export interface SendInput {
  kind: HongbaoKind;
  amount: string | number;
  count: number;
  greeting: string;
}

export type SendPlan =
  { ok: true; total: number; shares: number[]; greeting: string } | { ok: false; msg: string };

/**
 * Checks a send against the rules (all but the daily cap, which needs the day's sends) and draws
 * its shares: lucky ones by the double-average rule, equal ones split evenly.
 */
export function planSend(rules: HongbaoRules, input: SendInput, random: () => number): SendPlan {
  const refuse = (msg: string): SendPlan => ({ ok: false, msg });
  const greeting = cleanGreeting(input.greeting, rules);
  if (greeting === null) return refuse(HONGBAO_TEXT.greetingTooLong(rules.greetingMaxLength));
  if (greeting === 'invalid') return refuse(HONGBAO_TEXT.greetingInvalid);
  // Whole fen (金额最多保留2位小数) before any limit: every share shows as yuan with 2 decimals.
  const parsed = parseEnteredYuan(input.amount);
  if (!parsed.ok) return refuse(parsed.message);
  const total = parsed.value;
  if (input.count > rules.maxCount) return refuse(HONGBAO_TEXT.countTooLarge(rules.maxCount));
  if (total > rules.maxTotal) return refuse(HONGBAO_TEXT.totalTooLarge(rules.maxTotal));
  if (total <= 0) return refuse(HONGBAO_TEXT.shareTooSmall(rules.minShare));
  const split =
    input.kind === 'equal'
      ? splitEqual(total, input.count, rules.minShare)
      : splitLucky(total, input.count, random, rules.minShare);
  if (!split.ok) {
    return refuse(
      split.error === 'notEven' ? HONGBAO_TEXT.notEven : HONGBAO_TEXT.shareTooSmall(rules.minShare),
    );
  }
  return { ok: true, total, shares: split.shares, greeting };
}

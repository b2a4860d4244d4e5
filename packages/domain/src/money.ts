// Money is integer thousandths of a yuan everywhere (DESIGN.md §5); these turn it into the yuan
// text of the screens and API (2-3 decimals, zh-CN grouping) and read yuan text back exactly.

/** Thousandths of a yuan per yuan. */
export const THOUSANDTHS_PER_YUAN = 1000;

/** Options of formatMoney. */
export interface MoneyFormatOptions {
  /** Fewest decimals shown; default 2. */
  minDecimals?: 0 | 1 | 2 | 3;
  /** Most decimals shown (rounded half away from zero beyond); default 3. */
  maxDecimals?: 0 | 1 | 2 | 3;
  /** Thousands separators of the zh-CN locale ('1,234.50'); default true. False gives plain API text. */
  grouping?: boolean;
}

/** Made on first use: creating an Intl formatter costs tens of ms on a slow phone, and importing
 * this module (every screen that may show money) must not pay it. */
let zhGrouping: Intl.NumberFormat | undefined;
function groupingFormat(): Intl.NumberFormat {
  zhGrouping ??= new Intl.NumberFormat('zh-CN', { useGrouping: true, maximumFractionDigits: 0 });
  return zhGrouping;
}

function toBigInt(value: number | bigint): bigint {
  if (typeof value === 'bigint') return value;
  if (!Number.isSafeInteger(value))
    throw new RangeError(`money must be an integer number of thousandths: ${value}`);
  return BigInt(value);
}

/**
 * Yuan text of an amount in thousandths: 1234500 → '1,234.50', 1234567 → '1,234.567',
 * -5 → '-0.005'. Exact (no floating point); throws RangeError for a non-integer number.
 */
export function formatMoney(
  thousandths: number | bigint,
  options: MoneyFormatOptions = {},
): string {
  const { minDecimals = 2, maxDecimals = 3, grouping = true } = options;
  const max = Math.max(minDecimals, maxDecimals);
  const value = toBigInt(thousandths);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const step = 10n ** BigInt(3 - max);
  // Round half away from zero to `max` decimals, still counting in units of 10^-max yuan.
  const units = (abs + step / 2n) / step;
  const scale = 10n ** BigInt(max);
  const whole = units / scale;
  let fraction = max === 0 ? '' : (units % scale).toString().padStart(max, '0');
  while (fraction.length > minDecimals && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const wholeText = grouping ? groupingFormat().format(whole) : whole.toString();
  const sign = negative && units !== 0n ? '-' : '';
  return `${sign}${wholeText}${fraction === '' ? '' : `.${fraction}`}`;
}

/** Plain yuan decimal text for API payloads: no grouping, 2-3 decimals ('1234.50'). */
export function toYuanText(thousandths: number | bigint): string {
  return formatMoney(thousandths, { grouping: false });
}

/** Thousandths of a yuan per fen (分, 0.01 yuan). */
export const THOUSANDTHS_PER_FEN = 10;

/** Whether an amount in thousandths is a whole number of fen (what a payment gateway can carry). */
export function isWholeFen(thousandths: number | bigint): boolean {
  return typeof thousandths === 'bigint'
    ? thousandths % BigInt(THOUSANDTHS_PER_FEN) === 0n
    : Number.isSafeInteger(thousandths) && thousandths % THOUSANDTHS_PER_FEN === 0;
}

/** Why a yuan text was refused. */
export type MoneyParseError = 'empty' | 'format' | 'decimals' | 'fen' | 'negative' | 'range';

/** Chinese message of each refusal. */
export const MONEY_PARSE_MESSAGES: Record<MoneyParseError, string> = {
  empty: '请输入金额',
  format: '请输入正确的金额',
  decimals: '金额最多保留3位小数',
  /** An entered amount (parseEnteredYuan) that is not a whole number of fen. */
  fen: '金额最多保留2位小数',
  negative: '金额不能为负数',
  range: '金额超出范围',
};

/** Result of parseYuan: thousandths, or the refusal with its message. */
export type MoneyParseResult =
  { ok: true; value: number } | { ok: false; error: MoneyParseError; message: string };

/** Options of parseYuan. */
export interface ParseYuanOptions {
  /** Accept a leading '-'; default false. */
  allowNegative?: boolean;
  /**
   * Refuse anything that is not a whole number of fen (more than 2 decimals other than trailing
   * zeros: '1.005', '1.2345') with 'fen'; default false (thousandths allowed).
   */
  wholeFen?: boolean;
}

const YUAN_TEXT = /^(-)?(\d+)(?:\.(\d+))?$/;
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * Reads a yuan decimal ('12', '12.5', '0.001') into integer thousandths. Refuses empty text,
 * anything but digits with an optional single '.' (no '+', exponents, separators or '.5'),
 * more than 3 decimals, a '-' unless allowNegative, and magnitudes beyond 2^53-1 thousandths.
 * Surrounding white space is ignored; numbers are read through their shortest decimal text.
 */
export function parseYuan(
  input: string | number | null | undefined,
  options: ParseYuanOptions = {},
): MoneyParseResult {
  const refuse = (error: MoneyParseError): MoneyParseResult => ({
    ok: false,
    error,
    message: MONEY_PARSE_MESSAGES[error],
  });
  if (input === null || input === undefined) return refuse('empty');
  const text = (typeof input === 'number' ? String(input) : input).trim();
  if (text === '') return refuse('empty');
  const match = YUAN_TEXT.exec(text);
  if (!match) return refuse('format');
  const [, minus, whole = '', typed = ''] = match;
  // Digits past the fen that are all zeros ('1.010') still name a whole number of fen.
  if (options.wholeFen && /[1-9]/.test(typed.slice(2))) return refuse('fen');
  const fraction = options.wholeFen ? typed.slice(0, 2) : typed;
  if (fraction.length > 3) return refuse('decimals');
  if (minus && !options.allowNegative) return refuse('negative');
  const abs = BigInt(whole) * 1000n + BigInt(fraction.padEnd(3, '0'));
  if (abs > MAX_SAFE) return refuse('range');
  const value = Number(abs);
  return { ok: true, value: minus && value !== 0 ? -value : value };
}

/**
 * Reads an amount a person enters — a recharge, a withdrawal, a red packet, a bet's stake — into
 * thousandths: parseYuan's rules plus whole fen (at most 2 decimals; 'fen', 金额最多保留2位小数),
 * since a payment gateway carries yuan with 2 decimals and an order must match its callback.
 * Every form and every server route that takes such an amount reads it with this.
 */
export function parseEnteredYuan(input: string | number | null | undefined): MoneyParseResult {
  return parseYuan(input, { wholeFen: true });
}

/** The balance a screen shows: main wallet plus live-game wallet (spec §3), missing parts as 0; thousandths. */
export function displayedBalance(
  extInfo: { money?: number | null; liveMoney?: number | null } | null | undefined,
): number {
  return (extInfo?.money ?? 0) + (extInfo?.liveMoney ?? 0);
}

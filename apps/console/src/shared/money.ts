// Money on the wire is integer thousandths of a yuan (DESIGN.md §5): numbers, or decimal strings
// where a sum may pass 2^53 (the ledger check). The console shows yuan with two decimals.
import { formatMoney } from '@jinli/domain';

/** '1,234.50' for 1234500 (or '1234500'); '—' for a missing or unreadable amount. */
export function yuan(thousandths: number | bigint | string | null | undefined): string {
  if (thousandths === null || thousandths === undefined || thousandths === '') return '—';
  let value: number | bigint;
  if (typeof thousandths === 'string') {
    if (!/^-?\d+$/.test(thousandths)) return '—';
    value = BigInt(thousandths);
  } else {
    value = thousandths;
  }
  if (typeof value === 'number' && !Number.isSafeInteger(value)) return '—';
  return formatMoney(value, { minDecimals: 2, maxDecimals: 2 });
}

/** Plain yuan text for CSV cells: no grouping, two decimals ('1234.50'). */
export function yuanPlain(thousandths: number | bigint | string | null | undefined): string {
  const text = yuan(thousandths);
  return text === '—' ? '' : text.replace(/,/g, '');
}

/**
 * Thousandths of a yuan from what an operator typed ('12.5' → 12500), or undefined when it is not
 * an amount with at most two decimals.
 */
export function thousandthsOf(text: string): number | undefined {
  const match = /^(-?)(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const [, sign, whole, fraction = ''] = match;
  const value = Number(whole) * 1000 + Number(fraction.padEnd(2, '0')) * 10;
  return sign ? -value : value;
}

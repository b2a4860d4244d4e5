// Money is integer thousandths of a yuan (DESIGN.md §5); documents and answers carry yuan text.

/** Plain yuan text of thousandths with 2-3 decimals and no grouping: 100000n → '100.00', 1234n → '1.234'. */
export function toYuanText(thousandths: bigint): string {
  const negative = thousandths < 0n;
  const abs = negative ? -thousandths : thousandths;
  let fraction = (abs % 1000n).toString().padStart(3, '0');
  if (fraction.endsWith('0')) fraction = fraction.slice(0, 2);
  return `${negative ? '-' : ''}${abs / 1000n}.${fraction}`;
}

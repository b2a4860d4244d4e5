// Percentages for progress bars and poll results.

/**
 * `part` over `total` as a percentage with `decimals` decimals (default 2): rounded down with
 * 'floor' (a bar never shows done early), to nearest with 'round'. 0 when total ≤ 0 or either
 * is not a finite number; never below 0.
 */
export function percentOf(
  part: number,
  total: number,
  options: { decimals?: number; mode?: 'floor' | 'round' } = {},
): number {
  const { decimals = 2, mode = 'round' } = options;
  if (!Number.isFinite(part) || !Number.isFinite(total) || total <= 0 || part <= 0) return 0;
  const scale = 10 ** decimals;
  const scaled = (part * 100 * scale) / total;
  // Nudge by a relative epsilon so 0.29 * 100 * 100 = 2899.9999… still floors to 2900.
  const nudged = scaled + Math.abs(scaled) * Number.EPSILON * 8;
  return (mode === 'floor' ? Math.floor(nudged) : Math.round(nudged)) / scale;
}

/** 'N.NN%' text of a percentage (default 2 decimals). */
export function formatPercent(percent: number, decimals = 2): string {
  return `${(Number.isFinite(percent) ? percent : 0).toFixed(decimals)}%`;
}

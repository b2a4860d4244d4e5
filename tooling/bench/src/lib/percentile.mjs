/** The `p`th percentile of ascending `sorted` (nearest rank); NaN when it is empty. */
export function percentile(sorted, p) {
  return sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
}

// The motion of the notice marquee as pure functions of the distance travelled, so the component
// only measures, ticks and applies the offset, and the rules are unit-tested without a browser.
//
// One cycle: the line starts at rest (its start at the left edge), scrolls left until it has left
// the box, re-enters from the right edge and arrives back at rest. That is
// `containerWidth + contentWidth` pixels of travel.

/**
 * Milliseconds per marquee step: the HTML `<marquee>` default scrolldelay, which the spec's
 * "scroll amount 3" (the `scrollamount` attribute, pixels per step) refers to. 3 px per 85 ms ≈ 35 px/s.
 */
export const MARQUEE_STEP_MS = 85;

/** Length of one cycle in pixels. */
export function marqueeCycle(containerWidth: number, contentWidth: number): number {
  return Math.max(0, containerWidth) + Math.max(0, contentWidth);
}

/** Whether the line is wider than its box, i.e. needs to move at all. */
export function marqueeOverflows(containerWidth: number, contentWidth: number): boolean {
  return contentWidth > containerWidth;
}

/** Horizontal translation in pixels (≤ 0 while leaving, > 0 while re-entering) after `traveled` px. */
export function marqueeOffset(
  traveled: number,
  containerWidth: number,
  contentWidth: number,
): number {
  const cycle = marqueeCycle(containerWidth, contentWidth);
  if (cycle === 0 || traveled <= 0) return 0;
  const t = traveled % cycle;
  if (t === 0) return 0;
  return t <= contentWidth ? -t : cycle - t;
}

/**
 * Total travel in pixels before the line stops at rest: `1 + repeat` cycles (spec §9 "repeats
 * once": repeat 1, two cycles). Infinity when `repeat` is Infinity.
 */
export function marqueeDistance(
  containerWidth: number,
  contentWidth: number,
  repeat: number,
): number {
  if (!Number.isFinite(repeat)) return Number.POSITIVE_INFINITY;
  return marqueeCycle(containerWidth, contentWidth) * (1 + Math.max(0, Math.floor(repeat)));
}

/** Pixels moved in `elapsedMs` at `speed` pixels per {@link MARQUEE_STEP_MS} step. */
export function marqueeTravel(elapsedMs: number, speed: number, stepMs = MARQUEE_STEP_MS): number {
  if (elapsedMs <= 0 || speed <= 0 || stepMs <= 0) return 0;
  return (elapsedMs * speed) / stepMs;
}

// Scrolling the window back to its top: at once, or eased over a given time (the gallery's widget,
// spec §9: 450 ms). A new scroll or a second tap takes over from a running one.

/** Ease-out cubic: fast at first, settling at the top. */
function easeOut(t: number): number {
  return 1 - (1 - t) ** 3;
}

let running: number | null = null;

/** Scrolls the window to the top, eased over `durationMs` (0: at once). */
export function scrollWindowToTop(durationMs: number): void {
  if (running !== null) cancelAnimationFrame(running);
  running = null;
  const from = window.scrollY;
  if (durationMs <= 0 || from <= 0) {
    window.scrollTo(0, 0);
    return;
  }
  const start = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - start) / durationMs);
    window.scrollTo(0, Math.round(from * (1 - easeOut(t))));
    running = t < 1 ? requestAnimationFrame(step) : null;
  };
  running = requestAnimationFrame(step);
}

// The click lock of spec §4/§9: a second tap on the same control within 100 ms does nothing, so a
// double tap never navigates twice (two history entries) or sends a spend twice. One listener for
// the whole app, in the capture phase, before any screen's handler: screens need not each guard.
// Only a repeat on the same control with nothing done in between: taps on different controls (balls
// of a bet slip) and a tap after typing (a corrected form sent again) are never swallowed.
import { CLICK_LOCK_MS } from '@jinli/domain';

export { CLICK_LOCK_MS };

/** What counts as one control: the nearest button, link or element acting as a button. */
const CONTROL = 'button, a[href], [role="button"], [role="tab"], [role="menuitem"]';

/**
 * Installs the lock on `target` (the document); returns the function that removes it. `now` is
 * injectable for tests.
 */
export function installClickLock(
  target: Document,
  lockMs = CLICK_LOCK_MS,
  now: () => number = () => performance.now(),
): () => void {
  let last: { control: Element; at: number } | null = null;
  // Typing between two taps makes the second a new action, not a double tap.
  const onTyping = () => {
    last = null;
  };
  const onClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest(CONTROL) : null;
    if (!control) return;
    const at = now();
    if (last && last.control === control && at - last.at < lockMs) {
      event.preventDefault();
      event.stopImmediatePropagation();
      return;
    }
    last = { control, at };
  };
  target.addEventListener('click', onClick, { capture: true });
  target.addEventListener('input', onTyping, { capture: true });
  target.addEventListener('keydown', onTyping, { capture: true });
  return () => {
    target.removeEventListener('click', onClick, { capture: true });
    target.removeEventListener('input', onTyping, { capture: true });
    target.removeEventListener('keydown', onTyping, { capture: true });
  };
}

// The app's side of the page's first script (earlyTaps.ts): bootApp takes the tap it kept on the
// server's first screen and taps it again once that screen is hydrated.
import type {} from './earlyTaps'; // window.jinliEarlyTaps

/**
 * The app's side: stops the first script keeping taps and returns the last one it kept (null when
 * there was none, or no first script). Called just before the app answers taps itself.
 */
export function takeEarlyTap(win: Window = window): HTMLElement | null {
  return win.jinliEarlyTaps?.stop() ?? null;
}

/**
 * Taps again a control tapped before hydration, on the hydrated screen: React hydrates at once what
 * a tap lands on, then answers it. Not when the screen no longer holds the control (the app drew
 * the screen anew instead of hydrating it).
 */
export function replayEarlyTap(control: HTMLElement | null): void {
  if (control?.isConnected) control.click();
}

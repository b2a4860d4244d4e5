// The balance refresh spinner (spec §4: 0.5 s; 1 s on home, and everywhere in a brand that asks
// for it: theme4's longBalanceSpin switch).

/** Spinner time of the balance refresh, ms (spec §4, §9). */
export const BALANCE_SPIN_MS = 500;
/** Spinner time on the home header, and everywhere with longBalanceSpin, ms. */
export const BALANCE_SPIN_LONG_MS = 1000;

/** How long the refresh icon spins, on the home header or elsewhere, with the brand's switch. */
export function balanceSpinMs(longSpin: boolean | undefined, onHome: boolean): number {
  return onHome || longSpin ? BALANCE_SPIN_LONG_MS : BALANCE_SPIN_MS;
}

/** A refresh is skipped while one is running or without an access token. */
export function shouldRefreshBalance(running: boolean, accessToken: string | null): boolean {
  return !running && (accessToken ?? '') !== '';
}

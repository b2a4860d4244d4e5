// The balance refresh spinner (spec §4: 0.5 s; 1 s in theme4 and on home).

/** Spinner time of the balance refresh, ms (spec §4, §9). */
export const BALANCE_SPIN_MS = 500;
/** Spinner time in theme4 and on the home header, ms. */
export const BALANCE_SPIN_LONG_MS = 1000;

/** How long the refresh icon spins for `theme`, on the home header or elsewhere. */
export function balanceSpinMs(theme: string, onHome: boolean): number {
  return onHome || theme === 'theme4' ? BALANCE_SPIN_LONG_MS : BALANCE_SPIN_MS;
}

/** A refresh is skipped while one is running or without an access token. */
export function shouldRefreshBalance(running: boolean, accessToken: string | null): boolean {
  return !running && (accessToken ?? '') !== '';
}

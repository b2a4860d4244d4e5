// The home header's balance (spec §2 Home): shown instead of login/register when logged in; its
// refresh icon spins 1 s on home (spec §4).
import { BALANCE_SPIN_LONG_MS } from '../balanceSpin';
import { BalanceRefresh } from './BalanceRefresh';

export function HeaderBalance() {
  return <BalanceRefresh spinMs={BALANCE_SPIN_LONG_MS} tone="dark" />;
}

// The player's displayed balance (money + liveMoney, thousandths) and its refresh with the
// spinner rule: the icon spins at least `spinMs`, a second tap while it spins does nothing.
import { accountKeys } from '@jinli/api';
import { moneyQueryOptions, useApiClient } from '@jinli/api/react';
import type { Profile } from '@jinli/contract';
import { displayedBalance } from '@jinli/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { session, setProfile, useSession } from '../../../app/session/sessionStore';
import { shouldRefreshBalance } from '../balanceSpin';

export interface Balance {
  /** Displayed balance in thousandths; null while unknown (logged out or not loaded). */
  amount: number | null;
  /** The refresh icon spins. */
  spinning: boolean;
  /** Re-reads the balance; skipped while spinning or without a token. */
  refresh(): void;
}

/** Balance of the signed-in user; `spinMs` is how long the refresh icon spins at least, ms. */
export function useBalance(spinMs: number): Balance {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { accessToken, profile } = useSession();
  const money = useQuery({ ...moneyQueryOptions(client), enabled: Boolean(accessToken) });
  const [spinning, setSpinning] = useState(false);
  const running = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  // Fresh balances also update the profile snapshot, so every screen shows the same amount.
  useEffect(() => {
    const data = money.data;
    const current = session.profile;
    if (!data || !current?.extInfo) return;
    if (current.extInfo.money === data.money && current.extInfo.liveMoney === data.liveMoney)
      return;
    setProfile({ ...current, extInfo: { ...current.extInfo, ...data } });
    queryClient.setQueryData<Profile>(accountKeys.profile(), (old) =>
      old ? { ...old, extInfo: { ...old.extInfo, ...data } } : old,
    );
  }, [money.data, queryClient]);

  const refresh = useCallback(() => {
    if (!shouldRefreshBalance(running.current, session.accessToken)) return;
    running.current = true;
    setSpinning(true);
    const started = Date.now();
    void money.refetch().finally(() => {
      const left = Math.max(0, spinMs - (Date.now() - started));
      timer.current = setTimeout(() => {
        running.current = false;
        setSpinning(false);
      }, left);
    });
  }, [money, spinMs]);

  const extInfo = money.data ?? (profile?.extInfo as Profile['extInfo'] | null | undefined);
  return {
    amount: accessToken && extInfo ? displayedBalance(extInfo) : null,
    spinning,
    refresh,
  };
}

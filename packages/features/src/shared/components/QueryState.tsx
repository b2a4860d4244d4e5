// The states of a page's query, shown the same way on every money page (wallet, agent, red
// packets): the loading and error frames, and the trial-account refusal (spec §6) with its way out.
import type { ApiError } from '@jinli/api';
import { TRIAL_ACCOUNT_REFUSED } from '@jinli/domain';
import { Button, Empty, Skeleton } from '@jinli/ui';
import type { ReactNode } from 'react';
import { TrialRegisterOffer } from './TrialRegisterOffer';
import { sharedStrings as s } from '../strings';

export interface QueryStateProps {
  pending: boolean;
  error: ApiError | null;
  onRetry(): void;
  /** Skeleton rows while pending. Default 5. */
  rows?: number;
  children: ReactNode;
}

/**
 * Skeleton while pending, the error with retry on failure, else the children. A trial account's
 * refusal (a money page opened by its URL) is no error to retry: it offers registering instead.
 */
export function QueryState({ pending, error, onRetry, rows = 5, children }: QueryStateProps) {
  if (pending) return <Skeleton rows={rows} label={s.loading} />;
  if (error?.msg === TRIAL_ACCOUNT_REFUSED) return <TrialRefusal />;
  if (error)
    return (
      <Empty text={error.msg}>
        <Button variant="primary" onClick={onRetry}>
          {s.retry}
        </Button>
      </Empty>
    );
  return <>{children}</>;
}

/** The refusal a trial account sees instead of a money screen, with 注册正式账户. */
export function TrialRefusal() {
  return <TrialRegisterOffer text={s.trialRefused} />;
}

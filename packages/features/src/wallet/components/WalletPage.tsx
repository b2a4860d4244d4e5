// Shared states of the wallet pages: the trial-account refusal (spec §6) and the loading/error
// frames, so every wallet screen shows them the same way.
import type { ApiError } from '@jinli/api';
import { Button, Empty, Skeleton } from '@jinli/ui';
import type { ReactNode } from 'react';
import { walletStrings as s } from '../strings';
import './WalletPage.css';

export interface QueryStateProps {
  pending: boolean;
  error: ApiError | null;
  onRetry(): void;
  /** Skeleton rows while pending. Default 5. */
  rows?: number;
  children: ReactNode;
}

/** Skeleton while pending, the error with retry on failure, else the children. */
export function QueryState({ pending, error, onRetry, rows = 5, children }: QueryStateProps) {
  if (pending) return <Skeleton rows={rows} label={s.loading} />;
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

/** The refusal a trial account sees instead of a money screen. */
export function TrialRefusal() {
  return <Empty text={s.trialRefused} />;
}

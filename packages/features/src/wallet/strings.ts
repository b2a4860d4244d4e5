// Texts of the wallet screens and the balance widgets (spec §2 Profile/Home, §6, §8).
import { TRIAL_ACCOUNT_REFUSED } from '@jinli/domain';

export const walletStrings = {
  balance: '余额',
  refreshBalance: '刷新余额',
  currency: '¥',
  /** Shown instead of the amount while it is unknown. */
  unknownBalance: '--',
  trialRefused: TRIAL_ACCOUNT_REFUSED,
} as const;

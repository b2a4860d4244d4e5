// One row of a wallet list where the player picks one (the cashier's channels, the accounts a
// withdrawal pays to): a payment mark, a name, a line of detail and a radio circle. Named by its
// name, described by its detail, so a screen reader hears "银行卡转账, 单笔100-50,000元 …".
import { PaymentLogo, type PaymentMethod } from '@jinli/ui';
import { useId, type ReactNode } from 'react';
import './WalletChoice.css';

export interface WalletChoiceProps {
  /** The mark drawn at the start; `null` draws `icon` instead. */
  method: PaymentMethod | null;
  icon?: ReactNode;
  name: string;
  detail: string;
  checked: boolean;
  onSelect(): void;
  testId?: string;
}

export function WalletChoice({
  method,
  icon,
  name,
  detail,
  checked,
  onSelect,
  testId,
}: WalletChoiceProps) {
  const id = useId();
  return (
    <button
      type="button"
      role="radio"
      aria-checked={checked}
      aria-labelledby={`${id}-name`}
      aria-describedby={`${id}-detail`}
      className="jl-wallet-choice"
      data-testid={testId}
      onClick={onSelect}
    >
      {method ? (
        <PaymentLogo method={method} size={36} />
      ) : (
        <span className="jl-wallet-choice__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <span className="jl-wallet-choice__text">
        <span id={`${id}-name`} className="jl-wallet-choice__name">
          {name}
        </span>
        <span id={`${id}-detail`} className="jl-wallet-choice__detail">
          {detail}
        </span>
      </span>
      <span className="jl-wallet-choice__mark" aria-hidden="true" />
    </button>
  );
}

/** The rows' group: one radio group under a name. */
export function WalletChoices({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="jl-wallet-choices" role="radiogroup" aria-label={label}>
      {children}
    </div>
  );
}

// The kind of a withdraw account (bank card, USDT, e-wallet) as a row of radio chips: the bind
// form and the free-bank withdraw both ask it.
import type { BankKind } from '@jinli/contract';
import { PAYMENT_CHANNEL_LABELS } from '@jinli/domain';
import { settingsStrings as s } from '../strings';
import '../UpdateAccountScreen.css';

/** The kinds of withdraw account, in picker order. */
export const ACCOUNT_KINDS: readonly BankKind[] = ['bank', 'usdt', 'eWallet'];

export function AccountKindPicker({
  value,
  onChange,
}: {
  value: BankKind;
  onChange(kind: BankKind): void;
}) {
  return (
    <div className="jl-bind-kinds" role="radiogroup" aria-label={s.kind}>
      {ACCOUNT_KINDS.map((option) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={value === option}
          className="jl-bind-kinds__item"
          onClick={() => onChange(option)}
        >
          {PAYMENT_CHANNEL_LABELS[option]}
        </button>
      ))}
    </div>
  );
}

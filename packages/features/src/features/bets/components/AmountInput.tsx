// The unit amount of a bet: a decimal input (yuan) and chips for the usual amounts.
import { Chips } from '@jinli/ui';
import type { ReactNode, Ref } from 'react';
import { AMOUNT_CHIPS } from '../game/betSlip';
import { betStrings as s } from '../strings';

export interface AmountInputProps {
  value: string;
  disabled?: boolean;
  onChange(value: string): void;
  /** The input element: the betting screen focuses it when 投注 finds no amount. */
  inputRef?: Ref<HTMLInputElement>;
  /** Beside the field, in its row (the betting screen's 投注). */
  action?: ReactNode;
}

export function AmountInput({
  value,
  disabled = false,
  onChange,
  inputRef,
  action,
}: AmountInputProps) {
  return (
    <div className="jl-bet__amount">
      <div className="jl-bet__amount-row">
        <label className="jl-bet__amount-field">
          <span>{s.amountLabel}</span>
          <input
            ref={inputRef}
            inputMode="decimal"
            autoComplete="off"
            placeholder={s.amountPlaceholder}
            value={value}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value.replace(/[^\d.]/g, ''))}
          />
          <span>{s.yuan}</span>
        </label>
        {action}
      </div>
      <Chips
        ariaLabel={s.amountChips}
        items={AMOUNT_CHIPS.map((amount) => ({
          key: String(amount),
          label: String(amount),
          disabled,
        }))}
        activeKey={AMOUNT_CHIPS.some((amount) => String(amount) === value) ? value : null}
        onChange={onChange}
      />
    </div>
  );
}

// The unit amount of a bet: a decimal input (yuan) and chips for the usual amounts.
import { Chips } from '@jinli/ui';
import { AMOUNT_CHIPS } from '../game/betSlip';
import { betStrings as s } from '../strings';

export interface AmountInputProps {
  value: string;
  disabled?: boolean;
  onChange(value: string): void;
}

export function AmountInput({ value, disabled = false, onChange }: AmountInputProps) {
  return (
    <div className="jl-bet__amount">
      <label className="jl-bet__amount-field">
        <span>{s.amountLabel}</span>
        <input
          inputMode="decimal"
          autoComplete="off"
          placeholder={s.amountPlaceholder}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value.replace(/[^\d.]/g, ''))}
        />
        <span>{s.yuan}</span>
      </label>
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

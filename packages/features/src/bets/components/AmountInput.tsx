// The unit amount of a bet: chips for the usual amounts and a decimal input (yuan).
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
      <div className="jl-bet__chips">
        {AMOUNT_CHIPS.map((amount) => (
          <button
            key={amount}
            type="button"
            className="jl-bet__chip"
            aria-pressed={value === String(amount)}
            disabled={disabled}
            onClick={() => onChange(String(amount))}
          >
            {amount}
          </button>
        ))}
      </div>
    </div>
  );
}

// A date row of the account forms (the birthday): the kit's DateField (YYYY-MM-DD from a Chinese
// calendar, never the browser's mm/dd/yyyy) drawn as the other auth rows, with the same announced
// error line under it.
import { DateField } from '@jinli/ui';
import { useId } from 'react';
import './AuthField.css';

/** The earliest birthday the calendar offers. */
export const BIRTHDAY_MIN = '1900-01-01';

export interface AuthDateFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** Earliest and latest day ('YYYY-MM-DD'). */
  min?: string;
  max?: string;
  placeholder?: string;
  /** Text of the calendar's button that empties the field. */
  clearLabel?: string;
  /** Error under the field; none when absent. */
  error?: string;
}

export function AuthDateField({ error, ...field }: AuthDateFieldProps) {
  const errorId = useId();
  return (
    <div className={`jl-auth-field jl-auth-field--date${error ? ' jl-auth-field--error' : ''}`}>
      <DateField {...field} describedBy={error ? errorId : undefined} />
      {error ? (
        <p id={errorId} className="jl-auth-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

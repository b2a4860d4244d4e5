// One input row of the auth forms: a visible label, the input, and an optional trailing control
// (show/hide, captcha image). The error line is announced to screen readers.
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useId } from 'react';
import './AuthField.css';

export interface AuthFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Control shown after the input (e.g. the show-password toggle). */
  trailing?: ReactNode;
  /** Error under the field; none when absent. */
  error?: string;
}

export function AuthField({ label, trailing, error, className, ...input }: AuthFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`jl-auth-field${error ? ' jl-auth-field--error' : ''}`}>
      <label className="jl-auth-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="jl-auth-field__control">
        <input
          id={id}
          className={`jl-auth-field__input${className ? ` ${className}` : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {trailing}
      </div>
      {error ? (
        <p id={errorId} className="jl-auth-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

// The one-time code input of spec §5: a fixed number of masked single-character fields (4 by
// default), digits only, focus moving forward as you type and back on Backspace, a complete event
// once every field is filled. Pasting a whole code fills every field.
import { useEffect, useRef } from 'react';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import './OtpInput.css';

/** Props of {@link OtpInput}. */
export interface OtpInputProps {
  /** The code typed so far (digits, at most `length`). */
  value: string;
  onChange(value: string): void;
  /** Called with the code when all `length` fields are filled. */
  onComplete?(value: string): void;
  /** Number of fields. Default 4. */
  length?: number;
  /** Show dots instead of digits. Default true. */
  masked?: boolean;
  /** Focus the first empty field when mounted. Default false. */
  autoFocus?: boolean;
  /** Accessible name of the group, e.g. 资金密码. */
  label: string;
  /** Marks the fields invalid (red border). */
  invalid?: boolean;
  disabled?: boolean;
}

export function OtpInput({
  value,
  onChange,
  onComplete,
  length = 4,
  masked = true,
  autoFocus = false,
  label,
  invalid = false,
  disabled = false,
}: OtpInputProps) {
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const digits = value.replace(/\D/g, '').slice(0, length);

  useEffect(() => {
    if (autoFocus) inputs.current[Math.min(digits.length, length - 1)]?.focus();
    // Only on mount: later focus follows the typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const update = (next: string) => {
    const clean = next.replace(/\D/g, '').slice(0, length);
    onChange(clean);
    if (clean.length === length && digits.length !== length) onComplete?.(clean);
    inputs.current[Math.min(clean.length, length - 1)]?.focus();
  };

  const onInput = (index: number, typed: string) => {
    const digit = typed.replace(/\D/g, '').slice(-1);
    if (!digit) return;
    // Typing always appends at the first empty field, so the code has no holes.
    const at = Math.min(index, digits.length);
    update(digits.slice(0, at) + digit + digits.slice(at + 1));
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Backspace') return;
    event.preventDefault();
    const at = index < digits.length ? index : digits.length - 1;
    if (at < 0) return;
    update(digits.slice(0, at) + digits.slice(at + 1));
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    update(event.clipboardData.getData('text'));
  };

  return (
    <div className={`jl-otp${invalid ? ' jl-otp--invalid' : ''}`} role="group" aria-label={label}>
      {Array.from({ length }, (_, index) => (
        <input
          key={index}
          ref={(element) => {
            inputs.current[index] = element;
          }}
          className="jl-otp__cell"
          type={masked ? 'password' : 'text'}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={2}
          aria-label={`${label} ${index + 1}`}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          value={digits[index] ?? ''}
          onChange={(event) => onInput(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={onPaste}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}

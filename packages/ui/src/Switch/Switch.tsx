import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import { Spinner } from '../Loading/Loading';
import '../styles/tokens.css';
import '../Loading/Loading.css';
import './Switch.css';

/** Props of {@link Switch}. */
export interface SwitchProps {
  checked: boolean;
  /** Called with the new state when tapped (not while disabled or loading). */
  onChange(checked: boolean): void;
  disabled?: boolean;
  /** The change is being saved: a spinner in the knob, taps ignored. Default false. */
  loading?: boolean;
  /** Accessible name (a switch usually sits next to its visible label). */
  'aria-label'?: string;
  /** Id of the element that names the switch (its visible label). */
  'aria-labelledby'?: string;
  /** Optional text inside the track when on / off. */
  checkedText?: ReactNode;
  uncheckedText?: ReactNode;
  className?: string;
}

/** An on/off switch: a button with role="switch" and aria-checked. */
export function Switch({
  checked,
  onChange,
  disabled = false,
  loading = false,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  checkedText,
  uncheckedText,
  className,
}: SwitchProps) {
  const text = checked ? checkedText : uncheckedText;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledBy}
      aria-busy={loading || undefined}
      disabled={disabled}
      className={cx(
        'jl-switch',
        'jl-hit',
        checked && 'jl-switch--checked',
        loading && 'jl-switch--loading',
        className,
      )}
      onClick={() => {
        if (!loading) onChange(!checked);
      }}
    >
      <span className="jl-switch__knob">{loading && <Spinner />}</span>
      {text !== undefined && text !== null && (
        <span className="jl-switch__text" aria-hidden="true">
          {text}
        </span>
      )}
    </button>
  );
}

import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import '../styles/tokens.css';
import './Checkbox.css';

/** Props of {@link Checkbox}. */
export interface CheckboxProps {
  checked: boolean;
  /** Called with the new state when tapped (not when disabled). */
  onChange(checked: boolean): void;
  disabled?: boolean;
  /** Shown as partly checked (a "select all" with some selected); `checked` still applies. */
  indeterminate?: boolean;
  /** 'round' (default, like mobile kits) or 'square'. */
  shape?: 'round' | 'square';
  /** The label, tappable with the box. */
  children?: ReactNode;
  /** Accessible name when there is no visible label. */
  'aria-label'?: string;
  /** Form field name and value, for native forms. */
  name?: string;
  value?: string;
  className?: string;
}

/**
 * A checkbox with a round (or square) brand-coloured box and its label: a native
 * `<input type="checkbox">` inside a `<label>`, so taps on the text, keyboard (Space) and screen
 * readers behave natively.
 */
export function Checkbox({
  checked,
  onChange,
  disabled = false,
  indeterminate = false,
  shape = 'round',
  children,
  'aria-label': ariaLabel,
  name,
  value,
  className,
}: CheckboxProps) {
  return (
    <label
      className={cx(
        'jl-checkbox',
        // The 20 px box and its label take taps over 44 x 44 px at least (WCAG 2.5.5).
        'jl-hit',
        `jl-checkbox--${shape}`,
        checked && 'jl-checkbox--checked',
        indeterminate && 'jl-checkbox--indeterminate',
        disabled && 'jl-checkbox--disabled',
        className,
      )}
    >
      <input
        type="checkbox"
        className="jl-checkbox__input"
        checked={checked}
        disabled={disabled}
        aria-label={ariaLabel}
        aria-checked={indeterminate ? 'mixed' : undefined}
        name={name}
        value={value}
        ref={(node) => {
          // Only settable from script; keeps native semantics for assistive technology.
          if (node) node.indeterminate = indeterminate;
        }}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="jl-checkbox__box" aria-hidden="true">
        <svg viewBox="0 0 16 16" focusable="false">
          {indeterminate ? <path d="M4 8h8" /> : <path d="M3.5 8.2 6.6 11.2 12.5 5" />}
        </svg>
      </span>
      {children !== undefined && children !== null && (
        <span className="jl-checkbox__label">{children}</span>
      )}
    </label>
  );
}

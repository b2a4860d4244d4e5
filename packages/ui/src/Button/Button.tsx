import type { ButtonHTMLAttributes, Ref } from 'react';
import { cx } from '../internal/cx';
import '../styles/tokens.css';
import './Button.css';

/** Props of {@link Button}: every native button attribute plus the look. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** primary: brand gradient; default: muted grey; gold: the accent (jackpot) look. Default 'default'. */
  variant?: 'primary' | 'default' | 'gold';
  /** sm 32 px, md `--jl-button-height` (40 px), lg 48 px tall. Default 'md'. */
  size?: 'sm' | 'md' | 'lg';
  /** Stretch to the container's width. Default false. */
  block?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A pill-shaped button; `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant = 'default',
  size = 'md',
  block = false,
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(
        'jl-button',
        // Small buttons are drawn 32 px high; the hit area is 44 (WCAG 2.5.5).
        'jl-hit',
        `jl-button--${variant}`,
        `jl-button--${size}`,
        block && 'jl-button--block',
        className,
      )}
      {...rest}
    />
  );
}

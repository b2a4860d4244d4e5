import type { ReactElement } from 'react';
import { cx } from '../internal/cx';
import '../styles/tokens.css';
import './PaymentLogo.css';

/** The payment methods the kit draws a mark for: the spec's channel kinds (§3). */
export type PaymentMethod = 'bank' | 'usdt' | 'eWallet' | 'directCharging';

/** Props of {@link PaymentLogo}. */
export interface PaymentLogoProps {
  method: PaymentMethod;
  /** Width and height in CSS pixels. Default 40. */
  size?: number;
  /** Accessible name; without it the mark is decorative (the row names the channel). */
  label?: string;
  className?: string;
}

/**
 * The mark of a payment method, as cashiers show one beside each channel: a bank card in the
 * interbank network's three colours, a tether coin on the TRON network, an e-wallet, an instant
 * top-up. Payment marks keep their own colours in every brand, as players know them from other
 * cashiers. Pure SVG: nothing to download.
 */
export function PaymentLogo({ method, size = 40, label, className }: PaymentLogoProps) {
  return (
    <svg
      className={cx('jl-payment-logo', className)}
      viewBox="0 0 40 40"
      width={size}
      height={size}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      data-method={method}
    >
      {MARKS[method]}
    </svg>
  );
}

const MARKS: Record<PaymentMethod, ReactElement> = {
  // Three slanted cards, red, blue and teal, overlapping on a white tile.
  bank: (
    <>
      <rect width="40" height="40" rx="9" fill="#fff" stroke="#e3e6ec" />
      <path
        d="M10.5 9h8.2c1.3 0 2 1 1.7 2.2l-4.3 17.6c-.3 1.2-1.5 2.2-2.8 2.2H5.1c-1.3 0-2-1-1.7-2.2L7.7 11.2C8 10 9.2 9 10.5 9z"
        fill="#d7182a"
      />
      <path
        d="M19.4 9h8.2c1.3 0 2 1 1.7 2.2L25 28.8c-.3 1.2-1.5 2.2-2.8 2.2H14c-1.3 0-2-1-1.7-2.2l4.3-17.6c.3-1.2 1.5-2.2 2.8-2.2z"
        fill="#0b4a8f"
      />
      <path
        d="M28.3 9h6.4c1.3 0 2 1 1.7 2.2l-4.3 17.6c-.3 1.2-1.5 2.2-2.8 2.2h-6.4c-1.3 0-2-1-1.7-2.2l4.3-17.6c.3-1.2 1.5-2.2 2.8-2.2z"
        fill="#00838a"
      />
      <path d="M9 22.5h22" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" opacity=".85" />
    </>
  ),
  // A tether coin (₮ with its ring), and the TRON network's red badge.
  usdt: (
    <>
      <circle cx="20" cy="20" r="18" fill="#26a17b" />
      <path d="M11.5 11.5h17v4.2h-6.3v14.8h-4.4V15.7h-6.3z" fill="#fff" />
      <ellipse cx="20" cy="19.6" rx="9.6" ry="2.6" fill="none" stroke="#fff" strokeWidth="1.7" />
      <circle cx="32.5" cy="32.5" r="6.5" fill="#eb0029" stroke="#fff" strokeWidth="1.5" />
      <path
        d="M29.4 29.6l6.4 1.3-3.5 5zM29.4 29.6l2.9 6.3"
        fill="none"
        stroke="#fff"
        strokeWidth="1.2"
        strokeLinejoin="round"
      />
    </>
  ),
  // A wallet with its clasp on a blue tile.
  eWallet: (
    <>
      <rect width="40" height="40" rx="9" fill="#1677ff" />
      <path
        d="M9 14.5c0-2 1.6-3.5 3.5-3.5h13.3c1 0 1.7.8 1.7 1.7V14"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <rect x="9" y="14" width="22" height="15" rx="3.5" fill="#fff" />
      <rect x="23" y="18.5" width="9.5" height="6" rx="3" fill="#1677ff" />
      <circle cx="26.2" cy="21.5" r="1.5" fill="#fff" />
    </>
  ),
  // A lightning bolt on an orange tile: paid and credited at once.
  directCharging: (
    <>
      <rect width="40" height="40" rx="9" fill="#ff7a1a" />
      <path d="M22.5 6.5 11 22.5h7.5l-2 11L29 17.5h-7.6z" fill="#fff" strokeLinejoin="round" />
    </>
  ),
};

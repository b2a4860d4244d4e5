import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import '../styles/tokens.css';
import './Empty.css';

/** Props of {@link Empty}. */
export interface EmptyProps {
  /** Default 暂无数据 (spec §2). */
  text?: string;
  /** Replaces the built-in illustration; pass null for none. */
  image?: ReactNode;
  /** Optional action under the text (e.g. a retry button). */
  children?: ReactNode;
  className?: string;
}

/** The empty state of a list or screen. */
export function Empty({ text = '暂无数据', image, children, className }: EmptyProps) {
  return (
    <div className={cx('jl-empty', className)}>
      {image === undefined ? <EmptyImage /> : image}
      <p className="jl-empty__text">{text}</p>
      {children}
    </div>
  );
}

/** An empty open box in the brand colours; decorative. */
function EmptyImage() {
  return (
    <svg className="jl-empty__image" viewBox="0 0 120 96" aria-hidden="true" focusable="false">
      <ellipse cx="60" cy="86" rx="44" ry="6" fill="var(--jl-color-border)" />
      <path
        d="M22 40 60 28l38 12v36L60 88 22 76z"
        fill="var(--jl-color-surface)"
        stroke="var(--jl-color-border)"
        strokeWidth="2"
      />
      <path d="M22 40 60 52l38-12" fill="none" stroke="var(--jl-color-border)" strokeWidth="2" />
      <path d="M60 52v36" stroke="var(--jl-color-border)" strokeWidth="2" />
      <path
        d="M22 40 10 54l38 12 12-14zM98 40l12 14-38 12-12-14z"
        fill="var(--jl-color-primary-light)"
        stroke="color-mix(in srgb, var(--jl-color-primary) 35%, transparent)"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="60" cy="14" r="4" fill="var(--jl-color-accent)" />
      <circle
        cx="40"
        cy="20"
        r="2.5"
        fill="color-mix(in srgb, var(--jl-color-primary) 45%, transparent)"
      />
      <circle
        cx="82"
        cy="18"
        r="3"
        fill="color-mix(in srgb, var(--jl-color-accent) 70%, transparent)"
      />
    </svg>
  );
}

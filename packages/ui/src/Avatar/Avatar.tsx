import { useId } from 'react';
import { cx } from '../internal/cx';
import { avatarLook } from './avatarLooks';
import type { AvatarLook, HairStyle } from './avatarLooks';
import '../styles/tokens.css';
import './Avatar.css';

/** Props of {@link Avatar}. */
export interface AvatarProps {
  /** The spec's avatarId: 1-20 draw the set's figures; 0 (a guest) or any other id the guest. */
  avatarId: number;
  /** Width and height in CSS pixels. Default 40. */
  size?: number;
  /** Accessible name (e.g. the nickname); without it the avatar is decorative (aria-hidden). */
  label?: string;
  className?: string;
}

/**
 * A round avatar from the kit's own drawn set (ids 1-20), or the neutral guest figure. Pure SVG in
 * the page: nothing to download, sharp at any size.
 */
export function Avatar({ avatarId, size = 40, label, className }: AvatarProps) {
  const clipId = useId();
  const look = avatarLook(avatarId);
  return (
    <svg
      className={cx('jl-avatar', !look && 'jl-avatar--guest', className)}
      viewBox="0 0 64 64"
      width={size}
      height={size}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      data-avatar-id={look ? avatarId : 0}
    >
      <defs>
        <clipPath id={clipId}>
          <circle cx="32" cy="32" r="32" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${clipId})`}>{look ? <Figure look={look} /> : <Guest />}</g>
    </svg>
  );
}

/** Hair drawn behind the head (long hair falls past the face). */
function BackHair({ style, color }: { style: HairStyle; color: string }) {
  if (style === 'long') return <path d="M18 29a14 14 0 0 1 28 0v15H18z" fill={color} />;
  if (style === 'bun') return <circle cx="32" cy="12" r="5.5" fill={color} />;
  return null;
}

/** Hair drawn over the head. */
function FrontHair({ style, color }: { style: HairStyle; color: string }) {
  switch (style) {
    case 'short':
      return (
        <path
          d="M19.6 28c-.8-9 4.6-14.5 12.4-14.5S45.2 19 44.4 28c-2.6-4.6-7-6.6-12.4-6.6S22.2 23.4 19.6 28z"
          fill={color}
        />
      );
    case 'side':
      return (
        <path
          d="M19.5 29c-1.2-10 4.8-15.8 12.8-15.8 7 0 12.4 4.4 12.2 12.4-6 .2-11.4-2-15-5.8-1.8 4-5.4 7.2-10 9.2z"
          fill={color}
        />
      );
    case 'bun':
    case 'long':
      return (
        <path
          d="M20 27c1.6-7.4 6.4-11.6 12-11.6s10.4 4.2 12 11.6c-5-1.6-9-4.6-12-8.8-3 4.2-7 7.2-12 8.8z"
          fill={color}
        />
      );
    case 'cap':
      return (
        <>
          <path d="M19.4 25.5a12.6 12.6 0 0 1 25.2 0z" fill={color} />
          <path d="M31 25.5h17a2 2 0 0 1 0 4H31z" fill={color} />
        </>
      );
  }
}

function Figure({ look }: { look: AvatarLook }) {
  return (
    <>
      <rect width="64" height="64" fill={look.background} />
      <BackHair style={look.hairStyle} color={look.hair} />
      <path d="M8 66c0-13 10.7-21 24-21s24 8 24 21z" fill={look.shirt} />
      <path d="M27.5 37h9v8.5a4.5 4.5 0 0 1-9 0z" fill={look.skin} />
      <path
        d="M27.5 41.5c2.8 1.4 6.2 1.4 9 0"
        stroke="#000"
        strokeOpacity="0.12"
        strokeWidth="2"
        fill="none"
      />
      <circle cx="32" cy="28.5" r="12.5" fill={look.skin} />
      <FrontHair style={look.hairStyle} color={look.hair} />
      <circle cx="27.3" cy="29.5" r="1.5" fill="#2b2321" />
      <circle cx="36.7" cy="29.5" r="1.5" fill="#2b2321" />
      <circle cx="24.6" cy="33.6" r="2" fill="#ff7a7a" fillOpacity="0.35" />
      <circle cx="39.4" cy="33.6" r="2" fill="#ff7a7a" fillOpacity="0.35" />
      <path
        d="M28.8 34.2q3.2 2.8 6.4 0"
        stroke="#7a3b2e"
        strokeWidth="1.6"
        strokeLinecap="round"
        fill="none"
      />
      {look.glasses && (
        <g stroke="#2b2321" strokeWidth="1.4" fill="none">
          <circle cx="27.3" cy="29.5" r="3.6" />
          <circle cx="36.7" cy="29.5" r="3.6" />
          <path d="M30.9 29.3h2.2" />
        </g>
      )}
    </>
  );
}

/** A guest: a plain figure in the page's neutral colours. */
function Guest() {
  return (
    <>
      <rect width="64" height="64" fill="var(--jl-color-surface-muted, #f2f3f5)" />
      <circle cx="32" cy="26" r="11" fill="var(--jl-color-control-border, #6b7480)" />
      <path
        d="M10 64c0-12.5 9.8-21 22-21s22 8.5 22 21z"
        fill="var(--jl-color-control-border, #6b7480)"
      />
    </>
  );
}

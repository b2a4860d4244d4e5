import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../internal/cx';
import { useLatest } from '../internal/useLatest';
import '../styles/tokens.css';
import './Collapse.css';

/** Props of {@link Collapse}. */
export interface CollapseProps {
  /** Show all of the content. */
  open: boolean;
  /**
   * Height kept visible while closed, px: 0 (default) hides the content entirely; more shows a
   * preview that fades out at the bottom (a long rule text with 展开).
   */
  collapsedHeight?: number;
  /** Called with whether the content is taller than `collapsedHeight` (show a toggle or not). */
  onOverflowChange?(overflows: boolean): void;
  /** Id for an {@link ExpandToggle}'s `controls`. */
  id?: string;
  children?: ReactNode;
  className?: string;
}

/**
 * Content that opens and closes with a height animation. Closed with `collapsedHeight` 0 it is
 * hidden from everyone (inert); with a preview height the visible part stays readable.
 */
export function Collapse({
  open,
  collapsedHeight = 0,
  onOverflowChange,
  id,
  children,
  className,
}: CollapseProps) {
  const innerRef = useRef<HTMLDivElement>(null);
  // Measured height of the content; null until measured (or without ResizeObserver).
  const [contentHeight, setContentHeight] = useState<number | null>(null);
  const reportOverflow = useLatest(onOverflowChange);

  // Measured whenever the children change and, where supported, whenever the content resizes
  // on its own (images loading, fonts); an unchanged value re-renders nothing.
  useLayoutEffect(() => {
    if (innerRef.current) setContentHeight(innerRef.current.scrollHeight);
  }, [children]);
  useEffect(() => {
    const inner = innerRef.current;
    if (!inner || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setContentHeight(inner.scrollHeight));
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);

  const overflows = contentHeight !== null && contentHeight > collapsedHeight;
  useEffect(() => {
    if (contentHeight !== null) reportOverflow.current?.(overflows);
  }, [overflows, contentHeight, reportOverflow]);

  let height: number | 'auto';
  if (open) height = contentHeight ?? 'auto';
  else height = contentHeight === null ? collapsedHeight : Math.min(collapsedHeight, contentHeight);

  const hidden = !open && collapsedHeight === 0;
  const style: CSSProperties = { height };

  return (
    <div
      id={id}
      className={cx(
        'jl-collapse',
        !open && overflows && collapsedHeight > 0 && 'jl-collapse--clipped',
        className,
      )}
      style={style}
      inert={hidden}
      aria-hidden={hidden || undefined}
    >
      <div ref={innerRef} className="jl-collapse__inner">
        {children}
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import { ChevronDownIcon } from '../icons/icons';
import { cx } from '../internal/cx';
import '../styles/tokens.css';
import './Collapse.css';

/** Props of {@link ExpandToggle}. */
export interface ExpandToggleProps {
  expanded: boolean;
  /** Called on tap; the parent flips `expanded`. */
  onToggle(): void;
  /** Text while collapsed (e.g. 展开). */
  expandLabel: ReactNode;
  /** Text while expanded (e.g. 收起). */
  collapseLabel: ReactNode;
  /** Id of the region it shows and hides (a {@link Collapse}'s `id`), for aria-controls. */
  controls?: string;
  className?: string;
}

/** The 展开 / 收起 button with a chevron that turns; announces aria-expanded. */
export function ExpandToggle({
  expanded,
  onToggle,
  expandLabel,
  collapseLabel,
  controls,
  className,
}: ExpandToggleProps) {
  return (
    <button
      type="button"
      className={cx(
        'jl-expand-toggle',
        'jl-hit',
        expanded && 'jl-expand-toggle--expanded',
        className,
      )}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
    >
      <span>{expanded ? collapseLabel : expandLabel}</span>
      <ChevronDownIcon className="jl-expand-toggle__icon" />
    </button>
  );
}

// The 展开/收起 button under a card.
import { templateStrings } from '../strings';

export interface CardToggleProps {
  expanded: boolean;
  onToggle: () => void;
}

export function CardToggle({ expanded, onToggle }: CardToggleProps) {
  return (
    <button
      type="button"
      className="jl-tpl-toggle"
      aria-expanded={expanded}
      onClick={onToggle}
      data-testid="template-card-toggle"
    >
      {expanded ? templateStrings.collapse : templateStrings.expand}
      <span className={`jl-tpl-toggle__arrow${expanded ? ' jl-tpl-toggle__arrow--up' : ''}`} />
    </button>
  );
}

// The 展开/收起 button under a card: the kit's ExpandToggle with the feature's labels.
import { ExpandToggle } from '@jinli/ui';
import { templateStrings } from '../strings';

export interface CardToggleProps {
  expanded: boolean;
  onToggle: () => void;
}

export function CardToggle({ expanded, onToggle }: CardToggleProps) {
  return (
    <div className="jl-tpl-toggle" data-testid="template-card-toggle">
      <ExpandToggle
        expanded={expanded}
        onToggle={onToggle}
        expandLabel={templateStrings.expand}
        collapseLabel={templateStrings.collapse}
      />
    </div>
  );
}

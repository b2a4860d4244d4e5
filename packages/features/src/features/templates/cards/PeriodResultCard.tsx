// MB01 and MB03-MB07: the current period's results (first group) with the like button (home), 展开/收起
// (MB01 shows 2 rows collapsed), the past records (the other groups) and the zodiac poll.
import { useState } from 'react';
import { CardFrame } from '../components/CardFrame';
import { CardToggle } from '../components/ExpandToggle';
import { ItemContent, rowClass } from '../components/ItemContent';
import { MarkedNote } from '../components/MarkedText';
import { TemplateLikeControl } from '../connected/TemplateLikeControl';
import { TemplatePollControl } from '../connected/TemplatePollControl';
import { useCardExpanded } from '../hooks/useCardExpanded';
import { templateStrings } from '../strings';
import { groupHeading, itemLabel, periodGroups } from '../templateItems';
import type { TemplateItem } from '../templateTypes';
import type { CardProps } from './cardProps';

function ResultRows({ items, onHome }: { items: readonly TemplateItem[]; onHome?: boolean }) {
  return (
    <ul className="jl-tpl-rows">
      {items.map((item) => (
        <li key={item.id} className={rowClass('jl-tpl-row', item)} data-testid="template-item">
          <span className="jl-tpl-row__title">{itemLabel(item)}</span>
          <span className="jl-tpl-row__content">
            <ItemContent item={item} onHome={onHome} />
          </span>
          <MarkedNote note={item.locked ? null : item.note} className="jl-tpl-row__note" />
        </li>
      ))}
    </ul>
  );
}

export function PeriodResultCard({ template, onHome, card }: CardProps & { card: string }) {
  const { current, past } = periodGroups(template);
  const { shown, expanded, toggle, canToggle } = useCardExpanded(
    card,
    current?.items ?? [],
    onHome,
  );
  const [pastOpen, setPastOpen] = useState(false);
  return (
    // On the template page the page header carries the like; on home the card does.
    <CardFrame
      linkToPage={onHome}
      template={template}
      headerExtra={onHome ? <TemplateLikeControl template={template} /> : null}
    >
      {current ? (
        <div className="jl-tpl-period">
          <div className="jl-tpl-period__name">{groupHeading(current)}</div>
          <ResultRows items={shown} onHome={onHome} />
          {canToggle ? <CardToggle expanded={expanded} onToggle={toggle} /> : null}
        </div>
      ) : null}
      {past.length > 0 ? (
        <div className="jl-tpl-past">
          <button
            type="button"
            className="jl-tpl-past__toggle"
            aria-expanded={pastOpen}
            onClick={() => setPastOpen((o) => !o)}
          >
            {templateStrings.pastRecords}
            <span
              className={`jl-tpl-past__arrow${pastOpen ? ' jl-tpl-past__arrow--up' : ''}`}
              aria-hidden="true"
            />
          </button>
          {pastOpen
            ? past.map((group) => (
                <div key={group.id} className="jl-tpl-period jl-tpl-period--past">
                  <div className="jl-tpl-period__name">{groupHeading(group)}</div>
                  <ResultRows items={group.items} onHome={onHome} />
                </div>
              ))
            : null}
        </div>
      ) : null}
      {onHome ? null : <TemplatePollControl template={template} />}
    </CardFrame>
  );
}

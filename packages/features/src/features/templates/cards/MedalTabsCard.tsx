// MB25: tabs over the template's name, note1 and note2, each a ranked list (the group in the same
// position) whose first three carry gold, silver and bronze medals; each opens its item page.
import { useState } from 'react';
import { Link } from 'react-router';
import { CardFrame } from '../components/CardFrame';
import { MarkedNote } from '../components/MarkedText';
import { templateStrings } from '../strings';
import { itemPageHref } from '../templateItems';
import type { CardProps } from './cardProps';
import { CardTabs } from './CardTabs';

const MEDAL_COLOURS = ['#f6c244', '#c0c6cf', '#d08a4f'] as const;

function Medal({ rank }: { rank: number }) {
  const colour = MEDAL_COLOURS[rank];
  if (!colour) return <span className="jl-tpl-medal jl-tpl-medal--plain">{rank + 1}</span>;
  return (
    <svg
      className="jl-tpl-medal"
      viewBox="0 0 24 24"
      width="22"
      height="22"
      role="img"
      aria-label={templateStrings.medals[rank]}
    >
      <path d="M7 1h4l2 6H9zM13 1h4l-2 6h-4z" fill="#e0262e" />
      <circle cx="12" cy="15" r="7" fill={colour} stroke="#fff" strokeWidth="1.5" />
      <text x="12" y="18.5" textAnchor="middle" fontSize="9" fontWeight="700" fill="#fff">
        {rank + 1}
      </text>
    </svg>
  );
}

export function MedalTabsCard({ template, onHome }: CardProps) {
  const tabs = [template.name, template.note1, template.note2]
    .map((label, index) => ({ key: String(index), label: label ?? '' }))
    .filter((t) => t.label !== '');
  const [active, setActive] = useState(tabs[0]?.key ?? '0');
  const group = template.groups[Number(active)] ?? template.groups[0];
  return (
    <CardFrame template={template} linkToPage={onHome}>
      <CardTabs label={template.name} tabs={tabs} active={active} onChange={setActive} />
      {/* The panel holds the list: a list given the tab panel's role loses its items' list. */}
      <div role="tabpanel">
        <ol className="jl-tpl-ranks">
          {(group?.items ?? []).map((item, rank) => (
            <li key={item.id} data-testid="template-item">
              <Link
                className={`jl-tpl-ranks__item${item.activeCover === 1 ? ' jl-tpl-active' : ''}`}
                to={itemPageHref(template.gameId, template.id, item.id)}
              >
                <Medal rank={rank} />
                <span className="jl-tpl-ranks__title">{item.title}</span>
                <span className="jl-tpl-ranks__content">{item.content}</span>
                <MarkedNote note={item.note} />
              </Link>
            </li>
          ))}
        </ol>
      </div>
    </CardFrame>
  );
}

// MB12, MB14, MB20, MB22: one tab per group labelled group name plus 期 (spec §2), the first
// selected; MB12 sizes each row's values by how many there are (class 1-12).
import { groupTabLabel } from '@jinli/domain';
import { useState } from 'react';
import { CardFrame } from '../components/CardFrame';
import { ItemContent, rowClass } from '../components/ItemContent';
import { MarkedNote } from '../components/MarkedText';
import { templateStrings } from '../strings';
import { itemLabel } from '../templateItems';
import type { CardProps } from './cardProps';
import { CardTabs } from './CardTabs';

export function GroupTabsCard({ template, onHome, card }: CardProps & { card: string }) {
  const [active, setActive] = useState(() => String(template.groups[0]?.id ?? ''));
  const group = template.groups.find((g) => String(g.id) === active) ?? template.groups[0];
  return (
    <CardFrame template={template} linkToPage={onHome}>
      <CardTabs
        label={templateStrings.groupTabsLabel}
        active={String(group?.id ?? '')}
        onChange={setActive}
        tabs={template.groups.map((g) => ({
          key: String(g.id),
          label: groupTabLabel(g.groupName),
        }))}
      />
      <div role="tabpanel">
        <ul className="jl-tpl-rows">
          {(group?.items ?? []).map((item) => (
            <li key={item.id} className={rowClass('jl-tpl-row', item)} data-testid="template-item">
              <span className="jl-tpl-row__title">{itemLabel(item)}</span>
              <span className="jl-tpl-row__content">
                <ItemContent item={item} onHome={onHome} sized={card === 'MB12'} />
              </span>
              <MarkedNote note={item.locked ? null : item.note} className="jl-tpl-row__note" />
            </li>
          ))}
        </ul>
      </div>
    </CardFrame>
  );
}

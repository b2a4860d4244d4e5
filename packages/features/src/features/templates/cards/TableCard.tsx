// MB23, MB26-MB38 and MB42: collapsible tables (spec §2), expanded by default; one row per item
// with its issue, contents and result. MB38 shows up to 3 rows, MB42 orders by sort descending,
// items with multiContents switch their columns by tabs. MB37 covers the whole table with the lock
// overlay while any row is withheld.
import { useState } from 'react';
import { CardFrame } from '../components/CardFrame';
import { ItemContent, rowClass } from '../components/ItemContent';
import { LockOverlay } from '../components/LockOverlay';
import { MarkedNote, MarkedValues } from '../components/MarkedText';
import { useCardExpanded } from '../hooks/useCardExpanded';
import { templateStrings } from '../strings';
import { templateItems, withheldLock } from '../templateItems';
import type { TemplateItem } from '../templateTypes';
import type { CardProps } from './cardProps';
import { CardTabs } from './CardTabs';

/** The multiContents titles the table's rows share (tabs when there are several). */
function multiTitles(items: readonly TemplateItem[]): string[] {
  const titles: string[] = [];
  for (const item of items)
    for (const m of item.multiContents ?? []) if (!titles.includes(m.title)) titles.push(m.title);
  return titles;
}

export function TableCard({ template, onHome, card }: CardProps & { card: string }) {
  const items = templateItems(template);
  const { shown, expanded, toggle, canToggle } = useCardExpanded(card, items, onHome);
  const titles = multiTitles(items);
  const [tab, setTab] = useState(titles[0] ?? '');
  const blockLock = card === 'MB37' ? items.map(withheldLock).find((l) => l !== null) : null;
  const hasContent2 = shown.some((i) => i.content2);
  const hasContent3 = shown.some((i) => i.content3);

  return (
    <CardFrame
      template={template}
      linkToPage={onHome}
      toggle={canToggle ? { expanded, onToggle: toggle } : null}
    >
      {titles.length > 1 && shown.length > 0 ? (
        <CardTabs
          label={template.name}
          active={tab}
          onChange={setTab}
          tabs={titles.map((t) => ({ key: t, label: t }))}
        />
      ) : null}
      {shown.length > 0 ? (
        <div className={`jl-tpl-table-wrap${blockLock ? ' jl-tpl-table-wrap--locked' : ''}`}>
          <table className="jl-tpl-table">
            <thead>
              <tr>
                <th scope="col">{templateStrings.columnPeriod}</th>
                {/* One heading over every content column (the second and third had empty
                    headings of their own: an empty column in the table's head). */}
                <th scope="colgroup" colSpan={1 + Number(hasContent2) + Number(hasContent3)}>
                  {titles.length > 0 ? tab : templateStrings.columnContent}
                </th>
                <th scope="col">{templateStrings.columnResult}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((item) => {
                const multi = item.multiContents?.find((m) => m.title === tab);
                return (
                  <tr key={item.id} className={rowClass('', item)} data-testid="template-item">
                    <th scope="row">{item.title}</th>
                    <td
                      className="jl-tpl-table__content"
                      colSpan={
                        withheldLock(item) ? 1 + Number(hasContent2) + Number(hasContent3) : 1
                      }
                    >
                      {blockLock && withheldLock(item) ? null : (
                        <ItemContent item={item} onHome={onHome}>
                          <MarkedValues content={multi ? multi.content : item.content} />
                        </ItemContent>
                      )}
                    </td>
                    {!withheldLock(item) && hasContent2 ? (
                      <td>
                        <MarkedValues content={item.content2} />
                      </td>
                    ) : null}
                    {!withheldLock(item) && hasContent3 ? (
                      <td>
                        <MarkedValues content={item.content3} />
                      </td>
                    ) : null}
                    <td>
                      <MarkedNote note={item.locked ? null : item.note} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {blockLock ? <LockOverlay lock={blockLock} onHome={onHome} block /> : null}
        </div>
      ) : null}
    </CardFrame>
  );
}

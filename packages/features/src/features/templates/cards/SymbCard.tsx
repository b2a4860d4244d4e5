// SYMB, SYMB2, SYMB3: each item is an issue whose six content blocks (multiContents) are merged into
// one view. SYMB shows 1 item collapsed and all expanded, SYMB2 1 then 2, SYMB3 all (spec §2).
import { CardFrame } from '../components/CardFrame';
import { ItemContent, rowClass } from '../components/ItemContent';
import { MarkedNote, MarkedValues } from '../components/MarkedText';
import { useCardExpanded } from '../hooks/useCardExpanded';
import { templateItems } from '../templateItems';
import type { TemplateItem } from '../templateTypes';
import type { CardProps } from './cardProps';

/** The blocks of an item: its multiContents, or its content fields when it has none. */
function blocksOf(item: TemplateItem): { title: string; content: string }[] {
  if (item.multiContents && item.multiContents.length > 0) return item.multiContents;
  return [item.content, item.content2, item.content3]
    .filter((c): c is string => !!c)
    .map((content) => ({ title: '', content }));
}

export function SymbCard({ template, onHome, card }: CardProps & { card: string }) {
  const items = templateItems(template);
  const { shown, expanded, toggle, canToggle } = useCardExpanded(card, items, onHome);
  return (
    <CardFrame
      template={template}
      linkToPage={onHome}
      toggle={canToggle ? { expanded, onToggle: toggle } : null}
    >
      {shown.map((item) => (
        <article
          key={item.id}
          className={rowClass('jl-tpl-symb', item)}
          data-testid="template-item"
        >
          <header className="jl-tpl-symb__head">
            <span>{item.title}</span>
            <MarkedNote note={item.locked ? null : item.note} />
          </header>
          <ItemContent item={item} onHome={onHome}>
            <dl className="jl-tpl-symb__blocks">
              {blocksOf(item).map((block, i) => (
                <div key={i} className="jl-tpl-symb__block">
                  {block.title ? <dt>{block.title}</dt> : null}
                  <dd>
                    <MarkedValues content={block.content} />
                  </dd>
                </div>
              ))}
            </dl>
          </ItemContent>
        </article>
      ))}
    </CardFrame>
  );
}

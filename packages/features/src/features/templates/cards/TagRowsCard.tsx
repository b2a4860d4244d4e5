// A card of tag rows (MB09-MB11 zodiac groups, MB16 合数大小): one row per issue with its tags, the
// predicted ones (the row's content) outlined and the hit ones filled red. First 5 rows,
// expandable. What the tags are and which is hit is the card's own rule (`tagsOf`).
import { CardFrame } from '../components/CardFrame';
import { ItemContent, rowClass } from '../components/ItemContent';
import { MarkedNote } from '../components/MarkedText';
import { useCardExpanded } from '../hooks/useCardExpanded';
import { predictedTags, tagClass, templateItems } from '../templateItems';
import type { TemplateItem } from '../templateTypes';
import type { CardProps } from './cardProps';

/** One tag of a row: whether the result falls in it, and an optional tooltip. */
export interface RowTag {
  tag: string;
  hit: boolean;
  title?: string;
}

export interface TagRowsCardProps extends CardProps {
  /** The template card code (MB09, MB16, …), which sets how many rows show. */
  card: string;
  tagsOf(item: TemplateItem): RowTag[];
}

export function TagRowsCard({ template, onHome, card, tagsOf }: TagRowsCardProps) {
  const items = templateItems(template);
  const { shown, expanded, toggle, canToggle } = useCardExpanded(card, items, onHome);
  return (
    <CardFrame
      template={template}
      linkToPage={onHome}
      toggle={canToggle ? { expanded, onToggle: toggle } : null}
    >
      <ul className="jl-tpl-rows">
        {shown.map((item) => {
          const predicted = predictedTags(item.content);
          return (
            <li key={item.id} className={rowClass('jl-tpl-row', item)} data-testid="template-item">
              <span className="jl-tpl-row__title">{item.title}</span>
              <span className="jl-tpl-row__content">
                <ItemContent item={item} onHome={onHome}>
                  <span className="jl-tpl-tags">
                    {tagsOf(item).map((t) => (
                      <span
                        key={t.tag}
                        className={tagClass(predicted.has(t.tag), t.hit)}
                        data-hit={t.hit || undefined}
                        data-predicted={predicted.has(t.tag) || undefined}
                        title={t.title}
                      >
                        {t.tag}
                      </span>
                    ))}
                  </span>
                </ItemContent>
              </span>
              <MarkedNote note={item.locked ? null : item.note} className="jl-tpl-row__note" />
            </li>
          );
        })}
      </ul>
    </CardFrame>
  );
}

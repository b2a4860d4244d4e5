// MB16 合数大小: per issue the tags 合数小 and 合数大, the predicted one (the row's content)
// outlined, the one the note's number falls in (合数小 1-6, 合数大 7-13; spec §5) filled red.
// 5 rows, 10 expanded.
import { MB16_TAGS, mb16HitTag } from '@jinli/domain';
import { CardFrame } from '../components/CardFrame';
import { ItemContent, rowClass } from '../components/ItemContent';
import { MarkedNote } from '../components/MarkedText';
import { useCardExpanded } from '../hooks/useCardExpanded';
import { predictedTags, tagClass, templateItems } from '../templateItems';
import type { CardProps } from './cardProps';

export function Mb16Card({ template, onHome }: CardProps) {
  const items = templateItems(template);
  const { shown, expanded, toggle, canToggle } = useCardExpanded('MB16', items, onHome);
  return (
    <CardFrame
      template={template}
      linkToPage={onHome}
      toggle={canToggle ? { expanded, onToggle: toggle } : null}
    >
      <ul className="jl-tpl-rows">
        {shown.map((item) => {
          const hit = item.locked ? null : mb16HitTag(item.note);
          const predicted = predictedTags(item.content);
          return (
            <li key={item.id} className={rowClass('jl-tpl-row', item)} data-testid="template-item">
              <span className="jl-tpl-row__title">{item.title}</span>
              <span className="jl-tpl-row__content">
                <ItemContent item={item} onHome={onHome}>
                  <span className="jl-tpl-tags">
                    {MB16_TAGS.map(({ tag }) => (
                      <span
                        key={tag}
                        className={tagClass(predicted.has(tag), hit === tag)}
                        data-hit={hit === tag || undefined}
                        data-predicted={predicted.has(tag) || undefined}
                      >
                        {tag}
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

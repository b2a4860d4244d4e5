// MB09 (琴棋书画), MB10 (男女) and MB11 (春夏秋冬): one row per issue with the group tags, the
// predicted ones (the row's content) outlined; a tag is a hit when the row's note names one of its
// zodiacs (spec §5), shown filled red. First 5 rows, expandable.
import { zodiacGroupTags } from '@jinli/domain';
import { predictedTags, tagClass, templateItems } from '../templateItems';
import { CardFrame } from '../components/CardFrame';
import { ItemContent, rowClass } from '../components/ItemContent';
import { MarkedNote } from '../components/MarkedText';
import { useCardExpanded } from '../hooks/useCardExpanded';
import type { CardProps } from './cardProps';

export function ZodiacGroupCard({ template, onHome, card }: CardProps & { card: string }) {
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
                    {zodiacGroupTags(card, item.note).map((t) => (
                      <span
                        key={t.tag}
                        className={tagClass(predicted.has(t.tag), t.hit)}
                        data-hit={t.hit || undefined}
                        data-predicted={predicted.has(t.tag) || undefined}
                        title={t.zodiacs.join('')}
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

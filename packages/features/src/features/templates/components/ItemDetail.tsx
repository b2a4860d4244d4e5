// The item an MB24/MB25 link opened (?templateId={itemId}): its title, time and full text.
import { formatEpochMs } from '@jinli/domain';
import type { TemplateItem } from '../templateTypes';
import { ItemContent } from './ItemContent';
import { MarkedNote } from './MarkedText';

export function ItemDetail({ item }: { item: TemplateItem }) {
  return (
    <article className="jl-tpl-detail" data-testid="template-item-detail">
      <h2 className="jl-tpl-detail__title">{item.title}</h2>
      {item.updatedTime ? (
        <time className="jl-tpl-detail__time">
          {formatEpochMs(item.updatedTime * 1000, 'YYYY/MM/DD HH:mm')}
        </time>
      ) : null}
      <ItemContent item={item}>
        {[item.content, item.content2, item.content3].filter(Boolean).map((text, i) => (
          <p key={i} className="jl-tpl-detail__text">
            {text}
          </p>
        ))}
        <MarkedNote note={item.note} />
      </ItemContent>
    </article>
  );
}

// MB24: a news list (spec §2): pinned items first with their 置顶 marker, each with how long ago
// it was updated, each opening the template page on that item. Hidden when there are no items.
import { relativeTime } from '@jinli/domain';
import { Link } from 'react-router';
import { CardFrame } from '../components/CardFrame';
import { templateStrings } from '../strings';
import { itemPageHref, templateItems } from '../templateItems';
import type { TemplateItem } from '../templateTypes';
import type { CardProps } from './cardProps';

/** Pinned items (isTop 1) first, each part keeping the server's order. */
function pinnedFirst(items: readonly TemplateItem[]): TemplateItem[] {
  return [...items.filter((i) => i.isTop === 1), ...items.filter((i) => i.isTop !== 1)];
}

export function NewsListCard({ template, onHome, now = Date.now() }: CardProps & { now?: number }) {
  const items = pinnedFirst(templateItems(template));
  if (items.length === 0) return null;
  return (
    <CardFrame template={template} linkToPage={onHome}>
      <ul className="jl-tpl-news">
        {items.map((item) => (
          <li key={item.id} data-testid="template-item">
            <Link
              className={`jl-tpl-news__item${item.activeCover === 1 ? ' jl-tpl-active' : ''}`}
              to={itemPageHref(template.gameId, template.id, item.id)}
            >
              {item.isTop === 1 ? (
                <span className="jl-tpl-news__pin" data-testid="news-pinned">
                  {templateStrings.pinned}
                </span>
              ) : null}
              <span className="jl-tpl-news__title">{item.title}</span>
              <time className="jl-tpl-news__time">{relativeTime(item.updatedTime, now)}</time>
            </Link>
          </li>
        ))}
      </ul>
    </CardFrame>
  );
}

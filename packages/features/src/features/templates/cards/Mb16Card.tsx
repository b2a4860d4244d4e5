// MB16 合数大小: per issue the tags 合数小 and 合数大, the predicted one (the row's content)
// outlined, the one the note's number falls in (合数小 1-6, 合数大 7-13; spec §5) filled red.
// 5 rows, 10 expanded.
import { MB16_TAGS, mb16HitTag } from '@jinli/domain';
import type { TemplateItem } from '../templateTypes';
import type { CardProps } from './cardProps';
import { TagRowsCard, type RowTag } from './TagRowsCard';

function mb16Tags(item: TemplateItem): RowTag[] {
  const hit = item.locked ? null : mb16HitTag(item.note);
  return MB16_TAGS.map(({ tag }) => ({ tag, hit: hit === tag }));
}

export function Mb16Card(props: CardProps) {
  return <TagRowsCard {...props} card="MB16" tagsOf={mb16Tags} />;
}

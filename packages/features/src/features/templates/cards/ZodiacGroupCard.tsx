// MB09 (琴棋书画), MB10 (男女) and MB11 (春夏秋冬): one row per issue with the group tags, the
// predicted ones (the row's content) outlined; a tag is a hit when the row's note names one of its
// zodiacs (spec §5), shown filled red. First 5 rows, expandable.
import { zodiacGroupTags } from '@jinli/domain';
import type { TemplateItem } from '../templateTypes';
import type { CardProps } from './cardProps';
import { TagRowsCard } from './TagRowsCard';

export function ZodiacGroupCard({ card, ...props }: CardProps & { card: string }) {
  const tagsOf = (item: TemplateItem) =>
    zodiacGroupTags(card, item.note).map((t) => ({
      tag: t.tag,
      hit: t.hit,
      title: t.zodiacs.join(''),
    }));
  return <TagRowsCard {...props} card={card} tagsOf={tagsOf} />;
}

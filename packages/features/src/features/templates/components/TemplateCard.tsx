// Picks the card component of a template by its code (spec §2 "Template cards"); codes without a
// card (excluded, ads, unknown) render nothing.
import { GROUP_TAB_CARDS, COLLAPSIBLE_TABLE_CARDS, templateCardOf } from '@jinli/domain';
import { CarouselCard } from '../cards/CarouselCard';
import type { CardProps } from '../cards/cardProps';
import { GroupTabsCard } from '../cards/GroupTabsCard';
import { ListCard } from '../cards/ListCard';
import { Mb16Card } from '../cards/Mb16Card';
import { MedalTabsCard } from '../cards/MedalTabsCard';
import { NewsListCard } from '../cards/NewsListCard';
import { PeriodResultCard } from '../cards/PeriodResultCard';
import { SymbCard } from '../cards/SymbCard';
import { TableCard } from '../cards/TableCard';
import { ZodiacGroupCard } from '../cards/ZodiacGroupCard';

const PERIOD_RESULT_CARDS = ['MB01', 'MB03', 'MB04', 'MB05', 'MB06', 'MB07'];

export function TemplateCard({ template, onHome }: CardProps) {
  const card = templateCardOf(template.templateCode);
  if (card === null) return null;
  const props = { template, onHome, card };
  if (PERIOD_RESULT_CARDS.includes(card)) return <PeriodResultCard {...props} />;
  if (card === 'MB09' || card === 'MB10' || card === 'MB11') return <ZodiacGroupCard {...props} />;
  if ((GROUP_TAB_CARDS as readonly string[]).includes(card)) return <GroupTabsCard {...props} />;
  if (card === 'MB16') return <Mb16Card {...props} />;
  if (card === 'MB21') return <CarouselCard {...props} />;
  if (card === 'MB24') return <NewsListCard {...props} />;
  if (card === 'MB25') return <MedalTabsCard {...props} />;
  if (COLLAPSIBLE_TABLE_CARDS.includes(card)) return <TableCard {...props} />;
  if (card === 'SYMB' || card === 'SYMB2' || card === 'SYMB3') return <SymbCard {...props} />;
  return <ListCard {...props} />;
}

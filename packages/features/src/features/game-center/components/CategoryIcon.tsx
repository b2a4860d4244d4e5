// The kit's line icon of each game category (the category tabs and rail; no characters as icons).
import type { GameCategory } from '@jinli/contract';
import {
  CardsIcon,
  FishIcon,
  FlameIcon,
  LiveIcon,
  LotteryIcon,
  SlotIcon,
  SportIcon,
} from '@jinli/ui';
import type { IconProps } from '@jinli/ui';
import type { ComponentType } from 'react';

const CATEGORY_ICONS: Record<GameCategory, ComponentType<IconProps>> = {
  hot: FlameIcon,
  lottery: LotteryIcon,
  fish: FishIcon,
  electronic: SlotIcon,
  card: CardsIcon,
  live: LiveIcon,
  sport: SportIcon,
};

/** The icon of `category`, drawn in currentColor at the font size. */
export function CategoryIcon({ category }: { category: GameCategory }) {
  const Icon = CATEGORY_ICONS[category];
  return <Icon />;
}

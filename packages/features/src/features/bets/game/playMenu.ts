// The play menu of a game from GET /game/play-cate: the models the game offers (信用 1, 官方 2),
// and per model the categories with the plays that can be bet, each with its domain definition
// and its odds per prize level. Plays whose code the domain does not know are left out.
import type { PlayCategory, PlayOdds } from '@jinli/contract';
import { PLAYS, isPlayCode, type OddsKey, type PlayDef } from '@jinli/domain';

export type BetModel = 1 | 2;

export interface MenuPlay {
  playId: number;
  def: PlayDef;
  /** Odds per prize level as shown ('42.5'). */
  odds: Partial<Record<OddsKey, string>>;
  /** Stake limits of one bet, thousandths. */
  minMoney: number;
  maxMoney: number;
}

export interface MenuCategory {
  id: number;
  name: string;
  plays: MenuPlay[];
}

/** Models offered by the game, credit first; [] when nothing can be bet. */
export function menuModels(categories: readonly PlayCategory[]): BetModel[] {
  const models = new Set<BetModel>();
  for (const category of categories)
    for (const play of category.plays ?? []) models.add(play.model);
  return ([1, 2] as const).filter((m) => models.has(m));
}

function menuPlay(play: PlayOdds): MenuPlay | null {
  if (!isPlayCode(play.code)) return null;
  const odds: Partial<Record<OddsKey, string>> = {};
  for (const level of play.odds) odds[level.key as OddsKey] = String(level.odds);
  return {
    playId: play.playId,
    def: PLAYS[play.code],
    odds,
    minMoney: play.minMoney,
    maxMoney: play.maxMoney,
  };
}

/** The categories with plays of `model`, in the server's order. */
export function playMenu(categories: readonly PlayCategory[], model: BetModel): MenuCategory[] {
  const menu: MenuCategory[] = [];
  for (const category of categories) {
    const plays = (category.plays ?? [])
      .filter((play) => play.model === model)
      .map(menuPlay)
      .filter((play): play is MenuPlay => play !== null);
    if (plays.length > 0) menu.push({ id: category.id, name: category.playCateName, plays });
  }
  return menu;
}

// The demo template catalogue: one template for every display card of spec §2 on game 110 (and a
// selection on 70, 90 and 71). Codes that exist: mb01, mb01A, mb03-mb07, mb09-mb38, mb42, JhtGshou,
// TYmb, SYmb, Symb2, Symb3; AD13 and AD14 are ad slots (see adsDemo.ts). The gaps of the spec
// (mb02, mb08) do not exist; mb39-mb41 and mb43 are known codes without a card (excluded by
// @jinli/domain) and are not seeded.
//
// The cards are data (templateCatalogue.ts, templateStaticCards.ts, their shapes in
// templateShapes.ts); this file gives each card its colours and picks the cards of each game.
import { CARDS_110 } from './templateCatalogue';
import type { DemoTemplate } from './templateShapes';

const THEMES = [
  '#e5393b,#ff9f43',
  '#0f4c81,#2bb3c0',
  '#4a2c82,#c04fa0',
  '#1b7f4b,#7cc46b',
  '#b8860b,#f5d76e',
  '#c0392b,#8e44ad',
];

const SUBSETS: Record<number, readonly string[]> = {
  70: ['mb01', 'mb03', 'mb09', 'mb12', 'mb16', 'mb23', 'mb24', 'mb37', 'TYmb', 'SYmb'],
  90: ['mb01', 'mb03', 'mb09', 'mb12', 'mb16', 'mb23', 'mb24', 'mb37', 'TYmb', 'SYmb'],
  71: ['mb01', 'mb12', 'mb16', 'mb37', 'SYmb'],
};

/** Games with templates. */
export const TEMPLATE_GAME_IDS = [110, 70, 90, 71] as const;

/**
 * The demo templates of a game. The colours go round THEMES in game 110's order, and a card keeps
 * the colours of its place there in the other games' selections.
 */
export function demoTemplatesOf(gameId: number): DemoTemplate[] {
  const all = CARDS_110.map((card, i) => ({
    ...card,
    colorTheme: THEMES[i % THEMES.length] as string,
  }));
  if (gameId === 110) return all;
  const codes = SUBSETS[gameId] ?? [];
  return all.filter((t) => codes.includes(t.code));
}

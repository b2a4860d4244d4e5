import { describe, expect, it } from 'vitest';
import { gameGroupsFixture, liveGame, lotteryGame, slotGame } from './gameCenterFixtures';
import {
  SERVICE_TILES,
  categoryNavOrientation,
  categoryOfHash,
  gameCenterSectionOrder,
  gameSections,
  gameTileImage,
  homeQuickIcons,
} from './gameCenterRules';

describe('gameSections', () => {
  it('keeps lobby order, hot sorted by hot, empty categories hidden, live wide', () => {
    const shuffled = [...gameGroupsFixture].reverse();
    const sections = gameSections(shuffled, '');
    expect(sections.map((s) => s.type)).toEqual([
      'hot',
      'lottery',
      'fish',
      'electronic',
      'card',
      'live',
    ]);
    expect(sections[0]?.games.map((g) => g.gameId)).toEqual([lotteryGame.gameId, slotGame.gameId]);
    expect(sections.find((s) => s.type === 'live')?.columns).toBe(1);
    expect(sections.find((s) => s.type === 'fish')?.columns).toBe(3);
  });

  it('filters by the trimmed name and hides the categories left empty', () => {
    const sections = gameSections(gameGroupsFixture, '  财神 ');
    expect(sections.map((s) => s.type)).toEqual(['hot', 'electronic']);
    expect(sections.every((s) => s.games.every((g) => g.gameName === '财神到'))).toBe(true);
    expect(gameSections(gameGroupsFixture, '没有这个游戏')).toEqual([]);
  });
});

describe('hash, layout and tiles', () => {
  it('reads a category from the hash', () => {
    expect(categoryOfHash('#fish')).toBe('fish');
    expect(categoryOfHash('#LIVE')).toBe('live');
    expect(categoryOfHash('#nope')).toBeUndefined();
    expect(categoryOfHash('')).toBeUndefined();
  });

  it('puts the categories in a rail for appDisplay 1', () => {
    expect(categoryNavOrientation(1)).toBe('vertical');
    expect(categoryNavOrientation(0)).toBe('horizontal');
    expect(categoryNavOrientation(undefined)).toBe('horizontal');
  });

  it('orders the parts above the games as the brand names them, each once, none left out', () => {
    expect(gameCenterSectionOrder()).toEqual(['search', 'carousel', 'marquee', 'services']);
    expect(gameCenterSectionOrder(['carousel', 'services', 'marquee', 'search'])).toEqual([
      'carousel',
      'services',
      'marquee',
      'search',
    ]);
    expect(gameCenterSectionOrder(['services', 'services'])).toEqual([
      'services',
      'search',
      'carousel',
      'marquee',
    ]);
    expect(gameCenterSectionOrder([])).toEqual(['search', 'carousel', 'marquee', 'services']);
  });

  it('uses the wide picture in one-column categories', () => {
    expect(gameTileImage(liveGame, 1)).toBe(liveGame.landscapeUrl);
    expect(gameTileImage(liveGame, 3)).toBe(liveGame.imageUrl);
    expect(gameTileImage(slotGame, 1)).toBe(slotGame.imageUrl);
  });

  it('has five service tiles; recharge, withdraw and wash need login', () => {
    expect(SERVICE_TILES.map((t) => [t.path, t.requiresLogin])).toEqual([
      ['/recharge', true],
      ['/withdraw-money', true],
      ['/betting-bonus', true],
      ['/promotional', false],
      ['/services', false],
    ]);
  });
});

describe('homeQuickIcons', () => {
  const labels = (fourth: 'chat' | 'resources' | undefined, known: string[]) =>
    homeQuickIcons(fourth, (path) => known.includes(path)).map((t) => t.label);

  it("'resources' (theme4): 资料, or 优惠 without a database; otherwise 聊天室", () => {
    expect(labels('resources', ['/databases'])).toEqual(['充值', '提现', '洗码', '资料', '客服']);
    expect(labels('resources', [])).toEqual(['充值', '提现', '洗码', '优惠', '客服']);
    expect(labels('chat', ['/databases'])).toEqual(['充值', '提现', '洗码', '聊天室', '客服']);
    expect(labels(undefined, ['/databases'])).toEqual(['充值', '提现', '洗码', '聊天室', '客服']);
  });
});

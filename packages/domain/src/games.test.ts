import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GAME_ID,
  SPECIAL_GAME_IDS,
  gameCategoryColumns,
  gameCategoryOf,
  hotGames,
  issueCadence,
  nextDrawAt,
  selectedHomeGame,
} from './games';

describe('issue cadence', () => {
  it('follows the spec table', () => {
    expect(issueCadence(70)).toEqual({ kind: 'daily' });
    expect(issueCadence(90)).toEqual({ kind: 'daily' });
    expect(issueCadence(110)).toEqual({ kind: 'daily' });
    const seconds = (id: number) => {
      const c = issueCadence(id);
      return c?.kind === 'interval' ? c.seconds : undefined;
    };
    expect([71, 42, 46].map(seconds)).toEqual([60, 60, 60]);
    expect([96].map(seconds)).toEqual([120]);
    expect([43, 44, 45, 48, 51, 97].map(seconds)).toEqual([180, 180, 180, 180, 180, 180]);
    expect([92, 47, 34, 98].map(seconds)).toEqual([300, 300, 300, 300]);
    expect(seconds(93)).toBe(600);
    expect(issueCadence(1)).toBeUndefined();
  });

  it('names the special games', () => {
    expect(SPECIAL_GAME_IDS).toEqual({
      hongKongMarkSix: 70,
      fastMarkSix: 71,
      dailyPosterLottery: 90,
      specialGame: 95,
      specialNumberLottery: 110,
      blurWhileLoading: 200,
    });
    expect(DEFAULT_GAME_ID).toBe(110);
  });
});

describe('nextDrawAt', () => {
  // 2025-01-01 20:29:30 at UTC+8.
  const now = Date.UTC(2025, 0, 1, 12, 29, 30);
  it('aligns interval draws to midnight UTC+8', () => {
    expect(nextDrawAt({ kind: 'interval', seconds: 60 }, now)).toBe(
      Date.UTC(2025, 0, 1, 12, 30, 0),
    );
    expect(nextDrawAt({ kind: 'interval', seconds: 180 }, now)).toBe(
      Date.UTC(2025, 0, 1, 12, 30, 0),
    );
    expect(nextDrawAt({ kind: 'interval', seconds: 600 }, now)).toBe(
      Date.UTC(2025, 0, 1, 12, 30, 0),
    );
    // Exactly on a draw: the next one.
    expect(nextDrawAt({ kind: 'interval', seconds: 60 }, Date.UTC(2025, 0, 1, 12, 30))).toBe(
      Date.UTC(2025, 0, 1, 12, 31),
    );
  });

  it('draws daily at 20:30 UTC+8 by default', () => {
    expect(nextDrawAt({ kind: 'daily' }, now)).toBe(Date.UTC(2025, 0, 1, 12, 30));
    expect(nextDrawAt({ kind: 'daily' }, Date.UTC(2025, 0, 1, 12, 30))).toBe(
      Date.UTC(2025, 0, 2, 12, 30),
    );
    expect(nextDrawAt({ kind: 'daily' }, now, { dailyTime: '21:30' })).toBe(
      Date.UTC(2025, 0, 1, 13, 30),
    );
    expect(() => nextDrawAt({ kind: 'daily' }, now, { dailyTime: '25:00' })).toThrow(RangeError);
  });
});

describe('game center', () => {
  it('reads categories and their layout', () => {
    expect(gameCategoryOf('LOTTERY')).toBe('lottery');
    expect(gameCategoryOf('unknown')).toBeUndefined();
    expect(gameCategoryColumns('live')).toBe(1);
    expect(gameCategoryColumns('sport')).toBe(1);
    expect(gameCategoryColumns('fish')).toBe(3);
  });

  it('lists hot games by hot descending', () => {
    const games = [
      { id: 'a', hot: 0 },
      { id: 'b', hot: 5 },
      { id: 'c', hot: 9 },
      { id: 'd' },
      { id: 'e', hot: 5 },
      { id: 'f', hot: -1 },
    ];
    expect(hotGames(games).map((g) => g.id)).toEqual(['c', 'b', 'e']);
  });
});

describe('selectedHomeGame', () => {
  const games = [{ gameId: 70 }, { gameId: 110 }, { gameId: 90 }];
  it('is the chosen game, else the default game, else the first', () => {
    expect(selectedHomeGame(games, 90)?.gameId).toBe(90);
    expect(selectedHomeGame(games)?.gameId).toBe(DEFAULT_GAME_ID);
    expect(selectedHomeGame(games, 1)?.gameId).toBe(DEFAULT_GAME_ID);
    expect(selectedHomeGame([{ gameId: 70 }, { gameId: 90 }])?.gameId).toBe(70);
    expect(selectedHomeGame([])).toBeUndefined();
  });
});

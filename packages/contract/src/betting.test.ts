import { describe, expect, it } from 'vitest';
import {
  betCancelBodySchema,
  betSaveBodySchema,
  betTodayListQuerySchema,
  MAX_TRACK_TURNS,
} from './betting';
import { endpointPath } from './endpointDef';
import { endpoints } from './endpoints';
import { playCategorySchema } from './lottery';

describe('betting endpoints', () => {
  it('live at the spec paths', () => {
    expect(endpointPath(endpoints.betSave)).toBe('/api/bet/save');
    expect(endpointPath(endpoints.betTodayList)).toBe('/api/cp/records/todayList');
    expect(endpointPath(endpoints.betHistoryList)).toBe('/api/cp/records/historyList');
    expect(endpointPath(endpoints.betHistoryDayReport)).toBe('/api/cp/records/historyDayReport');
    expect(endpointPath(endpoints.betCancel)).toBe('/api/bet/cancel');
    expect(endpoints.betCancel.form).toBe(true);
    expect(endpointPath(endpoints.bettingBonus)).toBe('/api/user/betting-bonus');
    expect(endpointPath(endpoints.bettingBonusClaim)).toBe('/api/user/betting-bonus/claim');
  });

  it('reads a slip: model defaults to credit, a chase to stop on win', () => {
    const line = { playId: 1, selection: ['07'], unitMoney: 1000 };
    expect(betSaveBodySchema.parse({ gameId: 71, turnNum: '1', bets: [line] }).model).toBe(1);
    expect(
      betSaveBodySchema.parse({ gameId: 71, turnNum: '1', bets: [line], track: { turns: 3 } })
        .track,
    ).toEqual({ turns: 3, stopOnWin: true });
    for (const bad of [
      { gameId: 71, turnNum: '1', bets: [] },
      { gameId: 71, turnNum: '1', bets: [{ ...line, unitMoney: 0.5 }] },
      { gameId: 71, turnNum: '1', bets: [line], model: 3 },
      { gameId: 71, turnNum: '1', bets: [line], track: { turns: MAX_TRACK_TURNS + 1 } },
    ])
      expect(betSaveBodySchema.safeParse(bad).success).toBe(false);
  });

  it('splits the cancel form and reads list filters', () => {
    expect(betCancelBodySchema.parse({ orderNo: 'B1, B2,B1,' }).orderNo).toEqual(['B1', 'B2']);
    expect(betTodayListQuerySchema.parse({ status: '1', model: '2' })).toEqual({
      status: 1,
      model: 2,
      page: 1,
      rows: 20,
    });
    expect(betTodayListQuerySchema.safeParse({ model: '3' }).success).toBe(false);
  });

  it('play categories without plays (older answers) read as none', () => {
    expect(playCategorySchema.parse({ id: 1, gameId: 71, playCateName: '特码' }).plays).toEqual([]);
  });
});

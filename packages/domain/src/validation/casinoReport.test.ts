import { describe, expect, it } from 'vitest';
import {
  casinoReportQuery,
  casinoRowOpensDetail,
  defaultCasinoReportRange,
  isCasinoReportDateSelectable,
  winAmountTone,
} from './casinoReport';

const TODAY = '2025-03-03';

describe('casino report dates', () => {
  it('defaults to the last 7 days including today', () => {
    expect(defaultCasinoReportRange(TODAY)).toEqual({ startDate: '2025-02-25', endDate: TODAY });
  });

  it('offers no future dates', () => {
    expect(isCasinoReportDateSelectable(TODAY, TODAY)).toBe(true);
    expect(isCasinoReportDateSelectable('2025-03-04', TODAY)).toBe(false);
    expect(isCasinoReportDateSelectable('2025-02-30', TODAY)).toBe(false);
  });

  it('builds a query or refuses', () => {
    expect(
      casinoReportQuery(
        { startDate: '2025-03-01', endDate: '2025-03-02' },
        ['AG', ' BBIN '],
        TODAY,
      ),
    ).toEqual({
      ok: true,
      query: { gameCodes: 'AG,BBIN', startDate: '2025-03-01', endDate: '2025-03-02' },
    });
    expect(
      casinoReportQuery({ startDate: '2025-03-01', endDate: '' }, ['AG'], TODAY),
    ).toMatchObject({ ok: true, query: { endDate: TODAY } });
    expect(
      casinoReportQuery({ startDate: '2025-03-03', endDate: '2025-03-03' }, ['AG'], TODAY).ok,
    ).toBe(true);
    expect(
      casinoReportQuery({ startDate: '2025-03-02', endDate: '2025-03-01' }, ['AG'], TODAY),
    ).toEqual({ ok: false, message: '开始日期不能晚于结束日期' });
    expect(casinoReportQuery({ startDate: '2025-03-04', endDate: null }, ['AG'], TODAY)).toEqual({
      ok: false,
      message: '不能选择未来的日期',
    });
    expect(
      casinoReportQuery({ startDate: '2025-03-01', endDate: '2025-03-04' }, ['AG'], TODAY),
    ).toEqual({ ok: false, message: '不能选择未来的日期' });
    expect(casinoReportQuery({ startDate: '', endDate: TODAY }, ['AG'], TODAY)).toEqual({
      ok: false,
      message: '请选择开始日期',
    });
    expect(casinoReportQuery({ startDate: '2025-03-01', endDate: TODAY }, [' '], TODAY)).toEqual({
      ok: false,
      message: '暂无可查询的游戏',
    });
  });
});

describe('casino report rows', () => {
  it('opens detail unless bet and win are both zero', () => {
    expect(casinoRowOpensDetail({ betAmount: 0, winAmount: 0 })).toBe(false);
    expect(casinoRowOpensDetail({ betAmount: '0.00', winAmount: '0' })).toBe(false);
    expect(casinoRowOpensDetail({ betAmount: 0, winAmount: -5 })).toBe(true);
    expect(casinoRowOpensDetail({ betAmount: 10, winAmount: 0 })).toBe(true);
  });

  it('colours the win amount', () => {
    expect(winAmountTone(0)).toBe('win');
    expect(winAmountTone('12.5')).toBe('win');
    expect(winAmountTone(-0.01)).toBe('loss');
    expect(winAmountTone('x')).toBe('win');
  });
});

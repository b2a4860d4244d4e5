import type { LotteryHistoryRow } from '@jinli/contract';
import { describe, expect, it } from 'vitest';
import { heatMap } from './heatMap';

const row = (turnNum: string, openNum: string): LotteryHistoryRow => ({
  gameId: 71,
  turnNum,
  openNum,
  openTime: '2026-11-21 10:00:00',
  liveUrl: '',
});

const rows = [
  row('3', '01,02,03,04,05,06,07'),
  row('2', '01,02,03,04,05,06,08'),
  row('1', '01,02,03,10,11,12,07'),
  // Still revealing: skipped.
  row('0', '01,02'),
];

describe('heatMap', () => {
  it('counts every ball of the complete draws', () => {
    const map = heatMap(rows, 'all');
    expect(map.draws).toBe(3);
    expect(map.cells).toHaveLength(49);
    expect(map.cells[0]).toEqual({ number: 1, count: 3, level: 4 });
    expect(map.cells[3]).toMatchObject({ number: 4, count: 2, level: 3 });
    expect(map.cells[9]).toMatchObject({ number: 10, count: 1, level: 2 });
    expect(map.cells[48]).toEqual({ number: 49, count: 0, level: 0 });
    expect(map.hot.map((c) => c.number)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(map.cold.map((c) => c.number)).toEqual([9, 13, 14, 15, 16, 17]);
  });

  it('counts only the special number in the special scope', () => {
    const map = heatMap(rows, 'special');
    expect(map.cells[6]).toMatchObject({ number: 7, count: 2, level: 4 });
    expect(map.cells[7]).toMatchObject({ number: 8, count: 1, level: 3 });
    expect(map.cells[0]).toMatchObject({ count: 0, level: 0 });
    expect(map.hot.slice(0, 2).map((c) => c.number)).toEqual([7, 8]);
  });

  it('spreads the shades between the least and the most frequent number', () => {
    const many = Array.from({ length: 7 }, (_, i) =>
      row(
        String(i),
        [1, 2, 3, 4, 5, 6, 7].map((n) => String(n + 7 * i).padStart(2, '0')).join(','),
      ),
    );
    // 1-49 once each, then 1-7 a second time: 1-7 lead, the others are the least frequent.
    const map = heatMap([...many, row('9', '01,02,03,04,05,06,07')], 'all');
    expect(map.cells[0]).toMatchObject({ count: 2, level: 4 });
    expect(map.cells[48]).toMatchObject({ count: 1, level: 1 });
  });

  it('is all zero without draws', () => {
    const map = heatMap([], 'all');
    expect(map.draws).toBe(0);
    expect(map.cells.every((c) => c.count === 0 && c.level === 0)).toBe(true);
  });
});

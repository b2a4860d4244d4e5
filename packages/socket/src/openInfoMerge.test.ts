import { describe, expect, it } from 'vitest';
import { openInfo } from '../test/fixtures';
import { applyReplay, applyVideo, compareTurnNum, mergeOpenInfo } from './openInfoMerge';

describe('compareTurnNum', () => {
  it('orders digit strings numerically and others naturally', () => {
    expect(compareTurnNum('999', '1000')).toBeLessThan(0);
    expect(compareTurnNum('202611210931', '202611210930')).toBeGreaterThan(0);
    expect(compareTurnNum('007', '7')).toBe(0);
    expect(compareTurnNum('a-9', 'a-10')).toBeLessThan(0);
  });
});

describe('mergeOpenInfo', () => {
  it('takes the first answer and any newer turn', () => {
    const a = openInfo(71, '100');
    const b = openInfo(71, '101');
    expect(mergeOpenInfo(undefined, a)).toBe(a);
    expect(mergeOpenInfo(a, b)).toBe(b);
  });

  it('never shows an older result over a newer one', () => {
    const newer = openInfo(71, '101');
    expect(mergeOpenInfo(newer, openInfo(71, '100'))).toBe(newer);
  });

  it('lets a live draw only gain numbers', () => {
    const three = openInfo(110, '2026325', '01,02,03', { isStreaming: 1 });
    const five = openInfo(110, '2026325', '01,02,03,04,05', { isStreaming: 1 });
    expect(mergeOpenInfo(three, five)).toBe(five);
    expect(mergeOpenInfo(five, three)).toBe(five);
  });

  it('keeps the newer result but takes a newer schedule', () => {
    const shown = openInfo(71, '101', undefined, { curTurn: '102' });
    const stale = openInfo(71, '100', undefined, { curTurn: '103' });
    const merged = mergeOpenInfo(shown, stale);
    expect(merged.pre?.turnNum).toBe('101');
    expect(merged.cur.turnNum).toBe('103');
  });

  it('ignores another game', () => {
    const shown = openInfo(71, '1');
    expect(mergeOpenInfo(shown, openInfo(70, '9'))).toBe(shown);
  });
});

describe('applyVideo', () => {
  const shown = openInfo(110, '2026325', '01', { isStreaming: 1, liveUrl: '/live.m3u8' });
  it('updates the stream state of the shown turn', () => {
    const next = applyVideo(shown, {
      gameId: 110,
      turnNum: '2026325',
      isStreaming: 0,
      liveUrl: '/r.m3u8',
    });
    expect(next?.pre).toMatchObject({ isStreaming: 0, liveUrl: '/r.m3u8', openNum: '01' });
  });
  it('keeps it for an older turn and asks for a refetch (undefined) for a newer one', () => {
    expect(
      applyVideo(shown, { gameId: 110, turnNum: '2026324', isStreaming: 0, liveUrl: '' }),
    ).toBe(shown);
    expect(
      applyVideo(shown, { gameId: 110, turnNum: '2026326', isStreaming: 1, liveUrl: '' }),
    ).toBeUndefined();
  });
});

describe('applyReplay', () => {
  it('gives the shown turn its replay and ends streaming', () => {
    const shown = openInfo(110, '2026325', '01,02,03,04,05,06', { isStreaming: 1 });
    const next = applyReplay(shown, {
      gameId: 110,
      turnNum: '2026325',
      openNum: '01,02,03,04,05,06,07',
      openTime: '2026-11-21 20:30:00',
      liveUrl: '/replay/2026325.m3u8',
    });
    expect(next?.pre).toMatchObject({
      isStreaming: 0,
      liveUrl: '/replay/2026325.m3u8',
      openNum: '01,02,03,04,05,06,07',
    });
  });
  it('leaves other turns alone', () => {
    const shown = openInfo(110, '2026325');
    expect(
      applyReplay(shown, {
        gameId: 110,
        turnNum: '2026324',
        openNum: '',
        openTime: '2026-11-21 20:30:00',
        liveUrl: '/x',
      }),
    ).toBe(shown);
  });
});

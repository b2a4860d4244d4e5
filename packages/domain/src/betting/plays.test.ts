import { describe, expect, it } from 'vitest';
import { numbersOfZodiac } from '../markSix/zodiac';
import { PLAY_CODES, PLAYS, isPlayCode, playOption, playOptions, playsOfCategory } from './plays';

describe('plays', () => {
  it('lists every play once under a category', () => {
    expect(PLAY_CODES).toHaveLength(10);
    expect(playsOfCategory('特码').map((p) => p.code)).toEqual(['tema', 'temaSides']);
    expect(playsOfCategory('连码').map((p) => p.name)).toEqual(['二全中', '三全中', '三中二']);
    expect(playsOfCategory('生肖').map((p) => p.name)).toEqual(['特肖', '一肖']);
    expect(playsOfCategory('五行')).toEqual([]);
    for (const code of PLAY_CODES) expect(PLAYS[code].code).toBe(code);
    expect(isPlayCode('tema')).toBe(true);
    expect(isPlayCode('toString')).toBe(false);
  });

  it('offers the options of each play', () => {
    expect(playOptions('tema', 2025)).toHaveLength(49);
    expect(playOptions('tema', 2025)[6]).toEqual({
      key: '07',
      label: '07',
      numbers: [7],
      oddsKey: 'base',
    });
    expect(playOptions('temaSides', 2025).map((o) => o.key)).toEqual(['大', '小', '单', '双']);
    expect(playOptions('temaSides', 2025)[0]!.numbers).toHaveLength(24);
    expect(playOptions('colour', 2025).map((o) => [o.label, o.numbers.length, o.oddsKey])).toEqual([
      ['红波', 17, 'red'],
      ['蓝波', 16, 'blue'],
      ['绿波', 16, 'green'],
    ]);
    const zodiac = playOptions('specialZodiac', 2025);
    expect(zodiac).toHaveLength(12);
    // 2025 is the year of the snake: 蛇 holds 1, 13, 25, 37, 49 and pays the yearSign price.
    expect(zodiac.find((o) => o.key === '蛇')).toMatchObject({
      numbers: [1, 13, 25, 37, 49],
      oddsKey: 'yearSign',
    });
    expect(zodiac.find((o) => o.key === '马')).toMatchObject({
      numbers: numbersOfZodiac('马', 2025),
      oddsKey: 'base',
    });
    const tails = playOptions('tail', 2025);
    expect(tails[0]).toMatchObject({
      key: '0',
      label: '0尾',
      numbers: [10, 20, 30, 40],
      oddsKey: 'tail0',
    });
    expect(tails[9]!.numbers).toEqual([9, 19, 29, 39, 49]);
  });

  it('finds an option by key, numbers with or without the leading zero', () => {
    expect(playOption('tema', '7', 2025)?.key).toBe('07');
    expect(playOption('twoAll', '07', 2025)?.key).toBe('07');
    expect(playOption('tema', '50', 2025)).toBeUndefined();
    expect(playOption('tema', '0', 2025)).toBeUndefined();
    expect(playOption('colour', '红波', 2025)).toBeUndefined();
    expect(playOption('tail', '10', 2025)).toBeUndefined();
  });
});

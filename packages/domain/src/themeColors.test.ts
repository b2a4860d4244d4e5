import { describe, expect, it } from 'vitest';
import { THEME_COLORS, themeColorOf } from './themeColors';

describe('theme colours', () => {
  it('has ids 1-8 with a colour code and a Chinese name', () => {
    expect(THEME_COLORS.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(THEME_COLORS.map((c) => c.name)).toEqual([
      '深蓝',
      '黄色',
      '红色',
      '蓝色',
      '紫色',
      '绿色',
      '秋黄',
      '青色',
    ]);
    for (const c of THEME_COLORS) expect(c.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(new Set(THEME_COLORS.map((c) => c.color)).size).toBe(8);
  });

  it('looks colours up by id', () => {
    expect(themeColorOf(3)?.name).toBe('红色');
    expect(themeColorOf('8')?.name).toBe('青色');
    expect(themeColorOf(0)).toBeUndefined();
    expect(themeColorOf(9)).toBeUndefined();
    expect(themeColorOf(null)).toBeUndefined();
  });
});

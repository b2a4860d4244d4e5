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

describe('theme colours as chat names', () => {
  // WCAG 2 relative luminance and contrast ratio.
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = (rgb: number[]) =>
    0.2126 * channel(rgb[0]!) + 0.7152 * channel(rgb[1]!) + 0.0722 * channel(rgb[2]!);
  const rgbOf = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));

  it('read at 4.5:1 as the chat bubble darkens them, on a page darker than any theme gives', () => {
    // ui ChatMessageBubble.css: color-mix(in srgb, <colour> 55%, #000000).
    const SHARE = 0.55;
    // #eeeeee: darker than every theme's page and surface (luminance 0.855 against 0.893+).
    const page = luminance(rgbOf('#eeeeee'));
    for (const { name, color } of THEME_COLORS) {
      const text = luminance(rgbOf(color).map((value) => value * SHARE));
      expect((page + 0.05) / (text + 0.05), name).toBeGreaterThanOrEqual(4.5);
    }
  });
});

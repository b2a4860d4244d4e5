import { describe, expect, it } from 'vitest';
import { contrastWithWhite, darkenForWhiteText, TEXT_CONTRAST_MIN } from './readableColors';

describe('darkenForWhiteText', () => {
  it('keeps a colour white text already reads on', () => {
    expect(darkenForWhiteText('#0b4a8f')).toBe('#0b4a8f');
    expect(darkenForWhiteText('#d4380d')).toBe('#d4380d');
  });

  it('darkens a light colour just enough for 4.5:1', () => {
    for (const light of ['#36cfc9', '#f6c244', '#ff7a45', '#fff', '#08979c']) {
      expect(contrastWithWhite(light)!).toBeLessThan(TEXT_CONTRAST_MIN);
      const dark = darkenForWhiteText(light);
      expect(dark).toMatch(/^#[0-9a-f]{6}$/);
      const ratio = contrastWithWhite(dark)!;
      expect(ratio).toBeGreaterThanOrEqual(TEXT_CONTRAST_MIN);
      // No darker than needed: one step lighter would not do.
      expect(ratio).toBeLessThan(TEXT_CONTRAST_MIN + 0.6);
    }
  });

  it('leaves what is not a hex code as it is', () => {
    expect(darkenForWhiteText('rebeccapurple')).toBe('rebeccapurple');
    expect(contrastWithWhite('rgb(0 0 0)')).toBeNull();
  });
});

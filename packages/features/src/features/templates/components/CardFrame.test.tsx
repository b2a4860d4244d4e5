import { contrastWithWhite, TEXT_CONTRAST_MIN } from '@jinli/domain';
import { describe, expect, it } from 'vitest';
import { themeStyle } from './CardFrame';

describe('themeStyle (a template header in its own colours)', () => {
  it('darkens a light pair until the white name reads at 4.5:1 on both ends', () => {
    // A seeded pair that put the white name at 2.0-2.5:1 (issue 34).
    const style = themeStyle('#36cfc9,#08979c') as Record<string, string>;
    for (const stop of [style['--jl-tpl-from']!, style['--jl-tpl-to']!])
      expect(contrastWithWhite(stop)!).toBeGreaterThanOrEqual(TEXT_CONTRAST_MIN);
  });

  it('keeps a dark pair and gives nothing for a malformed one', () => {
    expect(themeStyle('#0b4a8f,#5b1a8a')).toEqual({
      '--jl-tpl-from': '#0b4a8f',
      '--jl-tpl-to': '#5b1a8a',
    });
    expect(themeStyle('#fff')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { backToTopFor, GALLERY_BACK_TO_TOP, PAGE_BACK_TO_TOP } from './backToTopRules';

describe('backToTopFor', () => {
  it('gives the gallery and its groups the 400 px / 450 ms widget, every other screen 3,000 px', () => {
    expect(backToTopFor('/gallery')).toBe(GALLERY_BACK_TO_TOP);
    expect(backToTopFor('/gallery/12')).toBe(GALLERY_BACK_TO_TOP);
    expect(GALLERY_BACK_TO_TOP).toEqual({ threshold: 400, durationMs: 450 });
    expect(backToTopFor('/')).toBe(PAGE_BACK_TO_TOP);
    expect(backToTopFor('/gallery-detail/110/3')).toBe(PAGE_BACK_TO_TOP);
    expect(PAGE_BACK_TO_TOP.threshold).toBe(3000);
  });
});

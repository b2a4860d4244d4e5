import { describe, expect, it } from 'vitest';
import { pageAnimation } from './pageAnimation';

describe('pageAnimation', () => {
  it('slides a default page in from the right on push and from the left on pop', () => {
    expect(pageAnimation('default', 'PUSH', false)).toBe('slide-in-right');
    expect(pageAnimation('default', 'POP', false)).toBe('slide-in-left');
  });
  it('always enters a back page as a return', () => {
    expect(pageAnimation('back', 'PUSH', false)).toBe('slide-in-left');
    expect(pageAnimation('back', 'POP', false)).toBe('slide-in-left');
  });
  it('raises an overlay page on push and fades it back in on pop', () => {
    expect(pageAnimation('overlay-back', 'PUSH', false)).toBe('overlay-in');
    expect(pageAnimation('overlay-back', 'POP', false)).toBe('overlay-back-in');
  });
  it('does not animate none, replaced entries or the first page', () => {
    expect(pageAnimation('none', 'PUSH', false)).toBeNull();
    expect(pageAnimation('default', 'REPLACE', false)).toBeNull();
    expect(pageAnimation('overlay-back', 'PUSH', true)).toBeNull();
  });
});

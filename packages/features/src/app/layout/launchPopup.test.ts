import { afterEach, describe, expect, it } from 'vitest';
import { claimLaunchPopup, launchPopupOfVisit } from './launchPopup';

afterEach(() => sessionStorage.clear());

describe('the launch popup of a visit', () => {
  it('goes to the first popup that asks; the others stay closed this visit (issue 34)', () => {
    expect(launchPopupOfVisit()).toBeNull();
    expect(claimLaunchPopup('notice')).toBe(true);
    expect(claimLaunchPopup('ad')).toBe(false);
    expect(claimLaunchPopup('install')).toBe(false);
    // The one that has it may open again (a re-render, the screen mounted anew).
    expect(claimLaunchPopup('notice')).toBe(true);
    expect(launchPopupOfVisit()).toBe('notice');
  });

  it('is free again in a new visit', () => {
    expect(claimLaunchPopup('install')).toBe(true);
    sessionStorage.clear();
    expect(claimLaunchPopup('ad')).toBe(true);
    expect(launchPopupOfVisit()).toBe('ad');
  });
});

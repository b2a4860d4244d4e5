// Which enter animation a page gets (spec §2 "Page transitions"), from the entered route's
// transition and how the user got there.
import type { NavigationType } from 'react-router';
import type { PageTransition } from './routeHandle';

/** CSS animation names of features' shell (AppShell.css: `.jl-page--<name>`). */
export type PageAnimation = 'slide-in-right' | 'slide-in-left' | 'overlay-in' | 'overlay-back-in';

/**
 * The enter animation, or null for none. The first page of a visit and replaced entries (guard
 * redirects, `replace` navigations) never animate: nothing was on screen to move away from.
 */
export function pageAnimation(
  transition: PageTransition,
  navigationType: `${NavigationType}`,
  firstPage: boolean,
): PageAnimation | null {
  if (firstPage || navigationType === 'REPLACE' || transition === 'none') return null;
  const pop = navigationType === 'POP';
  switch (transition) {
    case 'default':
      return pop ? 'slide-in-left' : 'slide-in-right';
    case 'back':
      return 'slide-in-left';
    case 'overlay-back':
      return pop ? 'overlay-back-in' : 'overlay-in';
  }
}

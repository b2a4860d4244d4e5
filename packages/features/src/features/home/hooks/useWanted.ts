// Content below the fold loads when it is wanted, not in the first screen's load: when its place
// enters the viewport, or at the user's first scroll, touch, click or key (they are about to look
// further down). Where IntersectionObserver is missing (old browsers, jsdom) it is wanted at once.
import { type RefObject, useEffect, useState } from 'react';

/** Events that tell the user is about to look further down the page. */
const INTEREST_EVENTS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/** False until the element of `ref` has come into view or the user first interacted; then true. */
export function useWanted(ref: RefObject<Element | null>): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return undefined;
    const element = ref.current;
    if (!element || typeof IntersectionObserver !== 'function') {
      setWanted(true);
      return undefined;
    }
    const want = () => setWanted(true);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) want();
    });
    observer.observe(element);
    const options = { capture: true, passive: true, once: true } as const;
    for (const name of INTEREST_EVENTS) window.addEventListener(name, want, options);
    return () => {
      observer.disconnect();
      for (const name of INTEREST_EVENTS) window.removeEventListener(name, want, options);
    };
  }, [ref, wanted]);
  return wanted;
}

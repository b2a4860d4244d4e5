// Content below the fold waits for the first paint of the screen: what the first screen shows
// renders (and fetches) first, the rest in a later task, not in the same long one.
import { useEffect, useState } from 'react';

/** False on the first render; true once the browser has painted the screen once after it. */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before the paint; a task queued from it runs after that paint.
    const afterPaint = () => {
      timer = setTimeout(() => setPainted(true), 0);
    };
    if (typeof requestAnimationFrame !== 'function') {
      afterPaint();
      return () => clearTimeout(timer);
    }
    const frame = requestAnimationFrame(afterPaint);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

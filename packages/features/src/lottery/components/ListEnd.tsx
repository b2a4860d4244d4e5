// The bottom of an infinitely scrolled list (spec §4): asks for the next page when it comes within
// 300 px of the viewport while online, not loading and more exists; then the end line.
import { useEffect, useRef } from 'react';
import { lotteryStrings } from '../strings';

/** Distance from the bottom that loads the next page, px (spec §9). */
export const LOAD_MORE_MARGIN_PX = 300;

export interface ListEndProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

export function ListEnd({ hasMore, loading, onLoadMore }: ListEndProps) {
  const ref = useRef<HTMLDivElement>(null);
  const load = useRef(onLoadMore);
  useEffect(() => {
    load.current = onLoadMore;
  });
  useEffect(() => {
    const node = ref.current;
    if (!node || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && navigator.onLine !== false) load.current();
      },
      { rootMargin: `0px 0px ${LOAD_MORE_MARGIN_PX}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loading]);
  return (
    <div ref={ref} className="jl-list-end" role="status">
      {loading ? lotteryStrings.loading : hasMore ? '' : lotteryStrings.noMore}
    </div>
  );
}

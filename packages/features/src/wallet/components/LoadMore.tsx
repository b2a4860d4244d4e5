// The end of an infinite list: 加载更多 while pages remain (also loaded when it scrolls into view,
// 300 px early, spec §9), 没有更多数据了 at the end.
import { useEffect, useRef } from 'react';
import { walletStrings as s } from '../strings';

export interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onMore(): void;
}

export function LoadMore({ hasMore, loading, onMore }: LoadMoreProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !loading) onMore();
      },
      { rootMargin: '0px 0px 300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading, onMore]);
  if (!hasMore) return <p className="jl-wallet-end">{s.noMore}</p>;
  return (
    <button ref={ref} type="button" className="jl-wallet-more" disabled={loading} onClick={onMore}>
      {loading ? s.loading : s.loadMore}
    </button>
  );
}

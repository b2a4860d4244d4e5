import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import { useLatest } from '../internal/useLatest';
import { Loading } from '../Loading/Loading';
import '../styles/tokens.css';
import '../Loading/Loading.css';
import './InfiniteScroll.css';

/** Props of {@link InfiniteScroll}. */
export interface InfiniteScrollProps {
  /** More pages exist; when false the end text is shown and nothing more is loaded. */
  hasMore: boolean;
  /** A page is being fetched: the loading text is shown and no further page is asked for. */
  loading: boolean;
  /** Asks for the next page. Called at most once per page (see the component's notes). */
  onLoadMore(): void;
  /** How far below the viewport (or `root`) loading starts, px. Default 300 (spec §9). */
  threshold?: number;
  /** Shown while `loading` (e.g. 加载中...). */
  loadingText: ReactNode;
  /** Shown when `!hasMore` (e.g. 没有更多数据了). */
  endText: ReactNode;
  /**
   * The last page failed: automatic loading stops (no request loop against a failing server)
   * and `errorText` is shown as a button that retries (calls onLoadMore). Default: whether
   * `errorText` is given — so either pass `errorText` only while the last page failed, or pass
   * it always together with this flag.
   */
  error?: boolean;
  /** Text of the retry button shown in the error state (e.g. 加载失败，点击重试). */
  errorText?: ReactNode;
  /**
   * When given, a button with this text is shown while more pages exist and nothing loads, as a
   * fallback to scrolling (old WebViews without IntersectionObserver, keyboard users).
   */
  loadMoreText?: ReactNode;
  /**
   * The scrolling element the list lives in, when it is not the page itself (a tab panel, a
   * popup). Default null: the viewport.
   */
  root?: Element | null;
  /** Hide the end text (e.g. when the list is empty and an Empty state says so instead). */
  hideEnd?: boolean;
  className?: string;
}

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** False while the browser reports being offline; unknown counts as online. */
function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine !== false,
    () => true,
  );
}

/**
 * The footer of an infinitely scrolled list, placed right after its items. When it comes within
 * `threshold` px of the viewport it calls `onLoadMore` — only while online, not loading, not
 * failed and with more pages — and shows the loading text, then the end text after the last page.
 *
 * Never twice for one page: after a call it waits until the parent reports `loading`, or until
 * the footer has left the zone and comes back (the parent ignored the call). When a page ends
 * still inside the zone (short pages), watching restarts and the next page is asked for — but
 * only if the page added something (the footer moved), so an unreported failure cannot loop.
 */
export function InfiniteScroll({
  hasMore,
  loading,
  onLoadMore,
  threshold = 300,
  loadingText,
  endText,
  error: errorProp,
  errorText,
  loadMoreText,
  root = null,
  hideEnd = false,
  className,
}: InfiniteScrollProps) {
  const sentinelRef = useRef<HTMLDivElement>(null);
  const loadMore = useLatest(onLoadMore);
  const online = useOnline();
  // True from a call until the page is acknowledged (loading) or the footer leaves the zone.
  const requested = useRef(false);
  // Where the footer was when the last page was asked for. If a page ends and the footer has
  // not moved, nothing was added (a failure the parent did not report): asking again at once
  // would hammer a failing server, so it waits until the footer leaves the zone and comes back.
  const askedAt = useRef<number | null>(null);

  useEffect(() => {
    if (loading) requested.current = false;
  }, [loading]);

  const error = errorProp ?? errorText !== undefined;
  const watching = hasMore && !loading && !error && online;

  useEffect(() => {
    const node = sentinelRef.current;
    if (!node || !watching || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        if (!entry.isIntersecting) {
          requested.current = false;
          askedAt.current = null;
          return;
        }
        if (requested.current || navigator.onLine === false) return;
        if (askedAt.current !== null && askedAt.current === node.offsetTop) return;
        requested.current = true;
        askedAt.current = node.offsetTop;
        loadMore.current();
      },
      { root, rootMargin: `0px 0px ${threshold}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [watching, root, threshold, loadMore]);

  let content: ReactNode = null;
  if (loading) {
    content = <Loading label={loadingText} status={false} />;
  } else if (error && hasMore) {
    content =
      errorText !== undefined ? (
        <button type="button" className="jl-infinite__button" onClick={() => loadMore.current()}>
          {errorText}
        </button>
      ) : null;
  } else if (!hasMore) {
    content = hideEnd ? null : <span className="jl-infinite__end">{endText}</span>;
  } else if (loadMoreText !== undefined) {
    content = (
      <button type="button" className="jl-infinite__button" onClick={() => loadMore.current()}>
        {loadMoreText}
      </button>
    );
  }

  return (
    <div
      ref={sentinelRef}
      className={cx('jl-infinite', className)}
      role="status"
      aria-live="polite"
      aria-busy={loading}
    >
      {content}
    </div>
  );
}

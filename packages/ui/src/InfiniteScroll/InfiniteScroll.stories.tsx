import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { InfiniteScroll } from './InfiniteScroll';

const texts = { loadingText: '加载中...', endText: '没有更多数据了' };
const PAGE = 15;
const PAGES = 3;

function Row({ index }: { index: number }) {
  return (
    <li
      style={{
        padding: '14px 16px',
        borderBottom: '1px solid var(--jl-color-border)',
        background: 'var(--jl-color-surface)',
      }}
    >
      第 {index + 1} 条投注记录
    </li>
  );
}

/** A list paged from a fake source that answers after 600 ms. */
function PagedList({ scrollRoot = false }: { scrollRoot?: boolean }) {
  const [count, setCount] = useState(PAGE);
  const [loading, setLoading] = useState(false);
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const list = (
    <>
      <ul style={{ margin: 0, padding: 0, listStyle: 'none' }} aria-label="投注记录">
        {Array.from({ length: count }, (_, i) => (
          <Row key={i} index={i} />
        ))}
      </ul>
      <InfiniteScroll
        {...texts}
        root={scrollRoot ? root : null}
        hasMore={count < PAGE * PAGES}
        loading={loading}
        onLoadMore={() => {
          setLoading(true);
          setTimeout(() => {
            setCount((n) => n + PAGE);
            setLoading(false);
          }, 600);
        }}
      />
    </>
  );
  if (!scrollRoot) return list;
  return (
    <div ref={setRoot} data-testid="scroller" style={{ height: 400, overflowY: 'auto' }}>
      {list}
    </div>
  );
}

const meta = {
  title: 'UI/InfiniteScroll',
  component: InfiniteScroll,
  args: { hasMore: true, loading: false, onLoadMore: () => {}, ...texts },
} satisfies Meta<typeof InfiniteScroll>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Scrolling to the end loads the next pages (3 pages of 15), then shows the end text. */
export const Paged: Story = {
  render: () => <PagedList />,
  play: async ({ canvas }) => {
    for (let page = 2; page <= PAGES; page += 1) {
      window.scrollTo(0, document.documentElement.scrollHeight);
      await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(PAGE * page), {
        timeout: 5000,
      });
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() => expect(canvas.getByText('没有更多数据了')).toBeInTheDocument());
  },
};

/** Inside its own scrolling box (a tab panel or popup): pass that box as `root`. */
export const CustomRoot: Story = {
  render: () => <PagedList scrollRoot />,
  play: async ({ canvas }) => {
    const scroller = canvas.getByTestId('scroller');
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(PAGE * 2), {
      timeout: 5000,
    });
  },
};

/** A page is loading. */
export const Loading: Story = { args: { loading: true } };

/** The last page was loaded. */
export const End: Story = { args: { hasMore: false } };

/** The last request failed: tapping the text retries. */
export const Failed: Story = { args: { error: true, errorText: '加载失败，点击重试' } };

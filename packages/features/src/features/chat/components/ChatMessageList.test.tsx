import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { roomMessagesFixture } from '../chatFixtures';
import { ChatMessageList } from './ChatMessageList';

function renderList(props: Partial<Parameters<typeof ChatMessageList>[0]> = {}) {
  const onLoadOlder = vi.fn();
  const onRetry = vi.fn();
  render(
    <ChatMessageList
      messages={roomMessagesFixture}
      selfId="1001"
      chatOrigin=""
      hasOlder
      loadingOlder={false}
      onLoadOlder={onLoadOlder}
      onRetry={onRetry}
      {...props}
    />,
  );
  return { onLoadOlder, onRetry, list: screen.getByTestId('chat-messages') };
}

describe('ChatMessageList', () => {
  it('is a named log the keyboard can focus and scroll, even with nothing focusable in it', () => {
    renderList({ messages: [] });
    const log = screen.getByRole('log', { name: '聊天消息' });
    expect(log).toHaveAttribute('tabindex', '0');
    log.focus();
    expect(log).toHaveFocus();
  });

  it('asks for the previous page when scrolled to the top', () => {
    const first = renderList();
    first.list.scrollTop = 0;
    fireEvent.scroll(first.list);
    expect(first.onLoadOlder).toHaveBeenCalledTimes(1);
  });

  it('does not ask while a page loads, and says when there is nothing older', () => {
    const loading = renderList({ loadingOlder: true });
    fireEvent.scroll(loading.list);
    expect(loading.onLoadOlder).not.toHaveBeenCalled();
    expect(screen.getByText('加载更早的消息…')).toBeInTheDocument();
  });

  it('marks the end of the history and resends a failed message by its client id', () => {
    const { onLoadOlder, onRetry, list } = renderList({ hasOlder: false });
    fireEvent.scroll(list);
    expect(onLoadOlder).not.toHaveBeenCalled();
    expect(screen.getByText('没有更多消息了')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重发' }));
    expect(onRetry).toHaveBeenCalledWith('c-2');
    // A system notice is a line of its own, not a bubble.
    expect(screen.getByTestId('chat-system')).toHaveTextContent('管理员删除了一条违规消息');
  });
});

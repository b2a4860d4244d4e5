import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChatMessageBubble } from './ChatMessageBubble';

describe('ChatMessageBubble', () => {
  it('renders text as text, never as HTML', () => {
    const { container } = render(
      <ChatMessageBubble nickname="小明" text={'<img src=x onerror="alert(1)"><b>粗</b>'} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('<img src=x onerror="alert(1)"><b>粗</b>')).toBeInTheDocument();
  });

  it('offers a resend on a failed message', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(
      <ChatMessageBubble
        mine
        nickname="我"
        text="在吗"
        state="failed"
        failedText="发送失败"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByText('发送失败')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重发' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('opens its actions from the ⋯ button and runs the chosen one', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    render(
      <ChatMessageBubble
        nickname="小明"
        text="广告"
        actions={[{ label: '删除', onSelect: onDelete, danger: true }]}
      />,
    );
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(screen.getByRole('button', { name: '更多操作' }));
    await user.click(screen.getByRole('menuitem', { name: '删除' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('shows an image thumbnail with its upload progress and opens it on tap', async () => {
    const user = userEvent.setup();
    const onImageClick = vi.fn();
    render(
      <ChatMessageBubble
        nickname="小明"
        image={{ src: 'data:image/png;base64,AA==', width: 800, height: 400, alt: '图片' }}
        state="uploading"
        progress={42.4}
        onImageClick={onImageClick}
      />,
    );
    expect(screen.getByRole('progressbar')).toHaveTextContent('42%');
    await user.click(screen.getByRole('button', { name: '图片' }));
    expect(onImageClick).toHaveBeenCalled();
  });

  it('is drawn as a bubble by default and as the variant asked for', () => {
    const { container, rerender } = render(<ChatMessageBubble nickname="小明" text="在吗" />);
    const root = () => container.firstElementChild as HTMLElement;
    expect(root()).toHaveClass('jl-chat-msg--bubble');
    for (const variant of ['tail', 'line', 'card', 'quote'] as const) {
      rerender(<ChatMessageBubble nickname="小明" text="在吗" variant={variant} />);
      expect(root()).toHaveClass(`jl-chat-msg--${variant}`);
      expect(root()).not.toHaveClass('jl-chat-msg--bubble');
      // Whatever the drawing, the same name and text.
      expect(screen.getByText('小明')).toBeInTheDocument();
      expect(screen.getByText('在吗')).toBeInTheDocument();
    }
  });

  it('marks a message that holds a card, so a card variant draws no frame around it', () => {
    const { container } = render(
      <ChatMessageBubble nickname="小明" variant="card" card={<span>红包</span>} />,
    );
    expect(container.firstElementChild).toHaveClass('jl-chat-msg--with-card');
  });
});

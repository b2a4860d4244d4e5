import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChatComposer } from './ChatComposer';

describe('ChatComposer', () => {
  it('sends the trimmed text on Enter and clears the field; empty text does not send', async () => {
    const user = userEvent.setup();
    const onSendText = vi.fn();
    render(<ChatComposer onSendText={onSendText} />);
    const input = screen.getByRole('textbox', { name: '输入消息' });
    expect(screen.getByRole('button', { name: '发送' })).toBeDisabled();
    await user.type(input, '   {Enter}');
    expect(onSendText).not.toHaveBeenCalled();
    await user.type(input, '  大家好 {Enter}');
    expect(onSendText).toHaveBeenCalledWith('大家好');
    expect(input).toHaveValue('');
  });

  it('inserts an emoji from the panel', async () => {
    const user = userEvent.setup();
    const onSendText = vi.fn();
    render(<ChatComposer onSendText={onSendText} />);
    await user.type(screen.getByRole('textbox'), '好');
    await user.click(screen.getByRole('button', { name: '表情' }));
    await user.click(screen.getByRole('option', { name: '👍' }));
    await user.click(screen.getByRole('button', { name: '发送' }));
    expect(onSendText).toHaveBeenCalledWith('好👍');
  });

  it('counts the slow mode down on the send button, which stays disabled', async () => {
    const user = userEvent.setup();
    const onSendText = vi.fn();
    render(<ChatComposer onSendText={onSendText} cooldownSeconds={7} />);
    await user.type(screen.getByRole('textbox'), '再说一句{Enter}');
    const send = screen.getByRole('button', { name: '发送 7s' });
    expect(send).toHaveTextContent('7s');
    expect(send).toBeDisabled();
    expect(onSendText).not.toHaveBeenCalled();
  });

  it('keeps the text while sending is not ready yet', async () => {
    const user = userEvent.setup();
    const onSendText = vi.fn();
    const { rerender } = render(<ChatComposer onSendText={onSendText} sendDisabled />);
    await user.type(screen.getByRole('textbox'), '在吗{Enter}');
    expect(onSendText).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox')).toHaveValue('在吗');
    rerender(<ChatComposer onSendText={onSendText} />);
    await user.click(screen.getByRole('button', { name: '发送' }));
    expect(onSendText).toHaveBeenCalledWith('在吗');
  });

  it('shows the read-only reason instead of the field', () => {
    render(<ChatComposer onSendText={vi.fn()} readOnlyText="您已被禁言，暂时无法发言" />);
    expect(screen.getByRole('status')).toHaveTextContent('您已被禁言，暂时无法发言');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('hands a picked image over', () => {
    const onPickImage = vi.fn();
    render(<ChatComposer onSendText={vi.fn()} onPickImage={onPickImage} />);
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('chat-image-input'), { target: { files: [file] } });
    expect(onPickImage).toHaveBeenCalledWith(file);
  });
});

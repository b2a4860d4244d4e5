import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChatComposer } from '../ChatComposer/ChatComposer';
import { ChatMessageBubble } from '../ChatMessageBubble/ChatMessageBubble';
import { HongbaoCard } from './HongbaoCard';
import { HongbaoEnvelope } from './HongbaoEnvelope';
import { HongbaoIcon } from '../icons/icons';

describe('HongbaoCard', () => {
  it('is one button named by greeting, kind and state, faded once spent', async () => {
    const onOpen = vi.fn();
    const { rerender } = render(
      <HongbaoCard greeting="恭喜发财" kindLabel="拼手气红包" onOpen={onOpen} />,
    );
    const card = screen.getByRole('button', { name: '恭喜发财，拼手气红包' });
    expect(card).not.toHaveClass('jl-hongbao-card--spent');
    await userEvent.click(card);
    expect(onOpen).toHaveBeenCalledTimes(1);
    rerender(<HongbaoCard greeting="恭喜发财" kindLabel="拼手气红包" status="已抢完" spent />);
    expect(screen.getByRole('button', { name: '恭喜发财，已抢完，拼手气红包' })).toHaveClass(
      'jl-hongbao-card--spent',
    );
  });

  it('sits in a chat message in place of the bubble', () => {
    render(
      <ChatMessageBubble
        nickname="小明"
        text="不显示"
        card={<HongbaoCard greeting="恭喜发财" kindLabel="普通红包" />}
      />,
    );
    expect(screen.getByTestId('hongbao-card')).toBeInTheDocument();
    expect(screen.queryByText('不显示')).not.toBeInTheDocument();
  });
});

describe('HongbaoEnvelope', () => {
  it('offers 開 until opening, then is busy; done shows the outcome instead', async () => {
    const onOpen = vi.fn();
    const { rerender } = render(
      <HongbaoEnvelope phase="closed" fromText="小明的红包" greeting="恭喜" onOpen={onOpen} />,
    );
    await userEvent.click(screen.getByRole('button', { name: '开红包' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    rerender(
      <HongbaoEnvelope phase="opening" fromText="小明的红包" greeting="恭喜" onOpen={onOpen} />,
    );
    expect(screen.getByRole('button', { name: '开红包' })).toBeDisabled();
    rerender(
      <HongbaoEnvelope
        phase="done"
        fromText="小明的红包"
        greeting="恭喜"
        message="该红包已过期"
        onOpen={onOpen}
      />,
    );
    expect(screen.queryByRole('button', { name: '开红包' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('该红包已过期');
  });
});

describe('ChatComposer tools', () => {
  it('adds an icon button per tool', async () => {
    const onSelect = vi.fn();
    render(
      <ChatComposer
        onSendText={() => {}}
        tools={[{ key: 'hb', label: '发红包', icon: <HongbaoIcon />, onSelect }]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: '发红包' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });
});

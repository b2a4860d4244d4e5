import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { AwardNotice } from './AwardNotice';
import { HongbaoCard } from './HongbaoCard';
import { HongbaoEnvelope, type HongbaoEnvelopePhase } from './HongbaoEnvelope';
import { HongbaoIcon } from '../icons/icons';
import { LuckiestBadge } from './LuckiestBadge';

const meta = {
  title: 'UI/Chat/Hongbao',
  component: HongbaoCard,
  args: { greeting: '恭喜发财，大吉大利', kindLabel: '拼手气红包' },
} satisfies Meta<typeof HongbaoCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The card in a room: fresh, then as a viewer sees it once taken, all gone or expired. */
export const Cards: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, padding: 16, background: 'var(--jl-color-bg)' }}>
      <HongbaoCard {...args} />
      <HongbaoCard {...args} status="已领取" spent />
      <HongbaoCard greeting="今晚开奖大家好运" kindLabel="普通红包" status="已抢完" spent />
      <HongbaoCard greeting="一点心意" kindLabel="普通红包" status="已过期" spent />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByTestId('hongbao-card');
    await expect(cards).toHaveLength(4);
    await expect(cards[1]).toHaveAccessibleName('恭喜发财，大吉大利，已领取，拼手气红包');
  },
};

function EnvelopeDemo({ start }: { start: HongbaoEnvelopePhase }) {
  const [phase, setPhase] = useState<HongbaoEnvelopePhase>(start);
  return (
    <div
      style={{
        display: 'flex',
        justifyContent: 'center',
        padding: 24,
        minHeight: 560,
        background: 'var(--jl-color-mask)',
      }}
    >
      <HongbaoEnvelope
        phase={phase}
        fromText="小明的红包"
        greeting="恭喜发财，大吉大利"
        message="手慢了，红包派完了"
        onOpen={() => setPhase('opening')}
        detailText="看看大家的手气"
        onDetail={() => setPhase('closed')}
        onClose={() => setPhase('closed')}
      />
    </div>
  );
}

/** The opened packet: 開 turns while the grab is under way (a pulse under reduced motion). */
export const Envelope: Story = {
  render: () => <EnvelopeDemo start="closed" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '开红包' }));
    await expect(canvas.getByRole('button', { name: '开红包' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** All taken before the viewer's tap: the outcome in place of 開, with the way to the detail. */
export const EnvelopeEmpty: Story = {
  render: () => <EnvelopeDemo start="done" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('手慢了');
  },
};

/** The award notice over a room, the luckiest badge and the composer's icon. */
export const NoticeAndBadge: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, padding: 16, maxWidth: 390 }}>
      <AwardNotice
        message={
          <>
            恭喜 <strong>dem***01</strong> 在 <strong>极速六合彩</strong> 中奖
          </>
        }
        amount="1,888.00元"
      />
      <span>
        张三 <LuckiestBadge />
      </span>
      <span style={{ fontSize: 24, color: 'var(--jl-color-primary)' }}>
        <HongbaoIcon title="发红包" />
      </span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('award-notice')).toHaveTextContent('1,888.00元');
    await expect(canvas.getByRole('img', { name: '发红包' })).toBeInTheDocument();
  },
};

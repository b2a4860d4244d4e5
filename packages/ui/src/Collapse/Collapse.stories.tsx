import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect } from 'storybook/test';
import { Collapse } from './Collapse';
import { ExpandToggle } from './ExpandToggle';

const rules = [
  '1. 特码：以开奖号码的第七个号码（特别号）为准，所选号码与特别号相同即中奖。',
  '2. 正码：所选号码与开出的前六个号码中任意一个相同即中奖。',
  '3. 半波：以特别号的波色与单双、大小组合为准。',
  '4. 生肖：以特别号对应的生肖为准，每年农历新年后生肖号码对应表随之更新。',
  '5. 尾数：以特别号的个位数为准。',
  '6. 开奖结果以官方公布为准，如遇争议以平台最终解释为准。',
];

function Rules({ collapsedHeight }: { collapsedHeight: number }) {
  const [open, setOpen] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const id = useId();
  return (
    <section
      style={{ margin: 12, padding: 16, borderRadius: 12, background: 'var(--jl-color-surface)' }}
    >
      <h3 style={{ margin: '0 0 8px', fontSize: 16 }}>玩法说明</h3>
      <Collapse
        open={open}
        id={id}
        collapsedHeight={collapsedHeight}
        onOverflowChange={setOverflows}
      >
        {rules.map((rule) => (
          <p
            key={rule}
            style={{ margin: '0 0 6px', lineHeight: 1.6, color: 'var(--jl-color-text-regular)' }}
          >
            {rule}
          </p>
        ))}
      </Collapse>
      {(overflows || collapsedHeight === 0) && (
        <div style={{ textAlign: 'center' }}>
          <ExpandToggle
            expanded={open}
            onToggle={() => setOpen(!open)}
            expandLabel="展开"
            collapseLabel="收起"
            controls={id}
          />
        </div>
      )}
    </section>
  );
}

const meta = {
  title: 'UI/Collapse',
  component: Collapse,
  args: { open: false },
} satisfies Meta<typeof Collapse>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A long text shows a faded preview; 展开 shows it all, 收起 folds it back. */
export const Preview: Story = {
  render: () => <Rules collapsedHeight={96} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '展开' }));
    await expect(canvas.getByRole('button', { name: '收起' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** Fully hidden until expanded. */
export const Hidden: Story = { render: () => <Rules collapsedHeight={0} /> };

/** The toggle alone, both states. */
export const Toggle: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, padding: 16 }}>
      <ExpandToggle expanded={false} onToggle={() => {}} expandLabel="展开" collapseLabel="收起" />
      <ExpandToggle expanded onToggle={() => {}} expandLabel="展开" collapseLabel="收起" />
    </div>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { DateField } from './DateField';

function Demo({ initial, clearable }: { initial: string; clearable?: boolean }) {
  const [start, setStart] = useState(initial);
  const [end, setEnd] = useState('2026-11-26');
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8, padding: 12 }}>
      <DateField
        label="开始日期"
        value={start}
        onChange={setStart}
        min="2026-08-26"
        max={end || '2026-11-26'}
        clearLabel={clearable ? '清除' : undefined}
      />
      <DateField label="结束日期" value={end} onChange={setEnd} min={start} max="2026-11-26" />
    </div>
  );
}

const meta = {
  title: 'UI/DateField',
  component: DateField,
  args: { label: '开始日期', value: '2026-11-01', onChange: () => {} },
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A range: the start cannot pass the end, nor the end the start; no future days. */
export const Range: Story = {
  render: () => <Demo initial="2026-11-01" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '开始日期 2026-11-01' }));
    const sheet = within(document.body).getByRole('dialog', { name: '开始日期' });
    await expect(sheet).toHaveTextContent('2026年11月');
    await userEvent.click(within(sheet).getByRole('button', { name: '2026年11月3日' }));
    await expect(canvas.getByRole('button', { name: '开始日期 2026-11-03' })).toBeVisible();
  },
};

/** Empty, with a clear button in the calendar. */
export const EmptyClearable: Story = {
  render: () => <Demo initial="" clearable />,
};

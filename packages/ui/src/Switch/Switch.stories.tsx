import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'UI/Switch',
  component: Switch,
  args: { checked: false, onChange: () => {}, 'aria-label': '开关' },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

function Setting() {
  const [on, setOn] = useState(true);
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
      <span id="notify-label">开奖提醒</span>
      <Switch checked={on} onChange={setOn} aria-labelledby="notify-label" />
    </div>
  );
}

/** A settings row: the label names the switch; a tap toggles it. */
export const Toggle: Story = {
  render: () => <Setting />,
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: '开奖提醒' });
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
  },
};

/** Every state. */
export const States: Story = {
  render: () => (
    <>
      <Switch checked={false} onChange={() => {}} aria-label="关" />
      <Switch checked onChange={() => {}} aria-label="开" />
      <Switch checked loading onChange={() => {}} aria-label="保存中" />
      <Switch checked disabled onChange={() => {}} aria-label="禁用（开）" />
      <Switch checked={false} disabled onChange={() => {}} aria-label="禁用（关）" />
      <Switch checked checkedText="开" uncheckedText="关" onChange={() => {}} aria-label="带文字" />
    </>
  ),
};

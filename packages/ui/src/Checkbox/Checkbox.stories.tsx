import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { checked: false, onChange: () => {} },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

function Agree() {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox checked={checked} onChange={setChecked}>
      我已阅读并同意《用户协议》
    </Checkbox>
  );
}

/** Tapping the label toggles the round box. */
export const Toggle: Story = {
  render: () => <Agree />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('我已阅读并同意《用户协议》'));
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

/** Every state side by side, round and square. */
export const States: Story = {
  render: () => (
    <>
      <Checkbox checked={false} onChange={() => {}}>
        未选中
      </Checkbox>
      <Checkbox checked onChange={() => {}}>
        已选中
      </Checkbox>
      <Checkbox checked={false} indeterminate onChange={() => {}}>
        部分选中
      </Checkbox>
      <Checkbox checked disabled onChange={() => {}}>
        已选中（禁用）
      </Checkbox>
      <Checkbox checked={false} disabled onChange={() => {}}>
        未选中（禁用）
      </Checkbox>
      <Checkbox checked shape="square" onChange={() => {}}>
        方形
      </Checkbox>
    </>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { OtpInput } from './OtpInput';

const meta = {
  title: 'UI/OtpInput',
  component: OtpInput,
  args: { label: '资金密码', value: '', onChange: () => {} },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <OtpInput {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof OtpInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Four masked digits; typing moves the focus forward. */
export const Masked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('资金密码 1'));
    await userEvent.keyboard('12');
    await expect(canvas.getByLabelText('资金密码 2')).toHaveValue('2');
    await expect(canvas.getByLabelText('资金密码 3')).toHaveFocus();
  },
};
/** Digits shown. */
export const Visible: Story = { args: { masked: false, value: '37' } };
/** Marked invalid after a wrong code. */
export const Invalid: Story = { args: { value: '0000', invalid: true } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PaymentLogo } from './PaymentLogo';

const meta = {
  title: 'UI/PaymentLogo',
  component: PaymentLogo,
  args: { method: 'bank', size: 40, label: '银行卡' },
} satisfies Meta<typeof PaymentLogo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One method's mark. */
export const One: Story = {};

/** Every method, at the cashier's size and larger. */
export const EveryMethod: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, padding: 16, alignItems: 'center' }}>
      <PaymentLogo method="bank" label="银行卡" />
      <PaymentLogo method="usdt" label="USDT" />
      <PaymentLogo method="eWallet" label="电子钱包" />
      <PaymentLogo method="directCharging" label="直充" />
      <PaymentLogo method="usdt" size={72} label="USDT 大" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(5);
  },
};

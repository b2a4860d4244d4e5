import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { vipRulesFixture } from '../../auth/accountFixtures';
import { VipCard } from './VipCard';

const meta = {
  title: 'Features/Profile/VipCard',
  component: VipCard,
  args: { vipLevel: 2, cycleBetAmount: 150_000, rules: vipRulesFixture },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof VipCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 150.00 of the 600.00 that VIP3 needs: 25 %. */
export const Progress: Story = {};
/** The next level reached already: 100 %. */
export const Full: Story = { args: { cycleBetAmount: 900_000 } };

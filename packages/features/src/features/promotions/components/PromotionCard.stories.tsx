import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryProviders } from '../../../app/storybook/StoryProviders';
import { promotionFixture, promotionListFixture } from '../promotionFixtures';
import { PromotionCard } from './PromotionCard';

/** A promotion card: cover, coloured name tag, period and domain. */
const meta = {
  title: 'Features/Promotions/PromotionCard',
  component: PromotionCard,
  decorators: [
    (Story) => (
      <StoryProviders>
        <div style={{ padding: 12, background: '#f5f6f7' }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof PromotionCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InApp: Story = {
  args: { promotion: promotionFixture() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('promotion-period')).toHaveTextContent(
      '2026/11/01~2026/12/31',
    );
  },
};

/** templateType 3: a tap opens its image URL outside the app. */
export const ExternalImage: Story = { args: { promotion: promotionListFixture.data[2]! } };

/** No domain label. */
export const NoDomain: Story = {
  args: { promotion: promotionFixture({ domain: '', color: '#6d28d9' }) },
};

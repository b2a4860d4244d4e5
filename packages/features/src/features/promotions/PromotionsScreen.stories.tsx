import { promotionKeys } from '@jinli/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { expect, within } from 'storybook/test';
import { LotteryStorySeed } from '../lottery/LotteryStorySeed';
import { StoryProviders } from '../../app/storybook/StoryProviders';
import { PromotionDetailScreen } from './PromotionDetailScreen';
import { promotionListFixture } from './promotionFixtures';
import { PromotionsScreen } from './PromotionsScreen';

/** The promotions screens on a seeded cache (no network). */
const meta = {
  title: 'Features/Promotions/Screens',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function Screen({ path, route, element }: { path: string; route: string; element: ReactNode }) {
  return (
    <StoryProviders path={path}>
      <LotteryStorySeed entries={[[promotionKeys.list(), promotionListFixture]]}>
        <Routes>
          <Route path={route} element={element} />
        </Routes>
      </LotteryStorySeed>
    </StoryProviders>
  );
}

export const List: Story = {
  render: () => <Screen path="/promotional" route="/promotional" element={<PromotionsScreen />} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByTestId('promotion-card')).toHaveLength(3);
    await expect(canvas.getByRole('tab', { name: '全部优惠' })).toBeInTheDocument();
  },
};

/** A classification tab chosen. */
export const Classified: Story = {
  render: () => (
    <Screen path="/promotional?tab=2" route="/promotional" element={<PromotionsScreen />} />
  ),
};

export const Detail: Story = {
  render: () => (
    <Screen
      path="/promotional/1/1"
      route="/promotional/:classifyType/:id"
      element={<PromotionDetailScreen />}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/2026\/11\/01~2026\/12\/31/),
    ).toBeInTheDocument();
  },
};

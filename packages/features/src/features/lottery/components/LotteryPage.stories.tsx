import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryProviders } from '../../../app/storybook/StoryProviders';
import { InfiniteScroll } from '@jinli/ui';
import { lotteryStrings } from '../strings';
import { LotteryPage } from './LotteryPage';
import '../screens/screens.css';

/** The lottery pages' frame and the end of an infinitely scrolled list. */
const meta = {
  title: 'Features/Lottery/LotteryPage',
  component: LotteryPage,
  args: { title: '开奖记录', children: null },
  decorators: [
    (Story) => (
      <StoryProviders path="/lottery-record">
        <Story />
      </StoryProviders>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LotteryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The frame with a list that has reached its end. */
export const EndOfList: Story = {
  args: {
    children: (
      <InfiniteScroll
        hasMore={false}
        loading={false}
        onLoadMore={() => {}}
        loadingText={lotteryStrings.loading}
        endText={lotteryStrings.noMore}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('没有更多数据了');
  },
};

/** Loading the next page. */
export const LoadingMore: Story = {
  args: {
    children: (
      <InfiniteScroll
        hasMore
        loading
        onLoadMore={() => {}}
        loadingText={lotteryStrings.loading}
        endText={lotteryStrings.noMore}
      />
    ),
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryProviders } from '../../storybook/StoryProviders';
import { ListEnd } from './ListEnd';
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
    children: <ListEnd hasMore={false} loading={false} onLoadMore={() => {}} />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('没有更多数据了');
  },
};

/** Loading the next page. */
export const LoadingMore: Story = {
  args: { children: <ListEnd hasMore loading onLoadMore={() => {}} /> },
};

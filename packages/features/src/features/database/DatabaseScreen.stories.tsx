import { gameDocumentKeys, staticDocumentKeys } from '@jinli/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appConfigFixture } from '../lottery/lotteryFixtures';
import { LotteryStorySeed } from '../lottery/LotteryStorySeed';
import { StoryProviders } from '../../app/storybook/StoryProviders';
import { documentsFixture, playCatesFixture } from './databaseFixtures';
import { DatabaseScreen } from './DatabaseScreen';

/** /databases on a seeded cache (no network). */
const meta = {
  title: 'Features/Database/DatabaseScreen',
  component: DatabaseScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DatabaseScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

function Seeded({
  documents,
  seedDocuments = true,
}: {
  documents?: number;
  seedDocuments?: boolean;
}) {
  const docs = documentsFixture(documents ?? 30);
  return (
    <StoryProviders path="/databases">
      <LotteryStorySeed
        entries={[
          [staticDocumentKeys.document('app_config'), appConfigFixture],
          [gameDocumentKeys.playCate(110), playCatesFixture()],
          ...(seedDocuments
            ? ([
                [
                  gameDocumentKeys.list({ gameId: 110 }),
                  { pages: [{ data: docs, totalCount: docs.length }], pageParams: [1] },
                ],
              ] as const)
            : []),
        ]}
      >
        <DatabaseScreen />
      </LotteryStorySeed>
    </StoryProviders>
  );
}

/** Documents of game 110 with nine categories (更多 opens the popup list). */
export const Loaded: Story = {
  render: () => <Seeded />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByTestId('database-document')).toHaveLength(30);
    await expect(canvas.getByRole('button', { name: '更多' })).toBeInTheDocument();
  },
};

/** The first page loading: 27 placeholder tiles. */
export const Loading: Story = {
  render: () => <Seeded seedDocuments={false} />,
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByTestId('database-loading');
    await expect(grid.children).toHaveLength(27);
  },
};

/** No documents: 暂无数据. */
export const Empty: Story = {
  render: () => <Seeded documents={0} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无数据')).toBeInTheDocument();
  },
};

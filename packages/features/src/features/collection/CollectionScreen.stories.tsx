import { collectionKeys } from '@jinli/api';
import type { UserCollection } from '@jinli/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { groupFixture, postersFixture } from '../gallery/galleryFixtures';
import { LotteryStorySeed } from '../lottery/LotteryStorySeed';
import { StoryProviders } from '../../app/storybook/StoryProviders';
import { CollectionScreen } from './CollectionScreen';

/** /my-collection on a seeded cache (no network). */
const meta = {
  title: 'Features/Collection/CollectionScreen',
  component: CollectionScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CollectionScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const poster = postersFixture(groupFixture({ groupId: 7, name: '管家婆' }), 1)[0]!;
const collection: UserCollection = {
  templates: [
    {
      templateId: 11,
      gameId: 110,
      name: '精选一肖',
      templateCode: 'mb03',
      playCateName: '特码',
      colorTheme: '#ff7a45,#d4380d',
      likedTime: 1_763_700_000,
    },
    {
      templateId: 12,
      gameId: 110,
      name: '三期必中',
      templateCode: 'mb09',
      playCateName: '生肖',
      colorTheme: '#36cfc9,#08979c',
      likedTime: 1_763_600_000,
    },
  ],
  galleryItems: [
    {
      galleryId: poster.id,
      groupId: poster.groupId,
      gameId: poster.gameId,
      name: poster.name,
      gameTurn: poster.gameTurn,
      imageUrl: poster.imageUrl,
      thumbUrl: poster.thumbUrl,
      likedTime: 1_763_700_000,
    },
  ],
  followedGames: [],
};

function Seeded({ path, data }: { path: string; data: UserCollection }) {
  return (
    <StoryProviders path={path}>
      <LotteryStorySeed entries={[[collectionKeys.all, data]]}>
        <CollectionScreen />
      </LotteryStorySeed>
    </StoryProviders>
  );
}

export const Templates: Story = {
  render: () => <Seeded path="/my-collection" data={collection} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByTestId('collection-template')).toHaveLength(
      2,
    );
  },
};

export const GalleryItems: Story = {
  render: () => <Seeded path="/my-collection?tab=gallery" data={collection} />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findAllByTestId('collection-gallery-item'),
    ).toHaveLength(1);
  },
};

export const Empty: Story = {
  render: () => (
    <Seeded path="/my-collection" data={{ templates: [], galleryItems: [], followedGames: [] }} />
  ),
};

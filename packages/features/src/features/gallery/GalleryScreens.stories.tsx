import { galleryKeys } from '@jinli/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { expect, within } from 'storybook/test';
import { appConfigFixture } from '../lottery/lotteryFixtures';
import { LotteryStorySeed } from '../lottery/LotteryStorySeed';
import { StoryProviders } from '../../app/storybook/StoryProviders';
import { GalleryDetailScreen } from './GalleryDetailScreen';
import { groupDetailFixture, groupsFixture, postersFixture } from './galleryFixtures';
import { GalleryGroupScreen } from './GalleryGroupScreen';
import { FIRST_GALLERY_PAGE, galleryListKey } from './galleryListRules';
import { GalleryScreen } from './GalleryScreen';

/** The gallery screens on a seeded cache (no network), each at its own route. */
const meta = {
  title: 'Features/Gallery/Screens',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const coloured = groupsFixture(110, 1);
const group = coloured[0]!;
const detail = groupDetailFixture(group, 8);

/** One loaded page of a list, as the list's infinite query caches it. */
function listPage(groups: typeof coloured, totalCount = groups.length) {
  return {
    pages: [{ part: { param: FIRST_GALLERY_PAGE, count: groups.length, totalCount }, groups }],
    pageParams: [FIRST_GALLERY_PAGE],
  };
}

function Screen({ path, route, element }: { path: string; route: string; element: ReactNode }) {
  return (
    <StoryProviders path={path}>
      <LotteryStorySeed
        entries={[
          [galleryKeys.games(), appConfigFixture.home_lottery_setting],
          [
            galleryListKey({ gameId: 110, groupType: 1, filter: 'popular', searchText: '' }),
            listPage(coloured),
          ],
          [
            galleryListKey({ gameId: 110, groupType: 1, filter: { letter: 'Q' }, searchText: '' }),
            listPage([]),
          ],
          [galleryKeys.detail(group.groupId), detail],
          [
            galleryKeys.items(group.groupId),
            {
              pages: [{ data: postersFixture(group, 12), totalCount: 12, page: 1 }],
              pageParams: [1],
            },
          ],
        ]}
      >
        <Routes>
          <Route path={route} element={element} />
        </Routes>
      </LotteryStorySeed>
    </StoryProviders>
  );
}

/** The popular list of game 110: cards with 第n期 and the 已更新 badge on recent groups. */
export const Gallery: Story = {
  render: () => (
    <Screen path="/gallery?chip=popular" route="/gallery" element={<GalleryScreen />} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByTestId('gallery-card')).toHaveLength(coloured.length);
    await expect(canvas.getAllByText('已更新').length).toBeGreaterThan(0);
  },
};

/** A letter without groups: 暂无数据. */
export const GalleryEmpty: Story = {
  render: () => <Screen path="/gallery?chip=Q" route="/gallery" element={<GalleryScreen />} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无数据')).toBeInTheDocument();
  },
};

/** The first page still loading: the card grid in outline, announced as 加载中. */
export const GalleryLoading: Story = {
  render: () => <Screen path="/gallery?chip=Z" route="/gallery" element={<GalleryScreen />} />,
};

/** A poster with its turns and the like button. */
export const Detail: Story = {
  render: () => (
    <Screen
      path={`/gallery-detail/110/${group.groupId}`}
      route="/gallery-detail/:gameId/:groupId"
      element={<GalleryDetailScreen />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('gallery-like')).toBeInTheDocument();
  },
};

/** A group's posters of every turn. */
export const Group: Story = {
  render: () => (
    <Screen
      path={`/gallery/${group.groupId}`}
      route="/gallery/:groupId"
      element={<GalleryGroupScreen />}
    />
  ),
};

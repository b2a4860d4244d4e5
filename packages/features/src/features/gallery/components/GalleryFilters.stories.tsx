import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { GalleryFilter, GalleryGroupType } from '../galleryListRules';
import { GalleryFilters } from './GalleryFilters';

/** The gallery's search box, 彩色/黑白 toggle and chips 全部, 热门, A-Z. */
const meta = {
  title: 'Features/Gallery/GalleryFilters',
  component: GalleryFilters,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof GalleryFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

function Interactive() {
  const [text, setText] = useState('');
  const [groupType, setGroupType] = useState<GalleryGroupType>(1);
  const [filter, setFilter] = useState<GalleryFilter>('all');
  return (
    <GalleryFilters
      text={text}
      onTextChange={setText}
      onSearch={() => undefined}
      groupType={groupType}
      onGroupTypeChange={setGroupType}
      filter={filter}
      onFilterChange={setFilter}
    />
  );
}

export const Default: Story = {
  args: {
    text: '',
    onTextChange: () => undefined,
    onSearch: () => undefined,
    groupType: 1,
    onGroupTypeChange: () => undefined,
    filter: 'all',
    onFilterChange: () => undefined,
  },
  render: () => <Interactive />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '黑白' }));
    await expect(canvas.getByRole('radio', { name: '黑白' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'M' }));
    await expect(canvas.getByRole('radio', { name: 'M' })).toHaveAttribute('aria-checked', 'true');
  },
};

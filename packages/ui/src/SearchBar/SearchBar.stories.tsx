import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { SearchBar } from './SearchBar';

const galleries = [
  '新澳门彩图',
  '香港彩图',
  '老澳门图纸',
  '六合彩正版资料',
  '马会传真',
  '新报跑狗图',
];

function GallerySearch() {
  const [value, setValue] = useState('');
  const [query, setQuery] = useState('');
  const results = galleries.filter((name) => name.includes(query));
  return (
    <div>
      <SearchBar
        value={value}
        onChange={setValue}
        onSearch={setQuery}
        placeholder="搜索图纸名称"
        clearLabel="清除"
      />
      <ul style={{ margin: 0, padding: '0 16px', listStyle: 'none' }} aria-label="结果">
        {results.map((name) => (
          <li
            key={name}
            style={{ padding: '12px 0', borderBottom: '1px solid var(--jl-color-border)' }}
          >
            {name}
          </li>
        ))}
      </ul>
    </div>
  );
}

const meta = {
  title: 'UI/SearchBar',
  component: SearchBar,
  args: { value: '', onChange: () => {}, placeholder: '搜索图纸名称' },
} satisfies Meta<typeof SearchBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Results follow the typing after 300 ms of quiet; × clears. */
export const FilterAsYouType: Story = {
  render: () => <GallerySearch />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox'), '澳门');
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(2));
  },
};

/** Empty, with the placeholder. */
export const Empty: Story = {};

/** With text and a cancel button. */
export const WithCancel: Story = {
  args: { value: '跑狗图', cancelText: '取消', onCancel: () => {} },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  BackIcon,
  ChevronDownIcon,
  ClearIcon,
  CloseIcon,
  CoinsIcon,
  CopyIcon,
  DocumentIcon,
  LinkIcon,
  NoticeIcon,
  SearchIcon,
  TeamIcon,
  UserAddIcon,
  UserListIcon,
} from './icons';

const icons = [
  ['返回', BackIcon],
  ['展开', ChevronDownIcon],
  ['清除', ClearIcon],
  ['关闭', CloseIcon],
  ['公告', NoticeIcon],
  ['搜索', SearchIcon],
  ['团队', TeamIcon],
  ['用户列表', UserListIcon],
  ['添加用户', UserAddIcon],
  ['链接', LinkIcon],
  ['收益', CoinsIcon],
  ['文档', DocumentIcon],
  ['复制', CopyIcon],
] as const;

/** The kit's line icons in currentColor, sized by the font size. */
function LineIconGrid() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 16, padding: 16 }}>
      {icons.map(([label, Icon]) => (
        <figure key={label} style={{ margin: 0, textAlign: 'center' }}>
          <span style={{ color: 'var(--jl-color-primary)', fontSize: 28 }}>
            <Icon title={label} />
          </span>
          <figcaption style={{ fontSize: 12 }}>{label}</figcaption>
        </figure>
      ))}
    </div>
  );
}

const meta = { title: 'UI/Icons/Line', component: LineIconGrid } satisfies Meta<
  typeof LineIconGrid
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(icons.length);
  },
};

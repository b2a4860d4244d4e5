import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../storybook/StoryProviders';
import { BottomMenu } from './BottomMenu';
import { themeMenus } from './menuConfig';
import type { MenuConfig } from '../context/menuRules';
import type { FeatureSwitches } from '../context/appSwitches';
import { visibleMenuItems } from '../context/menuRules';

interface Args {
  menu: MenuConfig;
  path: string;
  switches?: FeatureSwitches;
}

/** The bottom menu of each theme (DESIGN.md §6); tap 投注记录 while logged out for the login confirm. */
const meta = {
  title: 'Features/Shell/BottomMenu',
  render: ({ menu, path, switches = {} }) => (
    <StoryProviders path={path} menu={menu} switches={switches}>
      <div style={{ minHeight: 200, background: 'var(--jl-color-bg)' }} />
      <BottomMenu items={visibleMenuItems(menu, switches)} />
    </StoryProviders>
  ),
  parameters: { layout: 'fullscreen' },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Theme1: Story = { args: { menu: themeMenus.theme1, path: '/' } };
export const Theme2: Story = { args: { menu: themeMenus.theme2, path: '/' } };
/** theme2 with the Mark Six tab switched on instead of the game center. */
export const Theme2MarkSix: Story = {
  args: { menu: themeMenus.theme2, path: '/promotional', switches: { markSixTab: true } },
};
export const Theme3: Story = { args: { menu: themeMenus.theme3, path: '/' } };
export const Theme4: Story = { args: { menu: themeMenus.theme4, path: '/gallery' } };

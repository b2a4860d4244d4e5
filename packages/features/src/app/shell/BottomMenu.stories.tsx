import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../storybook/StoryProviders';
import { BottomMenu } from './BottomMenu';
import { exampleMenu, gameCenterOrMarkSix, menuItems } from './menuConfig';
import type { MenuConfig } from '../context/menuRules';
import type { FeatureSwitches } from '../context/appSwitches';
import { visibleMenuItems } from '../context/menuRules';

interface Args {
  menu: MenuConfig;
  path: string;
  switches?: FeatureSwitches;
}

/**
 * The bottom menu as apps compose it from `menuItems` (each brand its own, apps/theme*); tap 投注记录
 * while logged out for the login confirm.
 */
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

export const FiveTabs: Story = { args: { menu: exampleMenu, path: '/' } };

const switchedGameTab: MenuConfig = [
  menuItems.home,
  menuItems.promotions,
  ...gameCenterOrMarkSix,
  menuItems.betList,
  menuItems.profile,
];
/** Six items, one of two shown under a switch: the game center. */
export const SwitchedGameTab: Story = { args: { menu: switchedGameTab, path: '/' } };
/** The same menu with the switch on: the Mark Six game instead of the game center. */
export const SwitchedGameTabOn: Story = {
  args: { menu: switchedGameTab, path: '/promotional', switches: { markSixTab: true } },
};
/** The Mark Six game center as the middle tab, opened on 图库. */
export const MarkSixCenter: Story = {
  args: {
    menu: [
      menuItems.home,
      menuItems.gallery,
      menuItems.markSixGameCenter,
      menuItems.database,
      menuItems.profile,
    ],
    path: '/gallery',
  },
};

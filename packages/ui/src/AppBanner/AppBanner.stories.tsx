import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppBanner } from './AppBanner';

const LOGO =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="16" fill="#b5122f"/><circle cx="32" cy="32" r="14" fill="#fff"/></svg>',
  );

const meta = {
  title: 'UI/AppBanner',
  component: AppBanner,
  args: {
    iconSrc: LOGO,
    title: '下载锦鲤APP',
    subtitle: '开奖提醒更及时，体验更流畅',
    actionLabel: '立即下载',
    href: 'https://example.com/app.apk',
    closeLabel: '关闭',
    onClose: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The download banner: a link to the platform's download, and a close button. */
export const Download: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('region', { name: '下载锦鲤APP' });
    await expect(banner).toHaveStyle({ height: '56px' });
    await expect(canvas.getByRole('link', { name: '立即下载' })).toHaveAttribute(
      'href',
      'https://example.com/app.apk',
    );
    await userEvent.click(canvas.getByRole('button', { name: '关闭' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** The install prompt above the tab bar: a button (the browser's own install prompt). */
export const Install: Story = {
  args: {
    title: '把锦鲤添加到主屏幕',
    subtitle: '一键直达，无需下载',
    actionLabel: '添加',
    href: undefined,
    onAction: fn(),
    aboveTabBar: true,
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '添加' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

import { promotionKeys } from '@jinli/api';
import { useHomeAdsQuery } from '@jinli/api/react';
import type { AdSlot } from '@jinli/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { LotteryStorySeed } from '../../lottery/LotteryStorySeed';
import { StoryProviders } from '../../../app/storybook/StoryProviders';
import { LAUNCH_POPUP_KEY } from '../../../app/layout/launchPopup';
import { HomeAdModal } from './HomeAdModal';
import { HomeAdSlot } from './HomeAdSlot';

/** The home ad slots AD12 and AD02 and the once-per-visit AD11 modal, on seeded ads. */
const meta = {
  title: 'Features/Home/HomeAds',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function adImage(from: string, to: string, title: string, height = 160): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="${height}" viewBox="0 0 750 ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="750" height="${height}" fill="url(#g)"/><text x="40" y="${height / 2 + 18}" font-size="48" font-weight="700" fill="#fff" font-family="PingFang SC, Noto Sans CJK SC, sans-serif">${title}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const slots: AdSlot[] = [
  {
    templateCode: 'AD12',
    name: '首页顶部',
    ads: [
      {
        id: 1,
        title: '新用户注册送彩金',
        imageUrl: adImage('#f43f5e', '#9f1239', '新用户注册送彩金'),
        redirectUrl: '/auth/register',
        sort: 1,
      },
    ],
  },
  {
    templateCode: 'AD02',
    name: '首页中部',
    ads: [
      {
        id: 2,
        title: '六合彩直播',
        imageUrl: adImage('#0ea5e9', '#1e3a8a', '每晚 21:30 六合彩直播'),
        redirectUrl: '',
        sort: 1,
      },
    ],
  },
  {
    templateCode: 'AD11',
    name: '首页弹窗',
    ads: [
      {
        id: 3,
        title: '充值优惠',
        imageUrl: adImage('#f59e0b', '#b45309', '充值天天送', 400),
        redirectUrl: 'https://example.com',
        sort: 1,
      },
    ],
  },
];

/** Renders nothing until the ads are cached, like home. */
function Ready({ children }: { children: ReactNode }) {
  return useHomeAdsQuery().data ? <>{children}</> : null;
}

export const Slots: Story = {
  render: () => (
    <StoryProviders>
      <LotteryStorySeed entries={[[promotionKeys.homeAds(), slots]]}>
        <Ready>
          <HomeAdSlot code="AD12" />
          <HomeAdSlot code="AD02" />
        </Ready>
      </LotteryStorySeed>
    </StoryProviders>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('home-ad-AD12')).toBeInTheDocument();
    await expect(canvas.getByTestId('home-ad-AD02')).toBeInTheDocument();
  },
};

/**
 * AD11 opens once per browser session, and only as the visit's one launch popup (clear
 * sessionStorage jl_ad_modal_shown and jl_launch_popup to see it again).
 */
export const Modal: Story = {
  render: () => {
    sessionStorage.removeItem('jl_ad_modal_shown');
    sessionStorage.removeItem(LAUNCH_POPUP_KEY);
    return (
      <StoryProviders>
        <LotteryStorySeed entries={[[promotionKeys.homeAds(), slots]]}>
          <HomeAdModal />
        </LotteryStorySeed>
      </StoryProviders>
    );
  },
  play: async () => {
    await expect(await within(document.body).findByTestId('home-ad-modal')).toBeInTheDocument();
  },
};

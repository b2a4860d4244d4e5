// The AD11 modal opens once per visit, after the notice modal (spec §4).
import { promotionKeys } from '@jinli/api';
import type { AdSlot } from '@jinli/contract';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LotteryStorySeed } from '../../lottery/LotteryStorySeed';
import { readSession, writeSession } from '../../../app/session/browserStorage';
import { StoryProviders } from '../../../app/storybook/StoryProviders';
import { NOTICE_MODAL_SHOWN_KEY } from '../hooks/useNoticeModalOnce';
import { HomeAdModal, waitsForNoticeModal, type NoticeModalState } from './HomeAdModal';
import { AD_MODAL_SHOWN_KEY } from './homeAdsRules';

const slots: AdSlot[] = [
  {
    templateCode: 'AD11',
    name: '首页弹窗',
    ads: [{ id: 1, title: '充值天天送', imageUrl: '/ads/1.svg', redirectUrl: '', sort: 1 }],
  },
];

function renderModal(notice?: NoticeModalState) {
  return render(
    <StoryProviders>
      <LotteryStorySeed entries={[[promotionKeys.homeAds(), slots]]}>
        <HomeAdModal notice={notice} />
      </LotteryStorySeed>
    </StoryProviders>,
  );
}

afterEach(() => sessionStorage.clear());

describe('HomeAdModal', () => {
  it('opens once per visit', async () => {
    const first = renderModal();
    expect(await screen.findByTestId('home-ad-modal')).toBeInTheDocument();
    expect(readSession(AD_MODAL_SHOWN_KEY)).toBe('1');
    first.unmount();
    renderModal();
    expect(screen.queryByTestId('home-ad-modal')).toBeNull();
  });

  it('waits while the notice modal is open, loading or due', () => {
    expect(waitsForNoticeModal(undefined)).toBe(false);
    expect(waitsForNoticeModal({ open: true, loading: false, count: 1 })).toBe(true);
    expect(waitsForNoticeModal({ open: false, loading: true, count: 0 })).toBe(true);
    expect(waitsForNoticeModal({ open: false, loading: false, count: 2 })).toBe(true);
    writeSession(NOTICE_MODAL_SHOWN_KEY, '1');
    expect(waitsForNoticeModal({ open: false, loading: false, count: 2 })).toBe(false);
    expect(waitsForNoticeModal({ open: false, loading: false, count: 0 })).toBe(false);
  });

  it('stays closed while the notice modal is open', () => {
    renderModal({ open: true, loading: false, count: 1 });
    expect(screen.queryByTestId('home-ad-modal')).toBeNull();
    expect(sessionStorage.getItem(AD_MODAL_SHOWN_KEY)).toBeNull();
  });
});

// The AD11 modal (spec §2 Home, §4 "Notice modal and AD11 once per visit"): the slot's ads in a
// dialog the first time they are there in this browser session, when no other launch popup opened
// this visit (app/layout/launchPopup): after a notice modal its ads are in the notice centre
// instead, never a second dialog on top (issue 34).
import { useHomeAdsQuery } from '@jinli/api/react';
import { Button, Dialog } from '@jinli/ui';
import { useEffect, useState } from 'react';
import { claimLaunchPopup, launchPopupOfVisit } from '../../../app/layout/launchPopup';
import { readSession, writeSession } from '../../../app/session/browserStorage';
import { NOTICE_MODAL_SHOWN_KEY } from '../hooks/useNoticeModalOnce';
import { homeExtraStrings } from '../shortcutStrings';
import { useAssetUrl } from '../../../app/context/useAssetUrl';
import { useContentViewer } from '../../../shared/hooks/useContentViewer';
import { useOpenAd } from './HomeAdSlot';
import { AD_MODAL_SHOWN_KEY, adsOfSlot, HOME_AD_SLOT_CODES } from './homeAdsRules';
import './HomeAds.css';

/** What the AD11 modal needs to know of the notice modal, which goes first. */
export interface NoticeModalState {
  open: boolean;
  /** Notices still loading. */
  loading: boolean;
  count: number;
}

export interface HomeAdModalProps {
  /** The notice modal of the same visit; absent: nothing to wait for. */
  notice?: NoticeModalState;
}

/**
 * Whether the AD11 modal must wait: the notice modal is open, its notices are still loading, or
 * it is due this visit but not opened yet (its own effect runs after ours).
 */
export function waitsForNoticeModal(notice: NoticeModalState | undefined): boolean {
  if (!notice) return false;
  if (notice.open || notice.loading) return true;
  return notice.count > 0 && readSession(NOTICE_MODAL_SHOWN_KEY) !== '1';
}

/** Longest wait for the first picture before the dialog opens anyway, ms. */
export const AD_IMAGE_WAIT_MS = 1500;

export function HomeAdModal({ notice }: HomeAdModalProps) {
  const blocked = waitsForNoticeModal(notice);
  const ads = adsOfSlot(useHomeAdsQuery().data, HOME_AD_SLOT_CODES.modal, useContentViewer());
  const assetUrl = useAssetUrl();
  const openAd = useOpenAd();
  const [open, setOpen] = useState(false);
  const firstImage = ads[0] ? assetUrl(ads[0].imageUrl) : null;
  useEffect(() => {
    if (blocked || firstImage === null || readSession(AD_MODAL_SHOWN_KEY) === '1') return;
    const holder = launchPopupOfVisit();
    if (holder !== null && holder !== 'ad') return;
    // Opens once the first picture is there (or could not load), so the dialog never shows as an
    // empty box that then jumps to the picture's size; a slow picture waits at most AD_IMAGE_WAIT_MS.
    let done = false;
    const show = () => {
      if (done) return;
      done = true;
      // Another popup (the install drawer) may have opened while the picture loaded.
      if (!claimLaunchPopup('ad')) return;
      writeSession(AD_MODAL_SHOWN_KEY, '1');
      setOpen(true);
    };
    const picture = new Image();
    picture.onload = show;
    picture.onerror = show;
    picture.src = firstImage;
    const timer = setTimeout(show, AD_IMAGE_WAIT_MS);
    return () => {
      done = true;
      clearTimeout(timer);
    };
  }, [blocked, firstImage]);
  const close = () => setOpen(false);
  return (
    <Dialog
      open={open && ads.length > 0}
      title={homeExtraStrings.adTitle}
      onClose={close}
      className="jl-home-ad-modal"
      actions={
        <Button variant="primary" onClick={close}>
          {homeExtraStrings.adClose}
        </Button>
      }
    >
      <div className="jl-home-ad-modal__ads" data-testid="home-ad-modal">
        {ads.map((ad) => (
          <button
            key={ad.id}
            type="button"
            className="jl-home-ads__ad"
            onClick={() => {
              close();
              openAd(ad);
            }}
          >
            <img src={assetUrl(ad.imageUrl)} alt={ad.title} />
          </button>
        ))}
      </div>
    </Dialog>
  );
}

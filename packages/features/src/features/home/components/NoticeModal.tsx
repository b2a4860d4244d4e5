// The home notice modal, the notice centre: the index notices, each with its title and content,
// then the 活动推荐 (the AD11 ads) that no longer open a dialog of their own after it (one launch
// popup a visit, issue 34) and what else waits here (the install guide); closed with 我知道了.
import type { AdItem, Notice } from '@jinli/contract';
import { Button, Dialog } from '@jinli/ui';
import type { NoticeCentreOffer } from '../../../app/layout/noticeCentreOffers';
import { noticeTextBlock } from '../../../shared/noticeRules';
import { homeExtraStrings } from '../shortcutStrings';
import { homeStrings } from '../strings';
import './NoticeModal.css';
import './HomeAds.css';

export interface NoticeModalProps {
  open: boolean;
  notices: readonly Notice[];
  onClose: () => void;
  /**
   * The AD11 ads meant for the viewer (活动推荐), below the notices, their imageUrl resolved
   * already (useAssetUrl); none by default.
   */
  ads?: readonly AdItem[];
  /** A tap on an ad (after the modal closes). */
  onOpenAd?: (ad: AdItem) => void;
  /** What waits here after losing the visit's launch popup (the install guide), as buttons. */
  offers?: readonly NoticeCentreOffer[];
}

export function NoticeModal({
  open,
  notices,
  onClose,
  ads = [],
  onOpenAd,
  offers = [],
}: NoticeModalProps) {
  return (
    <Dialog
      open={open && notices.length > 0}
      title={homeStrings.noticeTitle}
      onClose={onClose}
      className="jl-notice-modal"
      actions={
        <Button variant="primary" onClick={onClose}>
          {homeStrings.noticeClose}
        </Button>
      }
    >
      <div className="jl-notice-modal__list">
        {notices.map((notice) => (
          <article key={notice.id} className="jl-notice-modal__item">
            <h3 className="jl-notice-modal__title">{notice.noticeTitle}</h3>
            <p className="jl-notice-modal__content">{noticeTextBlock(notice.noticeContent)}</p>
          </article>
        ))}
        {ads.length > 0 ? (
          <section className="jl-notice-modal__item" data-testid="notice-centre-ads">
            <h3 className="jl-notice-modal__title">{homeExtraStrings.adTitle}</h3>
            <div className="jl-notice-modal__ads">
              {ads.map((ad) => (
                <button
                  key={ad.id}
                  type="button"
                  className="jl-home-ads__ad"
                  onClick={() => {
                    onClose();
                    onOpenAd?.(ad);
                  }}
                >
                  <img src={ad.imageUrl} alt={ad.title} loading="lazy" />
                </button>
              ))}
            </div>
          </section>
        ) : null}
        {offers.length > 0 ? (
          <div className="jl-notice-modal__item jl-notice-modal__offers">
            {offers.map((offer) => (
              <Button
                key={offer.key}
                block
                onClick={() => {
                  onClose();
                  offer.open();
                }}
              >
                {offer.label}
              </Button>
            ))}
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}

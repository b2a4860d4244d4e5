// The scrolling notice line of the home screen (and the game center's): only notices with
// roll_notice 1 scroll by.
import type { Notice } from '@jinli/contract';
import { Marquee } from '@jinli/ui';
import { useMemo } from 'react';
import { noticePlainText, rollingNotices } from '../noticeRules';
import './NoticeMarquee.css';

export interface NoticeMarqueeProps {
  notices: readonly Notice[];
  loading?: boolean;
  /** Called with the tapped notice. */
  onNoticeClick?: (notice: Notice) => void;
}

export function NoticeMarquee({ notices, loading = false, onNoticeClick }: NoticeMarqueeProps) {
  const rolling = useMemo(() => rollingNotices(notices), [notices]);
  const items = useMemo(
    () => rolling.map((notice) => noticePlainText(notice.noticeContent)),
    [rolling],
  );
  if (loading)
    return <div className="jl-notice-marquee jl-notice-marquee--loading" aria-hidden="true" />;
  if (items.length === 0) return null;
  return (
    <div className="jl-notice-marquee" data-testid="notice-marquee">
      <Marquee
        items={items}
        onItemClick={
          onNoticeClick
            ? (index) => {
                const notice = rolling[index];
                if (notice) onNoticeClick(notice);
              }
            : undefined
        }
      />
    </div>
  );
}

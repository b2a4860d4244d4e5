// The home notice modal: the index notices, each with its title and content, closed with 我知道了.
import type { Notice } from '@jinli/contract';
import { Button, Dialog } from '@jinli/ui';
import { noticeTextBlock } from '../../../shared/noticeRules';
import { homeStrings } from '../strings';
import './NoticeModal.css';

export interface NoticeModalProps {
  open: boolean;
  notices: readonly Notice[];
  onClose: () => void;
}

export function NoticeModal({ open, notices, onClose }: NoticeModalProps) {
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
      </div>
    </Dialog>
  );
}

// The notice modal opens once per visit (spec §4: "Notice modal … once per visit"): the first
// time notices are there in this browser session, never again until the session ends. It is the
// visit's one launch popup (app/layout/launchPopup) unless another already opened.
import { useCallback, useEffect, useState } from 'react';
import { claimLaunchPopup } from '../../../app/layout/launchPopup';
import { readSession, writeSession } from '../../../app/session/browserStorage';

/** sessionStorage key set once the notice modal has been shown in this visit. */
export const NOTICE_MODAL_SHOWN_KEY = 'jl_notice_modal_shown';

export function useNoticeModalOnce(noticeCount: number): {
  open: boolean;
  show: () => void;
  close: () => void;
} {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (noticeCount === 0 || readSession(NOTICE_MODAL_SHOWN_KEY) === '1') return;
    if (!claimLaunchPopup('notice')) return;
    writeSession(NOTICE_MODAL_SHOWN_KEY, '1');
    setOpen(true);
  }, [noticeCount]);
  const show = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  return { open, show, close };
}

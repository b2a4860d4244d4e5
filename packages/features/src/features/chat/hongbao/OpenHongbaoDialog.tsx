// The opened red packet (issue 16: tapping the card opens it): the envelope with 開; a tap grabs a
// share with one Idempotency-Key for this opening (a retry after a failure reuses it, so a lost
// answer never takes twice). Got or already taken: on to the detail with the amount; all taken or
// expired: said on the envelope, with the way to the detail.
import { newIdempotencyKey, type ApiError } from '@jinli/api';
import { useGrabHongbaoMutation } from '@jinli/api/react';
import type { HongbaoGrabResult } from '@jinli/contract';
import { HongbaoEnvelope, Popup, toast, type HongbaoEnvelopePhase } from '@jinli/ui';
import { useState } from 'react';
import { ChatAvatar } from '../components/ChatAvatar';
import { hongbaoStrings as s } from './strings';
import './OpenHongbaoDialog.css';

/** The 開 turns at least this long (ms) so a fast answer still reads as opening. */
export const OPEN_MIN_SPIN_MS = 700;

export interface OpenHongbaoDialogProps {
  open: boolean;
  hongbaoId: string;
  greeting: string;
  sender: { nickname: string; avatarId: number };
  /** Known already (all taken or expired): the envelope says so at once, without 開. */
  doneMessage?: string | null;
  onClose(): void;
  /** To the packet's detail (after a share was taken, or 看看大家的手气). */
  onDetail(): void;
  /** ms; default OPEN_MIN_SPIN_MS (0 under prefers-reduced-motion). */
  minSpinMs?: number;
}

function reducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  );
}

export function OpenHongbaoDialog(props: OpenHongbaoDialogProps) {
  // The popup mounts its content per opening (and keeps it through the closing animation): each
  // opening has its own key and phase.
  return (
    <Popup
      open={props.open}
      position="center"
      onClose={props.onClose}
      ariaLabel={s.fromWhom(props.sender.nickname)}
      className="jl-hongbao-popup"
    >
      <Opening {...props} />
    </Popup>
  );
}

function Opening({
  hongbaoId,
  greeting,
  sender,
  doneMessage = null,
  onClose,
  onDetail,
  minSpinMs,
}: OpenHongbaoDialogProps) {
  const grab = useGrabHongbaoMutation();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [phase, setPhase] = useState<HongbaoEnvelopePhase>(doneMessage ? 'done' : 'closed');
  const [message, setMessage] = useState<string | null>(doneMessage);

  const open = () => {
    if (phase !== 'closed') return;
    setPhase('opening');
    const spin = minSpinMs ?? (reducedMotion() ? 0 : OPEN_MIN_SPIN_MS);
    const started = Date.now();
    const after = (then: () => void) =>
      setTimeout(then, Math.max(0, spin - (Date.now() - started)));
    grab.mutate(
      { id: hongbaoId, idempotencyKey },
      {
        onSuccess: (result: HongbaoGrabResult) =>
          after(() => {
            if (result.outcome === 'got' || result.outcome === 'already') {
              onDetail();
              return;
            }
            setMessage(result.outcome === 'empty' ? s.emptyMessage : s.expiredMessage);
            setPhase('done');
          }),
        onError: (error: ApiError) =>
          after(() => {
            setPhase('closed');
            toast.show(error.msg, { durationMs: 2000 });
          }),
      },
    );
  };

  return (
    <HongbaoEnvelope
      phase={phase}
      avatar={<ChatAvatar avatarId={sender.avatarId} nickname={sender.nickname} size={48} />}
      fromText={s.fromWhom(sender.nickname)}
      greeting={greeting}
      message={message ?? undefined}
      openText={s.openText}
      openLabel={s.openLabel}
      onOpen={open}
      detailText={s.seeDetail}
      onDetail={onDetail}
      closeLabel={s.close}
      onClose={onClose}
    />
  );
}

// A red packet's card in a room's message list (issue 16): its state for this viewer comes from
// the packet's detail (已领取 / 已抢完 / 已过期, faded), read for signed-in players only. A tap opens
// it: fresh, the envelope with 開; taken by the viewer, the detail; all taken or expired, the
// envelope saying so. Guests are sent to log in.
import { useHongbaoDetailQuery } from '@jinli/api/react';
import type { ChatHongbaoCard } from '@jinli/contract';
import { HongbaoCard } from '@jinli/ui';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginHref } from '../../../app/router/loginRedirect';
import { hongbaoDetailPath } from './hongbaoPaths';
import { hongbaoCardState, kindLabel } from './hongbaoView';
import { OpenHongbaoDialog } from './OpenHongbaoDialog';
import { hongbaoStrings as s } from './strings';

/** How long a card's detail is used before it is read again (ms). */
const CARD_STALE_MS = 15_000;

export interface HongbaoMessageCardProps {
  roomId: string;
  card: ChatHongbaoCard;
  sender: { nickname: string; avatarId: number };
  /** A signed-in player (guests cannot read or grab packets). */
  signedIn: boolean;
}

export function HongbaoMessageCard({ roomId, card, sender, signedIn }: HongbaoMessageCardProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const detail = useHongbaoDetailQuery(card.id, { enabled: signedIn, staleMs: CARD_STALE_MS });
  const [opening, setOpening] = useState(false);
  const packet = detail.data?.packet;
  const state = hongbaoCardState(packet);
  const toDetail = () => void navigate(hongbaoDetailPath(roomId, card.id));

  const onOpen = () => {
    if (!signedIn) {
      void navigate(loginHref(location.pathname));
      return;
    }
    if (packet?.myAmount !== null && packet?.myAmount !== undefined) toDetail();
    else setOpening(true);
  };

  const kind = kindLabel(card.kind);
  const doneMessage =
    packet?.status === 'finished'
      ? s.emptyMessage
      : packet?.status === 'expired'
        ? s.expiredMessage
        : null;
  return (
    <>
      <HongbaoCard
        greeting={card.greeting}
        kindLabel={kind}
        status={state.status}
        spent={state.spent}
        onOpen={onOpen}
        ariaLabel={s.cardLabel(card.greeting, kind, state.status)}
      />
      <OpenHongbaoDialog
        open={opening}
        hongbaoId={card.id}
        greeting={card.greeting}
        sender={sender}
        doneMessage={doneMessage}
        onClose={() => setOpening(false)}
        onDetail={() => {
          setOpening(false);
          toDetail();
        }}
      />
    </>
  );
}

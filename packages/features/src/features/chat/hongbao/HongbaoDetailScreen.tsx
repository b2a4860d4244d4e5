// /chat-rooms/{room_id}/hong-bao/{hongbao_id} (issue 16): one packet — the sender, the greeting,
// the viewer's share big, the progress line, and who took how much and when, with 手气最佳 on the
// largest share once every share is taken; the way to the viewer's history.
import { useHongbaoDetailQuery } from '@jinli/api/react';
import type { HongbaoClaim, HongbaoDetail } from '@jinli/contract';
import { DATE_FORMATS, formatEpochMs, formatMoney } from '@jinli/domain';
import { LuckiestBadge } from '@jinli/ui';
import { Link, useParams } from 'react-router';
import { AccountPage } from '../../../shared/components/AccountPage';
import { QueryState } from '../../../shared/components/QueryState';
import { useChatUtcOffset } from '../hooks/useChatUtcOffset';
import { chatRoomPath } from '../chatPaths';
import { ChatAvatar } from '../components/ChatAvatar';
import { hongbaoHistoryPath } from './hongbaoPaths';
import { hongbaoSummaryLine } from './hongbaoView';
import { hongbaoStrings as s } from './strings';
import './HongbaoDetailScreen.css';

export function HongbaoDetailScreen() {
  const params = useParams();
  const roomId = params.roomId ?? '';
  const hongbaoId = params.hongbaoId ?? '';
  const detail = useHongbaoDetailQuery(hongbaoId);
  return (
    <AccountPage
      title={s.detailTitle}
      fallback={chatRoomPath(roomId)}
      testId="hongbao-detail-screen"
      right={
        <Link className="jl-hongbao-detail__records" to={hongbaoHistoryPath(roomId, hongbaoId)}>
          {s.historyTitle}
        </Link>
      }
    >
      <QueryState
        pending={detail.isPending}
        error={detail.error}
        onRetry={() => void detail.refetch()}
      >
        {detail.data ? (
          <DetailBody detail={detail.data} historyPath={hongbaoHistoryPath(roomId, hongbaoId)} />
        ) : null}
      </QueryState>
    </AccountPage>
  );
}

export function DetailBody({
  detail,
  historyPath,
}: {
  detail: HongbaoDetail;
  historyPath: string;
}) {
  const { packet, claims } = detail;
  return (
    <div className="jl-hongbao-detail">
      <header className="jl-hongbao-detail__head">
        <div className="jl-hongbao-detail__arc" aria-hidden="true" />
        <div className="jl-hongbao-detail__avatar">
          <ChatAvatar
            avatarId={packet.sender.avatarId}
            nickname={packet.sender.nickname}
            size={52}
          />
        </div>
        <h2 className="jl-hongbao-detail__from">
          {s.fromWhom(packet.sender.nickname)}
          {packet.kind === 'lucky' ? (
            <span className="jl-hongbao-detail__pin" title={s.lucky}>
              {s.luckyTag}
            </span>
          ) : null}
        </h2>
        <p className="jl-hongbao-detail__greeting">{packet.greeting}</p>
        {packet.myAmount !== null ? (
          <>
            <p className="jl-hongbao-detail__mine" data-testid="hongbao-my-amount">
              {formatMoney(packet.myAmount)}
              <span className="jl-hongbao-detail__unit">{s.yuan}</span>
            </p>
            <p className="jl-hongbao-detail__saved">{s.saved}</p>
          </>
        ) : null}
      </header>
      <section className="jl-hongbao-detail__claims" aria-label={hongbaoSummaryLine(packet)}>
        <p className="jl-hongbao-detail__summary" data-testid="hongbao-summary">
          {hongbaoSummaryLine(packet)}
        </p>
        {claims.length === 0 ? (
          <p className="jl-hongbao-detail__empty">{s.noClaims}</p>
        ) : (
          <ul className="jl-hongbao-detail__list">
            {claims.map((claim) => (
              <ClaimRow key={`${claim.user.userId}-${claim.grabbedAt}`} claim={claim} />
            ))}
          </ul>
        )}
      </section>
      <Link className="jl-hongbao-detail__history" to={historyPath}>
        {s.myRecords}
      </Link>
    </div>
  );
}

function ClaimRow({ claim }: { claim: HongbaoClaim }) {
  // The company's clock, as the room writes this packet's message (never the device's).
  const offsetMinutes = useChatUtcOffset();
  return (
    <li className="jl-hongbao-detail__row" data-testid="hongbao-claim">
      <span className="jl-hongbao-detail__row-avatar">
        <ChatAvatar avatarId={claim.user.avatarId} nickname={claim.user.nickname} />
      </span>
      <span className="jl-hongbao-detail__who">
        <span className="jl-hongbao-detail__name">{claim.user.nickname}</span>
        <time
          className="jl-hongbao-detail__time"
          dateTime={new Date(claim.grabbedAt).toISOString()}
        >
          {formatEpochMs(claim.grabbedAt, DATE_FORMATS.dateTime, offsetMinutes)}
        </time>
      </span>
      <span className="jl-hongbao-detail__amount">
        {formatMoney(claim.amount)}
        {s.yuan}
        {claim.luckiest ? <LuckiestBadge label={s.luckiest} /> : null}
      </span>
    </li>
  );
}

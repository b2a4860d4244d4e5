// The award popup of a room (spec §4): the notice showing now, over the top of the messages.
import { formatMoney } from '@jinli/domain';
import { AwardNotice } from '@jinli/ui';
import { awardWinnerName } from './awardQueue';
import { hongbaoStrings as s } from './strings';
import { useAwardNotices } from './useAwardNotices';
import './AwardNoticeHost.css';

export function AwardNoticeHost({ roomId, showMs }: { roomId: string; showMs?: number }) {
  const current = useAwardNotices(roomId, showMs);
  if (!current) return null;
  const { notice } = current;
  const name = awardWinnerName(notice);
  const amount = `${formatMoney(notice.reward)}${s.yuan}`;
  return (
    <div className="jl-award-host">
      <AwardNotice
        key={current.key}
        message={
          <>
            {s.awardPrefix} <strong>{name}</strong> {s.awardIn} <strong>{notice.gameName}</strong>{' '}
            {s.awardWon}
          </>
        }
        amount={amount}
      />
    </div>
  );
}

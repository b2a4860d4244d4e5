// One bet record of the list: game and turn, play and what was bet with the odds, stake, status
// (domain betStatus text), payout and net once settled, the draw's numbers. Compact mode shows one
// line per record. In cancel mode the row is a checkbox: only cancelable rows can be picked; a tap
// on another row stays operable so that it can answer why (spec §5 refusal texts).
import type { BetRecord } from '@jinli/contract';
import { BET_STATUS, formatMoney, type BetStatusKind } from '@jinli/domain';
import { Checkbox } from '@jinli/ui';
import { DrawBallsRow } from '../../lottery/components/DrawBallsRow';
import { betStrings as s } from '../strings';

export interface BetRecordRowProps {
  record: BetRecord;
  statusKind: BetStatusKind;
  statusText: string;
  compact: boolean;
  /** In cancel mode: whether it is picked; undefined outside cancel mode. */
  picked?: boolean;
  cancelable?: boolean;
  onTap?(): void;
}

/**
 * The odds to show on a record: the server lists every prize level of the play ('红波 2.8 / 蓝波
 * 2.9 / 绿波 2.9'); when one level is named after what was bet, only that one applies.
 */
export function oddsShown(record: Pick<BetRecord, 'odds' | 'betInfo'>): string {
  const levels = record.odds.split(' / ');
  if (levels.length < 2) return record.odds;
  const own = levels.find((level) => level.startsWith(`${record.betInfo} `));
  return own ? own.slice(record.betInfo.length + 1) : record.odds;
}

/** Net of a settled record: reward − stake (+ won). */
export function netOf(record: BetRecord): number {
  return record.reward - record.totalMoney;
}

export function BetRecordRow({
  record,
  statusKind,
  statusText,
  compact,
  picked,
  cancelable = false,
  onTap,
}: BetRecordRowProps) {
  const settled = record.status === BET_STATUS.SETTLED;
  const net = netOf(record);
  const body = compact ? (
    <div className="jl-record__line">
      <span className="jl-record__play">
        {record.cateName} {record.betInfo}
      </span>
      <span>{formatMoney(record.totalMoney)}</span>
      <span className={`jl-record__status jl-record__status--${statusKind}`}>{statusText}</span>
    </div>
  ) : (
    <>
      <div className="jl-record__head">
        <span className="jl-record__game">
          {record.gameName} {s.turn(record.turnNum)}
        </span>
        <span className={`jl-record__status jl-record__status--${statusKind}`}>{statusText}</span>
      </div>
      <div className="jl-record__line">
        <span className="jl-record__play">
          {record.cateName} <strong>{record.betInfo}</strong> @{oddsShown(record)}
        </span>
        <span>
          {s.betAmount} {formatMoney(record.totalMoney)}
        </span>
      </div>
      {settled ? (
        <div className="jl-record__line">
          <span>
            {s.reward} {formatMoney(record.reward)}
          </span>
          <span className={net >= 0 ? 'jl-record__win' : 'jl-record__loss'}>
            {s.winLoss} {net > 0 ? '+' : ''}
            {formatMoney(net)}
          </span>
        </div>
      ) : null}
      {record.openNum ? (
        <div className="jl-record__draw" aria-label={s.openNum}>
          <DrawBallsRow openNum={record.openNum} size="sm" hideLabels />
        </div>
      ) : null}
      <div className="jl-record__meta">
        <span>{record.addTime}</span>
        <span>
          {record.model === 1 ? s.creditModel : s.officialModel} · {s.orderNo} {record.orderNo}
        </span>
      </div>
    </>
  );
  if (picked === undefined)
    return (
      <li className="jl-record" data-testid="bet-record" data-order-no={record.orderNo}>
        {body}
      </li>
    );
  return (
    <li
      className={`jl-record jl-record--selectable${cancelable ? '' : ' jl-record--locked'}`}
      data-testid="bet-record"
      data-order-no={record.orderNo}
    >
      <Checkbox
        checked={picked}
        onChange={() => onTap?.()}
        aria-label={`${s.orderNo} ${record.orderNo}`}
        className="jl-record__select"
      />
      <div className="jl-record__body" onClick={() => onTap?.()}>
        {body}
      </div>
    </li>
  );
}

// /agent/user-detail/{id} (issue 17): one member of the team — profile, balances, the newest bets
// and bills. A member outside the agent's team answers 用户不存在 (as if it did not exist).
import { useAgentSubUserDetailQuery } from '@jinli/api/react';
import type { AgentSubUserDetail } from '@jinli/contract';
import { BET_STATUS, BET_STATUS_TEXT, formatMoney, rebateRateText } from '@jinli/domain';
import { Empty } from '@jinli/ui';
import { Link, useParams } from 'react-router';
import { AccountPage } from '../../shared/components/AccountPage';
import { BillEntry } from '../wallet/components/BillEntry';
import { QueryState } from '../../shared/components/QueryState';
import { formatRecordDateTime } from '../../shared/formatRecordTime';
import { AGENT_PATHS } from './agentPaths';
import { Stat } from './components/Stat';
import { agentStrings } from './strings';
import './AgentScreens.css';

const s = agentStrings.detail;

type RecentBet = AgentSubUserDetail['recentBets'][number];

/** A recent bet's status: settled ones by their payout (the list carries no result code). */
function betStatus(bet: RecentBet): { text: string; tone: string } {
  if (bet.status === BET_STATUS.PENDING)
    return { text: BET_STATUS_TEXT.unsettled, tone: 'pending' };
  if (bet.status === BET_STATUS.SETTLED)
    return bet.reward > 0
      ? { text: BET_STATUS_TEXT.paidOut, tone: 'won' }
      : { text: BET_STATUS_TEXT.notWon, tone: 'lost' };
  if (bet.status === BET_STATUS.CANCELLED) return { text: BET_STATUS_TEXT.cancelled, tone: 'off' };
  if (bet.status === BET_STATUS.TRACK_STOPPED)
    return { text: BET_STATUS_TEXT.trackStopped, tone: 'off' };
  return { text: BET_STATUS_TEXT.unknown, tone: 'off' };
}

export function AgentUserDetailScreen() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  return (
    <AccountPage title={s.title} fallback={AGENT_PATHS.userList} testId="agent-user-detail">
      {valid ? <Detail userId={id} /> : <Empty text={agentStrings.userList.empty} />}
    </AccountPage>
  );
}

function Detail({ userId }: { userId: number }) {
  const detail = useAgentSubUserDetailQuery(userId);
  const data = detail.data;
  return (
    <QueryState
      pending={detail.isPending}
      error={detail.error}
      onRetry={() => void detail.refetch()}
    >
      {data ? (
        <>
          <section className="jl-agent-card">
            <h2 className="jl-agent-card__title">{s.profile}</h2>
            <dl className="jl-agent-rows">
              <Row label={s.account} value={data.user.account} />
              <Row label={s.type} value={agentStrings.accountType[data.user.accountType]} />
              <Row label={s.level} value={agentStrings.userList.vip(data.user.vipLevel)} />
              <Row label={s.rebate} value={rebateRateText(data.user.rebate)} />
              <Row label={s.parent} value={data.parentAccount} />
              <Row
                label={s.status}
                value={
                  data.user.online
                    ? agentStrings.userList.onlineYes
                    : agentStrings.userList.onlineNo
                }
              />
              <Row label={s.joined} value={formatRecordDateTime(data.user.registerTime)} />
              <Row
                label={s.lastLogin}
                value={
                  data.user.lastLoginTime === null
                    ? agentStrings.userList.never
                    : formatRecordDateTime(data.user.lastLoginTime)
                }
              />
              {data.user.accountType === 'agent' ? (
                <Row label={s.teamCount} value={String(data.user.teamCount)} />
              ) : null}
            </dl>
            {data.user.accountType === 'agent' ? (
              <div className="jl-agent-card__links">
                <Link
                  to={`${AGENT_PATHS.userList}?parentId=${data.user.userId}&parent=${encodeURIComponent(data.user.account)}`}
                >
                  {s.theirMembers}
                </Link>
                <Link
                  to={`${AGENT_PATHS.teamOverview}?userId=${data.user.userId}&account=${encodeURIComponent(data.user.account)}`}
                >
                  {s.teamReport}
                </Link>
              </div>
            ) : null}
          </section>
          <section className="jl-agent-card">
            <h2 className="jl-agent-card__title">{s.balances}</h2>
            <dl className="jl-agent-stats jl-agent-stats--3">
              <Stat
                label={s.total}
                value={formatMoney(data.user.money)}
                testId="agent-detail-money"
              />
              <Stat label={s.main} value={formatMoney(data.mainMoney)} />
              <Stat label={s.game} value={formatMoney(data.gameMoney)} />
            </dl>
          </section>
          <section className="jl-agent-card">
            <h2 className="jl-agent-card__title">{s.recentBets}</h2>
            {data.recentBets.length === 0 ? (
              <p className="jl-agent-card__empty">{s.noBets}</p>
            ) : (
              <ul className="jl-agent-records">
                {data.recentBets.map((bet) => {
                  const status = betStatus(bet);
                  return (
                    <li key={bet.orderNo} data-testid="agent-detail-bet">
                      <div className="jl-agent-records__main">
                        <span>
                          {bet.gameName} {s.turn(bet.turnNum)}
                        </span>
                        <span className="jl-agent-records__sub">
                          {bet.playName} · {bet.betInfo}
                        </span>
                        <span className="jl-agent-records__sub">
                          {formatRecordDateTime(bet.addTime)}
                        </span>
                      </div>
                      <div className="jl-agent-records__side">
                        <span>
                          {s.betAmount} {formatMoney(bet.amount)}
                        </span>
                        <span className={`jl-agent-status jl-agent-status--${status.tone}`}>
                          {status.text}
                          {bet.reward > 0 ? ` ${formatMoney(bet.reward)}` : ''}
                        </span>
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
          <section className="jl-agent-card">
            <h2 className="jl-agent-card__title">{s.recentBills}</h2>
            {data.recentBills.length === 0 ? (
              <p className="jl-agent-card__empty">{s.noBills}</p>
            ) : (
              <ul className="jl-agent-records">
                {data.recentBills.map((bill) => (
                  <li key={bill.id} data-testid="agent-detail-bill">
                    <BillEntry
                      block="jl-agent-records"
                      typeName={bill.typeName}
                      time={bill.time}
                      amount={bill.amount}
                      balanceAfter={bill.balanceAfter}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      ) : null}
    </QueryState>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="jl-agent-rows__row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

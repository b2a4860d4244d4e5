// /valid-withdraw and /valid-withdraw/{id} (spec §2, §3 Valid-withdraw): the turnover required
// since the last withdrawal, what is done and missing, and each credit's requirement.
import { useValidWithdrawDetailQuery, useValidWithdrawQuery } from '@jinli/api/react';
import type { ValidWithdrawRow } from '@jinli/contract';
import { formatMoney } from '@jinli/domain';
import { Empty } from '@jinli/ui';
import { Link, useParams } from 'react-router';
import { AccountPage } from '../../shared/components/AccountPage';
import { QueryState } from '../../shared/components/QueryState';
import { formatRecordDateTime } from '../../shared/formatRecordTime';
import { walletStrings as s } from './strings';
import './WalletScreens.css';

export function ValidWithdrawScreen() {
  const valid = useValidWithdrawQuery();
  const data = valid.data;
  return (
    <AccountPage
      title={s.validWithdrawTitle}
      fallback="/withdraw-money"
      testId="valid-withdraw-screen"
    >
      <QueryState
        pending={valid.isPending}
        error={valid.error}
        onRetry={() => void valid.refetch()}
      >
        {data ? (
          <>
            <section className="jl-wallet-card-box">
              <p className="jl-wallet-card-box__title">
                {data.yetWithdraw === 1
                  ? s.turnoverDone
                  : s.turnoverShort(formatMoney(data.sumAllDeduct))}
              </p>
              <dl className="jl-wallet-rows">
                {(
                  [
                    [s.requireDML, data.requireDML],
                    [s.sumAllDml, data.sumAllDml],
                    [s.sumAllDeduct, data.sumAllDeduct],
                    [s.relaxQuota, data.relaxQuota],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label} className="jl-wallet-rows__row">
                    <dt>{label}</dt>
                    <dd>{formatMoney(value)}</dd>
                  </div>
                ))}
              </dl>
            </section>
            {data.rows.length === 0 ? (
              <Empty text={s.empty} />
            ) : (
              <ul className="jl-wallet-list">
                {data.rows.map((row) => (
                  <li key={row.id}>
                    <Link className="jl-wallet-list__item" to={`/valid-withdraw/${row.id}`}>
                      <div className="jl-wallet-list__main">
                        <span>{row.typeName}</span>
                        <span className="jl-wallet-list__sub">
                          {formatRecordDateTime(row.createTime)}
                        </span>
                      </div>
                      <div className="jl-wallet-list__side">
                        <strong>
                          {formatMoney(row.doneAmount)} / {formatMoney(row.requiredAmount)}
                        </strong>
                        <span
                          className={`jl-wallet-status jl-wallet-status--${row.finished === 1 ? 'paid' : 'pending'}`}
                        >
                          {row.finished === 1 ? s.finished : s.unfinished}
                        </span>
                      </div>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : null}
      </QueryState>
    </AccountPage>
  );
}

function ValidRows({ row }: { row: ValidWithdrawRow }) {
  const rows: [string, string][] = [
    [s.billType, row.typeName],
    [s.creditAmount, formatMoney(row.creditAmount)],
    [s.requiredAmount, formatMoney(row.requiredAmount)],
    [s.doneAmount, formatMoney(row.doneAmount)],
    [s.createTime, formatRecordDateTime(row.createTime)],
    [s.orderStatus, row.finished === 1 ? s.finished : s.unfinished],
  ];
  return (
    <dl className="jl-wallet-rows">
      {rows.map(([label, value]) => (
        <div key={label} className="jl-wallet-rows__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ValidWithdrawDetailScreen() {
  const { id = '' } = useParams();
  const numericId = Number(id);
  const row = useValidWithdrawDetailQuery(
    Number.isInteger(numericId) && numericId > 0 ? numericId : 0,
  );
  return (
    <AccountPage title={s.detail} fallback="/valid-withdraw" testId="valid-withdraw-detail-screen">
      <QueryState pending={row.isPending} error={row.error} onRetry={() => void row.refetch()}>
        {row.data ? (
          <section className="jl-wallet-card-box">
            <ValidRows row={row.data} />
          </section>
        ) : null}
      </QueryState>
    </AccountPage>
  );
}

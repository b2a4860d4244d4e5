// /account-list: the bound withdraw accounts (numbers masked by the server) and the way to add one.
import { useBankListQuery } from '@jinli/api/react';
import { PAYMENT_CHANNEL_LABELS } from '@jinli/domain';
import { Button, Empty, Skeleton } from '@jinli/ui';
import { Link } from 'react-router';
import { formatRecordDate } from '../../shared/formatRecordTime';
import { AccountPage } from '../../shared/components/AccountPage';
import { settingsStrings as s } from './strings';
import './AccountListScreen.css';

export function AccountListScreen() {
  const banks = useBankListQuery();
  return (
    <AccountPage
      title={s.accountList}
      fallback="/security-center"
      testId="account-list-screen"
      right={
        <Link className="jl-bank-cards__add" to="/update-account">
          {s.addAccount}
        </Link>
      }
    >
      {banks.isPending ? (
        <Skeleton rows={4} label={s.loading} />
      ) : banks.isError ? (
        <Empty text={banks.error.msg}>
          <Button variant="primary" onClick={() => void banks.refetch()}>
            {s.retry}
          </Button>
        </Empty>
      ) : banks.data.length === 0 ? (
        <Empty text={s.noAccounts}>
          <Link className="jl-bank-cards__add jl-bank-cards__add--solid" to="/update-account">
            {s.addAccount}
          </Link>
        </Empty>
      ) : (
        <ul className="jl-bank-cards">
          {banks.data.map((card) => (
            <li key={card.id} className="jl-bank-cards__card" data-testid="bank-card">
              <div className="jl-bank-cards__row">
                <strong>{card.bankName}</strong>
                <span>{PAYMENT_CHANNEL_LABELS[card.kind]}</span>
              </div>
              <p className="jl-bank-cards__number">{card.cardNo}</p>
              <div className="jl-bank-cards__row jl-bank-cards__row--small">
                <span>{card.realName}</span>
                <time>{formatRecordDate(card.createTime)}</time>
              </div>
            </li>
          ))}
        </ul>
      )}
    </AccountPage>
  );
}

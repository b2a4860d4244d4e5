// One ledger row's content: its label and time, the signed amount and the balance after. Shared by
// /bills and the agent's member detail, each list keeping its own look: `block` names the list's
// BEM block, whose __main, __side and __sub elements style it.
import { formatMoney } from '@jinli/domain';
import { formatRecordDateTime } from '../../../shared/formatRecordTime';
import { walletStrings as s } from '../strings';
import '../../../shared/money.css';

export interface BillEntryProps {
  /** The list's CSS block, e.g. 'jl-wallet-list'. */
  block: string;
  typeName: string;
  /** Epoch ms. */
  time: number;
  /** Thousandths of a yuan, signed. */
  amount: number;
  balanceAfter: number;
}

export function BillEntry({ block, typeName, time, amount, balanceAfter }: BillEntryProps) {
  return (
    <>
      <div className={`${block}__main`}>
        <span>{typeName}</span>
        <span className={`${block}__sub`}>{formatRecordDateTime(time)}</span>
      </div>
      <div className={`${block}__side`}>
        <strong className={amount >= 0 ? 'jl-money--in' : 'jl-money--out'}>
          {amount > 0 ? '+' : ''}
          {formatMoney(amount)}
        </strong>
        <span className={`${block}__sub`}>
          {s.balanceAfter} {formatMoney(balanceAfter)}
        </span>
      </div>
    </>
  );
}

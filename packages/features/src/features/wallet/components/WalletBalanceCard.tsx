// The balance on top of a money screen (the cashier, the withdrawal), on the brand's gradient.
import type { ReactNode } from 'react';
import './WalletBalanceCard.css';

export function WalletBalanceCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className="jl-wallet-balance-card" aria-label={label}>
      <span className="jl-wallet-balance-card__label">{label}</span>
      <span className="jl-wallet-balance-card__amount">{children}</span>
    </section>
  );
}

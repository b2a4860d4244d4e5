// The profile's game wallet (spec §3: displayed money = money + liveMoney): the main and game
// wallets apart, and a one-tap recall that brings the game wallet back to the main wallet.
import { useLiveRecallMutation, useMoneyQuery } from '@jinli/api/react';
import { formatMoney } from '@jinli/domain';
import { toast } from '@jinli/ui';
import { gameCenterStrings as s } from '../strings';
import './GameWalletRecall.css';

export function GameWalletRecall() {
  const money = useMoneyQuery();
  const recall = useLiveRecallMutation();
  if (!money.data) return null;
  const { money: main, liveMoney } = money.data;
  return (
    <section className="jl-game-wallet" aria-label={s.gameWallet} data-testid="game-wallet">
      <div className="jl-game-wallet__cell">
        <span className="jl-game-wallet__label">{s.mainWallet}</span>
        <span className="jl-game-wallet__amount" data-testid="main-wallet-amount">
          {formatMoney(main)}
        </span>
      </div>
      <div className="jl-game-wallet__cell">
        <span className="jl-game-wallet__label">{s.gameWallet}</span>
        <span className="jl-game-wallet__amount" data-testid="game-wallet-amount">
          {formatMoney(liveMoney)}
        </span>
      </div>
      <button
        type="button"
        className="jl-game-wallet__recall"
        disabled={recall.isPending}
        aria-busy={recall.isPending}
        onClick={() =>
          recall.mutate(undefined, {
            onSuccess: () => toast.show(s.recalled),
            onError: (error) => toast.show(error.msg, { durationMs: 3000 }),
          })
        }
      >
        {recall.isPending ? s.recalling : s.recall}
      </button>
    </section>
  );
}

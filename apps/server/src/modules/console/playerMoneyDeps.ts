// What the console's players and money routes use beyond the console's own context: the wallet's
// settle paths, the players' sessions (a ban ends them), the chat's head counts (the dashboard)
// and the company's time zone. app.ts hands them over (playerMoney.ts).
import type { AuthService } from '../accounts/auth';
import type { ChatPresence } from '../chat/types';
import type { WalletService } from '../wallet/service';
import type { ConsoleContext } from './context';

export interface PlayerMoneyServices {
  wallet: Pick<WalletService, 'settleRecharge' | 'settleWithdrawal'>;
  sessions: Pick<AuthService, 'revokeOthers' | 'forgetUser'>;
  presence: Pick<ChatPresence, 'totals'>;
}

export interface PlayerMoneyDeps extends ConsoleContext, PlayerMoneyServices {
  /** The company's time zone (system_config time_zone), read through the one time-zone source. */
  timeZone: () => Promise<string>;
}

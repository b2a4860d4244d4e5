// What the console's players and money routes use beyond the console's own context: the wallet's
// settle paths, the players' sessions (a ban ends them), the chat (a ban closes its sockets; the
// dashboard reads its head counts) and the company's time zone. app.ts hands them over (playerMoney.ts).
import type { AuthService } from '../accounts/auth';
import type { ChatService } from '../chat/service';
import type { ChatPresence } from '../chat/types';
import type { WalletService } from '../wallet/service';
import type { ConsoleContext } from './context';

export interface PlayerMoneyServices {
  wallet: Pick<WalletService, 'settleRecharge' | 'settleWithdrawal'>;
  sessions: Pick<AuthService, 'revokeOthers' | 'forgetUser'>;
  presence: Pick<ChatPresence, 'totals'>;
  /** The chat's control events: a ban closes the player's open chat sockets on every instance. */
  chat: Pick<ChatService, 'control'>;
}

export interface PlayerMoneyDeps extends ConsoleContext, PlayerMoneyServices {
  /** The company's time zone (system_config time_zone), read through the one time-zone source. */
  timeZone: () => Promise<string>;
}

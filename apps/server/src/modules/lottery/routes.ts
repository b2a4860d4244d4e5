// Handlers of the lottery endpoints of the contract (open info, history, history dates, play
// categories); the service validates the game id against the enabled games.
import type { EndpointHandlers } from '../../http/endpoints';
import type { LotteryService } from './service';

export function lotteryHandlers(
  lottery: LotteryService,
): Pick<
  EndpointHandlers,
  | 'lotteryOpenInfo'
  | 'lotteryOpenInfoList'
  | 'lotteryHistory'
  | 'lotteryHistoryGroup'
  | 'gamePlayCategories'
> {
  return {
    lotteryOpenInfo: ({ query }) => lottery.openInfo(query.gameId),
    lotteryOpenInfoList: ({ query }) => lottery.openInfoList(query.gameIds),
    lotteryHistory: ({ query }) => lottery.history(query),
    lotteryHistoryGroup: ({ query }) => lottery.historyGroups(query),
    gamePlayCategories: ({ query }) => lottery.playCategories(query.gameId),
  };
}

// Betting tables: play odds, bets (orders) and their settlement, rebate claims.
export {};

// Betting: endpoint functions, query keys and hooks for play odds, placing bets, bet records,
// cancel and the rebate (spec §7 "Bets").
export {};

// Betting (spec §3 "Lottery bet record", §7 "Bets"): play types and odds, placing bets, bet
// records, cancel and the rebate (洗码). The endpoint table is spread into endpoints.ts.
import type { EndpointDef } from './endpointDef';

export const bettingEndpoints = {} as const satisfies Record<string, EndpointDef>;

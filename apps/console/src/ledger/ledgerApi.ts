// The ledger check (GET /console-api/operator/ledger/check; 管理员, 财务, 客服): run on demand,
// audited. Amounts are decimal strings of thousandths (sums may pass 2^53).
import { consoleApi } from '../api/client';

export interface LedgerDrift {
  kind: string;
  ref: string;
  detail: string;
  rows: Record<string, unknown>[];
}

export interface LedgerCheckReport {
  checkedAt: string;
  wallets: number;
  ledgerRows: number;
  totals: Record<string, string>;
  conservation: { held: string; accounted: string; drift: string };
  drift: LedgerDrift[];
  ok: boolean;
}

export const ledgerKey = ['ledger-check'] as const;

export const ledgerApi = {
  check: () => consoleApi.get<LedgerCheckReport>('/operator/ledger/check'),
};

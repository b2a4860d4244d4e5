// `jinli-server check-ledger [--json] [--data-dir …]`: the ledger check from the command line, on
// the database the server would open (DATABASE_URL or the PGlite folder). Prints the totals and
// every drift with its rows; exits 1 on drift, 2 when it cannot run. On PGlite the folder is
// locked by a running server: stop it, or ask the running server (GET /operator/ledger/check).
import { loadConfig } from '../../config';
import { DataDirLockedError, openDatabase } from '../../db/client';
import { checkLedger, describeDrift, type LedgerCheckReport } from './check';

export async function runLedgerCheckCommand(argv: string[]): Promise<number> {
  const json = argv.includes('--json');
  let database;
  try {
    const config = loadConfig(argv.filter((arg) => arg !== '--json'));
    database = await openDatabase(config.database);
    await database.migrate();
  } catch (error) {
    console.error(
      error instanceof DataDirLockedError
        ? `${error.message}\nA running server holds it: ask it instead (GET /operator/ledger/check).`
        : `check-ledger: ${(error as Error).message}`,
    );
    return 2;
  }
  try {
    const report = await checkLedger(database.db);
    console.log(json ? JSON.stringify(report, null, 2) : formatReport(report));
    return report.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

const yuan = (thousandths: string) => {
  const value = BigInt(thousandths);
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 1000n}.${(abs % 1000n).toString().padStart(3, '0')}`;
};

/** The report as an operator reads it in a terminal. */
export function formatReport(report: LedgerCheckReport): string {
  const t = report.totals;
  const lines = [
    `Ledger check at ${report.checkedAt}: ${report.wallets} wallets, ${report.ledgerRows} ledger rows`,
    `  held:      main ${yuan(t.mainWallets)} + game ${yuan(t.gameWallets)} + red packets ${yuan(t.unclaimedHongbao)}`,
    `             + pending withdrawals ${yuan(t.pendingWithdrawals)} + transfers in flight ${yuan(t.transfersInFlight)}`,
    `             = ${yuan(report.conservation.held)}`,
    `  accounted: recharges ${yuan(t.paidRecharges)} − withdrawals ${yuan(t.paidWithdrawals)} + operator ${yuan(t.operatorAdjustments)} + house ${yuan(t.houseNet)}`,
    `             = ${yuan(report.conservation.accounted)}`,
  ];
  if (report.ok) {
    lines.push('OK: no drift.');
    return lines.join('\n');
  }
  lines.push(`DRIFT: ${report.drift.length} finding(s)`);
  for (const [i, line] of describeDrift(report).entries()) {
    lines.push(`  ${line}`);
    for (const row of report.drift[i]?.rows ?? []) lines.push(`      ${JSON.stringify(row)}`);
  }
  return lines.join('\n');
}

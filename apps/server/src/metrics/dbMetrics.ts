// Database waits. postgres-js exposes no pool statistics (a query waits in its private queue), so
// the wait is measured where the app feels it: from asking for a transaction to running inside it
// (a free connection, then BEGIN), and each transaction's length. Every money path is a
// transaction, so this is the wait a bet or a grab sees under load. On PGlite (one connection) it
// is the wait for that connection.
import type { Db } from '../db/client';
import type { ServerMetrics } from './serverMetrics';

const OBSERVED = Symbol('jinli.observedTransactions');

/** Times every top-level transaction of `db` (once per handle, however often it is called). */
export function observeTransactions(db: Db, metrics: ServerMetrics): void {
  const handle = db as Db & { [OBSERVED]?: true };
  if (handle[OBSERVED]) return;
  handle[OBSERVED] = true;
  const transaction = db.transaction.bind(db);
  // Reassigned on the instance: Drizzle's transaction has no hook, and every service holds this
  // same handle. Nested transactions (savepoints) run on `tx` and are not counted again.
  handle.transaction = ((run, config) => {
    const asked = performance.now();
    let started = 0;
    const finished = () => {
      if (started > 0) metrics.dbTransaction.observe((performance.now() - started) / 1000);
    };
    const result = transaction((tx) => {
      started = performance.now();
      metrics.dbTransactionWait.observe((started - asked) / 1000);
      return run(tx);
    }, config);
    result.then(finished, finished);
    return result;
  }) as Db['transaction'];
}

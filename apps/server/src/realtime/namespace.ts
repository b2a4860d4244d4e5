// The per-deployment namespace of every Redis channel and key (DESIGN.md §4): deployments that
// share a Redis — two brands, or the test servers of one CI run — must never hear each other.
// A deployment is its database and its company: instances on one database and company share the
// namespace and behave as one; anything else gets its own unless the operator names it.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deploymentIdentity } from '../db/schema';

/**
 * The database's identity: made on the first call against a database (racing instances agree,
 * the insert is a no-op for all but one), then read. Not made by the migration, so that databases
 * copied from one migrated template (as the test suites do) still get identities of their own.
 */
export async function readDeploymentId(db: Db): Promise<string> {
  await db.insert(deploymentIdentity).values({ singleton: true }).onConflictDoNothing();
  const [row] = await db
    .select({ id: deploymentIdentity.id })
    .from(deploymentIdentity)
    .where(sql`${deploymentIdentity.singleton}`);
  if (!row) throw new Error('deployment_identity has no row after its insert');
  return row.id;
}

/**
 * The namespace: `override` as given (JINLI_REDIS_PREFIX) when set, else
 * `jinli:<companyCode>:<first 12 hex digits of the database identity>:`.
 */
export function redisNamespace(
  companyCode: string,
  deploymentId: string,
  override?: string | undefined,
): string {
  if (override) return override;
  return `jinli:${companyCode}:${deploymentId.replace(/-/g, '').slice(0, 12)}:`;
}

/** Reads the database identity and derives the namespace from it (or returns `override`). */
export async function deploymentNamespace(
  db: Db,
  companyCode: string,
  override?: string | undefined,
): Promise<string> {
  return override || redisNamespace(companyCode, await readDeploymentId(db));
}

// What the database's errors mean, read the same on both drivers: postgres-js and PGlite expose the
// SQLSTATE as `code` (Drizzle may wrap the driver's error in `cause`).

/** The driver errors in `error`'s cause chain, outermost first. */
function* causes(
  error: unknown,
): Generator<{ code?: unknown; constraint_name?: unknown; constraint?: unknown }> {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause)
    yield e as { code?: unknown; constraint_name?: unknown; constraint?: unknown };
}

/**
 * True when `error` is a unique violation (23505); of the index `constraint` when given
 * (postgres-js names it `constraint_name`, PGlite `constraint`).
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (const e of causes(error)) {
    if (e.code !== '23505') continue;
    if (constraint === undefined) return true;
    return e.constraint_name === constraint || e.constraint === constraint;
  }
  return false;
}

/**
 * Unique violations by SQLSTATE and constraint name, the same on PGlite and PostgreSQL: drizzle
 * wraps the driver's error (`DrizzleQueryError`), whose `cause` (or a deeper one) carries the
 * driver's `code` and `constraint` fields (node-postgres and PGlite both name them so).
 */

/** SQLSTATE of a unique violation (PostgreSQL appendix A, class 23). */
export const UNIQUE_VIOLATION = '23505';

/** How deep a chain of `cause`s is followed (drizzle adds one level, a wrapper perhaps another). */
const MAX_DEPTH = 5;

/**
 * Whether `error` (or one of its causes) is a unique violation (SQLSTATE 23505) of the constraint
 * or unique index `constraint` (e.g. `credit_ledger_reference_key`). Any other error, a unique
 * violation of another constraint, or a value that is no error: false.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const failure = databaseFailure(error);
  return failure?.code === UNIQUE_VIOLATION && failure.constraint === constraint;
}

/**
 * The SQLSTATE of `error` or of the first of its causes that carries one (e.g. `40P01`), or
 * undefined for an error that did not come from the database.
 */
export function sqlStateOf(error: unknown): string | undefined {
  return databaseFailure(error)?.code;
}

/** The first of `error` and its causes with a string `code`: the driver's error. */
function databaseFailure(error: unknown): { code: string; constraint?: unknown } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_DEPTH && current && typeof current === 'object'; depth += 1) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof code === 'string') return { code, constraint };
    current = cause;
  }
  return undefined;
}

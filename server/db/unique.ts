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
  let current: unknown = error;
  for (let depth = 0; depth < MAX_DEPTH && current && typeof current === 'object'; depth += 1) {
    const {
      code,
      constraint: name,
      cause,
    } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === UNIQUE_VIOLATION) return name === constraint;
    current = cause;
  }
  return false;
}

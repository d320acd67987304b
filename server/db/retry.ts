/**
 * Retrying a statement PostgreSQL aborted to break a deadlock. Two transactions that lock the same
 * objects in opposite order (e.g. two processes attaching pg-boss queue partitions to one table at
 * their first start) end with one of them aborted by SQLSTATE 40P01; nothing of it was applied, so
 * running it again is safe when the work is idempotent.
 */
import { sqlStateOf } from './unique.ts';

/** SQLSTATE of a transaction aborted to break a deadlock (PostgreSQL appendix A, class 40). */
export const DEADLOCK_DETECTED = '40P01';

/**
 * Run `work`, again when it fails with a deadlock (SQLSTATE 40P01, also as a cause), at most
 * `attempts` times in all; resolves with its value. Any other error, or the last deadlock, is
 * thrown as it is. Only for idempotent work (each attempt starts over on a rolled-back state).
 */
export async function retryOnDeadlock<T>(work: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || sqlStateOf(error) !== DEADLOCK_DETECTED) throw error;
    }
  }
}

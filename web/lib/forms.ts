import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';

/**
 * Put a server's validation answer on the form's fields; answers the general message to show
 * above the form (or null when every problem belongs to a field).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  known: ReadonlyArray<Path<T>>,
): string | null {
  if (!(error instanceof ApiError)) return String(error);
  let general: string | null = error.code === 'validation' ? null : error.message;
  for (const [field, message] of Object.entries(error.fields)) {
    if ((known as readonly string[]).includes(field)) setError(field as Path<T>, { message });
    else general = message;
  }
  return general;
}

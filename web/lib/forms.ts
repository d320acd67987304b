import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api';
import { useSettings } from './queries';

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

/**
 * Hook answering the translation of a field's validation message (an i18n key from the common
 * schemas, e.g. `validation.too_young` with the site's `min_age`); a message that is no key is
 * shown as it is, and no message gives undefined.
 */
export function useFieldMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  return (message) =>
    message ? t(message, { min_age: settings?.min_age ?? 18, defaultValue: message }) : undefined;
}

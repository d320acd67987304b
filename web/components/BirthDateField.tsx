import { type Ref, useId, useState } from 'react';
import { type Control, Controller, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type DatePart, useFormat } from '../lib/format';

/** The oldest age the year list reaches back to. */
const OLDEST_AGE = 100;

type Parts = Record<DatePart, string>;

const EMPTY: Parts = { day: '', month: '', year: '' };

/** The day, month and year of an ISO `YYYY-MM-DD` value (empty parts for anything else). */
function split(value: string): Parts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return EMPTY;
  const [, year = '', month = '', day = ''] = match;
  return { day: String(Number(day)), month: String(Number(month)), year };
}

/** The ISO `YYYY-MM-DD` value of chosen parts, or '' until all three are chosen. */
function join({ day, month, year }: Parts): string {
  if (!day || !month || !year) return '';
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/**
 * A birth date as three selects (day, month by name in the site language, year), ordered as the
 * site language writes dates, inside a fieldset with the label as its legend. Unlike a native
 * date input it never shows the browser's format ("mm/dd/yyyy" in an English browser on a Dutch
 * site). `value` and `onChange` carry the ISO `YYYY-MM-DD` string the schemas check ('' until
 * day, month and year are all chosen; an impossible day such as 31 February is passed on for the
 * schema to reject as "Ongeldige geboortedatum."). The year list runs from the year in which a
 * member of `minAge` was born back 100 years. `inputRef` receives the first select, so a form can
 * focus the field on an error.
 */
export function BirthDateField({
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  minAge,
  error,
  hint,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLSelectElement>;
  minAge: number;
  error?: string | undefined;
  hint?: string | undefined;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const id = useId();
  const current = value ?? '';
  const [parts, setParts] = useState<Parts>(() => split(current));
  const [seen, setSeen] = useState(current);
  // A value set from outside (the saved profile, a reset) replaces what the selects show.
  if (current !== seen) {
    setSeen(current);
    if (current !== join(parts)) setParts(split(current));
  }
  const choose = (part: DatePart, chosen: string) => {
    const next = { ...parts, [part]: chosen };
    setParts(next);
    const iso = join(next);
    setSeen(iso);
    onChange(iso);
  };

  const newest = new Date().getFullYear() - minAge;
  const years = Array.from({ length: OLDEST_AGE - minAge + 1 }, (_, i) => String(newest - i));
  if (parts.year && !years.includes(parts.year)) years.push(parts.year);
  const options: Record<DatePart, Array<{ value: string; text: string }>> = {
    day: Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), text: String(i + 1) })),
    month: format.monthNames().map((name, i) => ({ value: String(i + 1), text: name })),
    year: years.map((y) => ({ value: y, text: y })),
  };
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');

  return (
    <fieldset className="mb-3">
      <legend className="form-label fw-semibold fs-6 mb-2">{label}</legend>
      <div className="birth-date-fields">
        {format.dateFieldOrder().map((part, index) => (
          <div key={part} className={`birth-date-${part}`}>
            <label htmlFor={`${id}-${part}`} className="form-label small mb-1">
              {t(`signup.date_field.${part}`)}
            </label>
            <select
              id={`${id}-${part}`}
              ref={index === 0 ? inputRef : undefined}
              // A red border without Bootstrap's invalid icon, which leaves no room for "31" or
              // "september" in three selects side by side on a phone.
              className={`form-select${error ? ' border-danger' : ''}`}
              autoComplete={`bday-${part}`}
              aria-invalid={Boolean(error)}
              {...(describedBy ? { 'aria-describedby': describedBy } : {})}
              value={parts[part]}
              onChange={(event) => choose(part, event.target.value)}
              onBlur={onBlur}
            >
              <option value="">–</option>
              {options[part].map((option) => (
                <option key={option.value} value={option.value}>
                  {option.text}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {hint && !error && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}

/**
 * `BirthDateField` bound to the `date_of_birth` field of a react-hook-form form (signup and the
 * own profile), with the site's minimum age and the translated error.
 */
export function BirthDateControl<T extends { date_of_birth: string }>({
  control,
  minAge,
  error,
  hint,
}: {
  control: Control<T>;
  minAge: number;
  error?: string | undefined;
  hint?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={'date_of_birth' as FieldPath<T>}
      render={({ field }) => (
        <BirthDateField
          label={t('signup.date_of_birth')}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          minAge={minAge}
          error={error}
          hint={hint}
        />
      )}
    />
  );
}

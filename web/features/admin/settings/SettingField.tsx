/**
 * One setting's control on the site page (issue "Back office" §5) and the conversion between the
 * stored value and what the control edits (amounts in euros ↔ cents, lists ↔ lines).
 */
import { useId } from 'react';
import { FormField } from '../../../components/FormField';
import { useFormat } from '../../../lib/format';
import { useBackofficeTranslation } from '../i18n';
import type { FieldSpec, SectionSpec } from './fields';
import { centsFromText, textFromCents } from './money';

type Costs = Record<string, { costs: number; currency: string }>;
/** A field's value while it is edited: text, a switch, chosen options, or euros per country. */
export type Draft = string | boolean | string[] | Record<string, string>;

/** The stored value as the control edits it (`decimal`: the staff member's decimal sign). */
export function toDraft(spec: FieldSpec, value: unknown, decimal: string): Draft {
  switch (spec.kind) {
    case 'bool':
      return Boolean(value);
    case 'multi':
      return Array.isArray(value) ? value.map(String) : [];
    case 'lines':
      return Array.isArray(value) ? value.join('\n') : '';
    case 'costs':
      return Object.fromEntries(
        Object.entries((value ?? {}) as Costs).map(([country, c]) => [
          country,
          textFromCents(c.costs, decimal),
        ]),
      );
    default:
      return value === undefined || value === null ? '' : String(value);
  }
}

/**
 * The edited value as the API takes it. Numbers and amounts that do not parse are sent as typed,
 * so that the server names the field.
 */
export function fromDraft(spec: FieldSpec, draft: Draft, stored: unknown): unknown {
  switch (spec.kind) {
    case 'number': {
      const text = String(draft).trim();
      return text !== '' && Number.isFinite(Number(text)) ? Number(text) : text;
    }
    case 'lines':
      return String(draft)
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
    case 'costs': {
      const old = (stored ?? {}) as Costs;
      return Object.fromEntries(
        Object.entries(draft as Record<string, string>)
          .filter(([, text]) => text.trim() !== '')
          .map(([country, text]) => [
            country,
            { costs: centsFromText(text) ?? -1, currency: old[country]?.currency ?? 'EUR' },
          ]),
      );
    }
    case 'text':
    case 'textarea':
    case 'email':
    case 'tel':
    case 'url':
      return String(draft).trim();
    default:
      return draft;
  }
}

/** One field's control with its label, hint and error. */
export function Field({
  spec,
  value,
  onChange,
  error,
  countries,
  source,
}: {
  spec: FieldSpec;
  value: Draft;
  onChange: (value: Draft) => void;
  error: string | undefined;
  countries: string[];
  source: SectionSpec['source'];
}) {
  const { t } = useBackofficeTranslation();
  const format = useFormat();
  const id = useId();
  const label = t(`settings.${source}_fields.${spec.key}`);
  const hint =
    spec.kind === 'number'
      ? t('settings.range', { min: format.number(spec.min), max: format.number(spec.max) })
      : t(`settings.${source}_hints.${spec.key}`, { defaultValue: '' }) || undefined;
  if (spec.kind === 'bool') {
    return (
      <div className="form-check form-switch mb-3">
        <input
          className={`form-check-input${error ? ' is-invalid' : ''}`}
          type="checkbox"
          role="switch"
          aria-checked={value as boolean}
          id={id}
          checked={value as boolean}
          onChange={(e) => onChange(e.target.checked)}
        />
        <label className="form-check-label" htmlFor={id}>
          {label}
        </label>
        {error && <div className="invalid-feedback d-block">{error}</div>}
      </div>
    );
  }
  if (spec.kind === 'multi' || spec.kind === 'costs') {
    const chosen = value as string[] | Record<string, string>;
    return (
      <fieldset className="mb-3" aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="form-label fw-semibold fs-6 mb-1">{label}</legend>
        {spec.kind === 'multi' ? (
          <div className="d-flex flex-wrap gap-2">
            {spec.options.map((option) => {
              const list = chosen as string[];
              return (
                <div key={option} className="form-check form-check-inline me-0 border rounded px-2 py-1">
                  <input
                    className="form-check-input ms-0 me-1"
                    type="checkbox"
                    id={`${id}-${option}`}
                    checked={list.includes(option)}
                    onChange={(e) =>
                      onChange(e.target.checked ? [...list, option] : list.filter((o) => o !== option))
                    }
                  />
                  <label className="form-check-label small" htmlFor={`${id}-${option}`}>
                    {option}
                  </label>
                </div>
              );
            })}
          </div>
        ) : (
          <div className="row g-2">
            {countries.map((country) => (
              <div key={country} className="col-6 col-sm-4">
                <label className="form-label small mb-0" htmlFor={`${id}-${country}`}>
                  {format.region(country)} (€)
                </label>
                <input
                  id={`${id}-${country}`}
                  className="form-control"
                  inputMode="decimal"
                  value={(chosen as Record<string, string>)[country] ?? ''}
                  onChange={(e) =>
                    onChange({ ...(chosen as Record<string, string>), [country]: e.target.value })
                  }
                />
              </div>
            ))}
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
  return (
    <FormField label={label} hint={hint} error={error}>
      {(p) =>
        spec.kind === 'select' ? (
          <select
            {...p}
            className={p.className.replace('form-control', 'form-select')}
            value={value as string}
            onChange={(e) => onChange(e.target.value)}
          >
            {spec.options.map((option) => (
              <option key={option} value={option}>
                {spec.key === 'signups'
                  ? t(`settings.signups.${option}`)
                  : `${option} – ${format.region(option)}`}
              </option>
            ))}
          </select>
        ) : spec.kind === 'textarea' || spec.kind === 'lines' ? (
          <textarea
            {...p}
            rows={spec.kind === 'lines' ? 3 : 4}
            value={value as string}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : (
          <input
            {...p}
            type={spec.kind === 'number' ? 'number' : spec.kind}
            {...(spec.kind === 'number'
              ? { min: spec.min, max: spec.max, step: 1, inputMode: 'numeric' as const }
              : {})}
            {...('max' in spec && spec.kind !== 'number' ? { maxLength: spec.max } : {})}
            value={value as string}
            onChange={(e) => onChange(e.target.value)}
          />
        )
      }
    </FormField>
  );
}

import type { AdminSite } from '@common/schemas/site-admin';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import { useBackofficeTranslation } from '../i18n';
import type { SectionSpec } from './fields';
import { decimalSeparator } from './money';
import { useUpdateCompany, useUpdateSettings } from './queries';
import { type Draft, Field, fromDraft, toDraft } from './SettingField';

/**
 * One section of the site page (issue "Back office" §5): its fields prefilled with the stored
 * values; saving sends only what changed (`PUT …/settings` or `…/company`) and shows the
 * server's message under each field it refused. Fields the server configuration sets are marked.
 */
export function SettingsForm({ site, section }: { site: AdminSite; section: SectionSpec }) {
  const { t } = useBackofficeTranslation();
  const format = useFormat();
  const decimal = decimalSeparator(format.tag);
  const stored = (section.source === 'settings' ? site.settings : site.company) as Record<string, unknown>;
  const initial = () =>
    Object.fromEntries(section.fields.map((spec) => [spec.key, toDraft(spec, stored[spec.key], decimal)]));
  const [draft, setDraft] = useState<Record<string, Draft>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<'saved' | 'unchanged' | null>(null);
  const [general, setGeneral] = useState<string | null>(null);
  const settings = useUpdateSettings(site.domain);
  const company = useUpdateCompany(site.domain);
  const save = section.source === 'settings' ? settings : company;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setGeneral(null);
    setStatus(null);
    const patch: Record<string, unknown> = {};
    for (const spec of section.fields) {
      const value = fromDraft(spec, draft[spec.key] ?? '', stored[spec.key]);
      if (JSON.stringify(value) !== JSON.stringify(stored[spec.key])) patch[spec.key] = value;
    }
    if (Object.keys(patch).length === 0) {
      setStatus('unchanged');
      return;
    }
    try {
      const site = await save.mutateAsync(patch);
      const now = (section.source === 'settings' ? site.settings : site.company) as Record<string, unknown>;
      setDraft(
        Object.fromEntries(section.fields.map((spec) => [spec.key, toDraft(spec, now[spec.key], decimal)])),
      );
      setStatus('saved');
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        const byField: Record<string, string> = {};
        for (const [path, message] of Object.entries(error.fields))
          byField[path.split('.')[0] ?? path] ??= message;
        setErrors(byField);
      } else setGeneral(error instanceof Error ? error.message : t('settings.failed'));
    }
  };

  const configured = section.fields.filter((spec) => site.configured.includes(spec.key));
  const countries = site.settings.countries;
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`section-${section.id}`}>
      <h2 id={`section-${section.id}`} className="h5 mb-3">
        {t(`settings.sections.${section.id}`)}
      </h2>
      {configured.length > 0 && (
        <div className="alert alert-info small" role="note">
          {t('settings.configured', {
            fields: configured.map((s) => t(`settings.${section.source}_fields.${s.key}`)).join(', '),
          })}
        </div>
      )}
      {general && (
        <div className="alert alert-danger" role="alert">
          {general}
        </div>
      )}
      {section.fields.map((spec) => (
        <Field
          key={spec.key}
          spec={spec}
          value={draft[spec.key] ?? ''}
          onChange={(value) => setDraft((d) => ({ ...d, [spec.key]: value }))}
          error={errors[spec.key]}
          countries={countries}
          source={section.source}
        />
      ))}
      <div className="d-flex flex-wrap align-items-center gap-3 sticky-bottom bg-body py-2 border-top">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {t('settings.save')}
        </button>
        <span role="status" className="small">
          {status === 'saved' && <span className="text-success">{t('settings.saved')}</span>}
          {status === 'unchanged' && <span className="text-body-secondary">{t('settings.unchanged')}</span>}
          {Object.keys(errors).length > 0 && <span className="text-danger">{t('settings.fix_fields')}</span>}
        </span>
      </div>
    </form>
  );
}

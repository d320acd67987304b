import { LOCALES, type Locale } from '@common/constants';
import { LEGAL_PAGES, type LegalPageName } from '@common/legal';
import type { AdminSite } from '@common/schemas/site-admin';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { FormField } from '../../../components/FormField';
import { PageSpinner } from '../../../components/PageSpinner';
import { ApiError } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import { useLegalTexts } from '../../pages/legalTexts';
import { useBackofficeTranslation } from '../i18n';
import { useSaveLegal } from './queries';

/**
 * The site page's legal texts (issue "Back office" §5): pick a locale, a legal page and one of its
 * sections; the site's own text (or the shipped one to start from) is edited as plain text, one
 * paragraph per line, and shown on the site instead of the shipped section. "Use the shipped
 * text" removes the site's own.
 */
export function LegalEditor({ site }: { site: AdminSite }) {
  const { t, locale: staffLocale } = useBackofficeTranslation();
  const format = useFormat();
  const id = useId();
  const [locale, setLocale] = useState<Locale>(staffLocale);
  const [page, setPage] = useState<LegalPageName>('terms');
  const texts = useLegalTexts(locale);
  const sections = texts.data?.[page] ?? [];
  const [sectionId, setSectionId] = useState('');
  const shipped = sections.find((s) => s.id === sectionId) ?? sections[0];
  const key = shipped ? `${page}.${shipped.id}` : '';
  const override = site.legal_overrides[locale]?.[key];
  const [heading, setHeading] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<string | null>(null);
  const save = useSaveLegal(site.domain);

  // Load the chosen section's text: the site's own, else the shipped one to start from.
  useEffect(() => {
    if (!shipped) return;
    setHeading(override?.heading ?? shipped.heading ?? '');
    setBody((override?.body ?? shipped.body).join('\n'));
    setErrors({});
    setStatus(null);
  }, [shipped, override]);

  const submit = async (event: FormEvent, reset = false) => {
    event.preventDefault();
    if (!shipped) return;
    setErrors({});
    setStatus(null);
    const changedHeading =
      shipped.heading !== undefined && heading.trim() !== shipped.heading ? heading.trim() : null;
    try {
      await save.mutateAsync({
        locale,
        section: key,
        text: reset ? null : { heading: changedHeading, body },
      });
      setStatus(reset ? t('settings.legal.reset_done') : t('settings.saved'));
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors(error.fields);
      else setStatus(error instanceof Error ? error.message : t('settings.failed'));
    }
  };

  const overridden = Object.keys(site.legal_overrides[locale] ?? {});
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5 mb-2">
        {t('settings.sections.legal')}
      </h2>
      <p className="small text-body-secondary">{t('settings.legal.intro', { example: '{{site}}' })}</p>
      <div className="row g-2 mb-3">
        <div className="col-6 col-md-3">
          <label className="form-label small fw-semibold" htmlFor={`${id}-locale`}>
            {t('settings.legal.locale')}
          </label>
          <select
            id={`${id}-locale`}
            className="form-select"
            value={locale}
            onChange={(e) => setLocale(e.target.value as Locale)}
          >
            {LOCALES.map((l) => (
              <option key={l} value={l}>
                {format.language(l)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-6 col-md-3">
          <label className="form-label small fw-semibold" htmlFor={`${id}-page`}>
            {t('settings.legal.page')}
          </label>
          <select
            id={`${id}-page`}
            className="form-select"
            value={page}
            onChange={(e) => {
              setPage(e.target.value as LegalPageName);
              setSectionId('');
            }}
          >
            {LEGAL_PAGES.map((p) => (
              <option key={p} value={p}>
                /pages/{p}
              </option>
            ))}
          </select>
        </div>
        <div className="col-12 col-md-6">
          <label className="form-label small fw-semibold" htmlFor={`${id}-section`}>
            {t('settings.legal.section')}
          </label>
          <select
            id={`${id}-section`}
            className="form-select"
            value={shipped?.id ?? ''}
            onChange={(e) => setSectionId(e.target.value)}
          >
            {sections.map((s) => (
              <option key={s.id} value={s.id}>
                {overridden.includes(`${page}.${s.id}`) ? '● ' : ''}
                {s.heading ?? t('settings.legal.intro_section')} (#{s.id})
              </option>
            ))}
          </select>
        </div>
      </div>
      {texts.isPending ? (
        <PageSpinner />
      ) : !shipped ? null : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <p className="small mb-2">
            {override ? (
              <span className="badge text-bg-warning">{t('settings.legal.own')}</span>
            ) : (
              <span className="badge text-bg-light border">{t('settings.legal.shipped')}</span>
            )}
          </p>
          {shipped.heading !== undefined && (
            <FormField label={t('settings.legal.heading')} error={errors.heading}>
              {(p) => (
                <input {...p} maxLength={200} value={heading} onChange={(e) => setHeading(e.target.value)} />
              )}
            </FormField>
          )}
          <FormField
            label={t('settings.legal.body')}
            hint={t('settings.legal.body_hint')}
            error={errors.body}
          >
            {(p) => <textarea {...p} rows={10} value={body} onChange={(e) => setBody(e.target.value)} />}
          </FormField>
          <div className="d-flex flex-wrap gap-2 align-items-center">
            <button type="submit" className="btn btn-primary" disabled={save.isPending}>
              {t('settings.legal.save')}
            </button>
            {override && (
              <button
                type="button"
                className="btn btn-outline-secondary"
                disabled={save.isPending}
                onClick={(e) => void submit(e, true)}
              >
                {t('settings.legal.reset')}
              </button>
            )}
            <a className="small" href={`/pages/${page}#${shipped.id}`} target="_blank" rel="noreferrer">
              {t('settings.legal.view')}
            </a>
            <span role="status" className="small">
              {status}
            </span>
          </div>
        </form>
      )}
    </section>
  );
}

import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormField } from '../../../components/FormField';
import { PageSpinner } from '../../../components/PageSpinner';
import { ApiError } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import { useBackofficeTranslation } from '../i18n';
import { useCreateSite, useSites } from './queries';

/**
 * /admin/sites (issue "Back office" §5): every site (domain) with its name, countries and signup
 * mode, linking to its settings; a form adds a site copied from another one.
 */
export default function SitesPage() {
  const { t } = useBackofficeTranslation();
  const format = useFormat();
  const sites = useSites();
  const create = useCreateSite();
  const navigate = useNavigate();
  const [domain, setDomain] = useState('');
  const [copyFrom, setCopyFrom] = useState('default');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      const site = await create.mutateAsync({ domain: domain.trim(), copy_from: copyFrom });
      navigate(`/admin/sites/${encodeURIComponent(site.domain)}`);
    } catch (error) {
      setErrors(
        error instanceof ApiError && Object.keys(error.fields).length > 0
          ? error.fields
          : { domain: error instanceof Error ? error.message : t('settings.failed') },
      );
    }
  };

  return (
    <div>
      <h1 className="h3 mb-2">{t('settings.sites_title')}</h1>
      <p className="text-body-secondary">{t('settings.sites_intro')}</p>
      <div className="row g-4">
        <div className="col-12 col-xl-8">
          {sites.isPending ? (
            <PageSpinner />
          ) : sites.isError ? (
            <div className="alert alert-danger" role="alert">
              {sites.error.message}
            </div>
          ) : (
            <ul className="list-group shadow-sm">
              {sites.data.map((site) => (
                <li key={site.domain} className="list-group-item py-3">
                  <div className="d-flex flex-wrap align-items-baseline gap-2">
                    <Link
                      to={`/admin/sites/${encodeURIComponent(site.domain)}`}
                      className="fw-semibold fs-5 text-break"
                    >
                      {site.domain === 'default' ? t('settings.default_site') : site.domain}
                    </Link>
                    <span className="text-body-secondary">{site.settings.name}</span>
                    {site.settings.invite_only && (
                      <span className="badge text-bg-warning">
                        {t('settings.settings_fields.invite_only')}
                      </span>
                    )}
                  </div>
                  <p className="small text-body-secondary mb-0">
                    {site.settings.countries.map((c) => format.region(c)).join(', ')} ·{' '}
                    {t(`settings.signups.${site.settings.signups}`)} ·{' '}
                    {t('settings.message_price', { credits: format.number(site.settings.message_credits) })}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="col-12 col-xl-4">
          <form className="card card-body shadow-sm" onSubmit={onSubmit} noValidate>
            <h2 className="h5">{t('settings.add_site')}</h2>
            <FormField
              label={t('settings.new_domain')}
              hint={t('settings.new_domain_hint')}
              error={errors.domain}
            >
              {(p) => (
                <input
                  {...p}
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={253}
                  value={domain}
                  onChange={(e) => setDomain(e.target.value)}
                />
              )}
            </FormField>
            <FormField label={t('settings.copy_from')} error={errors.copy_from}>
              {(p) => (
                <select
                  {...p}
                  className={p.className.replace('form-control', 'form-select')}
                  value={copyFrom}
                  onChange={(e) => setCopyFrom(e.target.value)}
                >
                  {(sites.data ?? []).map((s) => (
                    <option key={s.domain} value={s.domain}>
                      {s.domain === 'default' ? t('settings.default_site') : s.domain}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <button type="submit" className="btn btn-primary" disabled={create.isPending}>
              {t('settings.add_site')}
            </button>
          </form>
        </div>
      </div>
    </div>
  );
}

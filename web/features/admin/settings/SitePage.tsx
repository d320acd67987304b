import { Link, useParams, useSearchParams } from 'react-router';
import { PageSpinner } from '../../../components/PageSpinner';
import { useFormat } from '../../../lib/format';
import { useBackofficeTranslation } from '../i18n';
import { SECTIONS } from './fields';
import { LegalEditor } from './LegalEditor';
import { useSite } from './queries';
import { SettingsForm } from './SettingsForm';

const TABS = [...SECTIONS.map((s) => s.id), 'legal'] as const;

/**
 * /admin/sites/:domain (issue "Back office" §5): one site's SPEC §3 settings in sections (general,
 * credits and messages, signups and visitors, profiles and search, texts, company, legal texts),
 * the section kept in the address (`?section=`). An invite-only site links to its invite codes.
 */
export default function SitePage() {
  const { t } = useBackofficeTranslation();
  const format = useFormat();
  const { domain = 'default' } = useParams();
  const [params, setParams] = useSearchParams();
  const site = useSite(domain);
  const current = (TABS as readonly string[]).includes(params.get('section') ?? '')
    ? (params.get('section') as (typeof TABS)[number])
    : 'general';
  if (site.isPending) return <PageSpinner />;
  if (site.isError)
    return (
      <div className="alert alert-danger" role="alert">
        {site.error.message}
      </div>
    );
  const data = site.data;
  const section = SECTIONS.find((s) => s.id === current);
  return (
    <div style={{ maxWidth: 860 }}>
      <nav aria-label={t('settings.breadcrumb')} className="small mb-1">
        <Link to="/admin/sites">{t('nav.sites')}</Link>
      </nav>
      <h1 className="h3 mb-1 text-break">
        {data.domain === 'default' ? t('settings.default_site') : data.domain}
      </h1>
      <p className="small text-body-secondary">
        {data.settings.name} · {t('settings.updated', { date: format.dateTime(data.updated_at) })}
      </p>
      {data.settings.invite_only && (
        <div className="alert alert-info d-flex flex-wrap gap-2 align-items-center" role="note">
          <span>{t('settings.invite_only_note')}</span>
          <Link to="/admin/invites" className="alert-link">
            {t('settings.invite_link')}
          </Link>
        </div>
      )}
      <ul className="nav nav-pills flex-nowrap flex-md-wrap overflow-auto mb-3 pb-1 border-bottom">
        {TABS.map((tab) => (
          <li key={tab} className="nav-item">
            <Link
              to={`?section=${tab}`}
              replace
              className={`nav-link text-nowrap${tab === current ? ' active' : ''}`}
              aria-current={tab === current ? 'page' : undefined}
              onClick={(e) => {
                e.preventDefault();
                setParams({ section: tab }, { replace: true });
              }}
            >
              {t(`settings.sections.${tab}`)}
            </Link>
          </li>
        ))}
      </ul>
      {section ? (
        <SettingsForm key={`${data.domain}-${section.id}`} site={data} section={section} />
      ) : (
        <LegalEditor site={data} />
      )}
    </div>
  );
}

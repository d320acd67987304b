import type { FictionalListItem } from '@common/schemas/fictional';
import { Link } from 'react-router';
import { PersonCircle } from '../../../components/icons/person-circle';
import { PlusLg } from '../../../components/icons/plus-lg';
import { PageSpinner } from '../../../components/PageSpinner';
import { useFormat } from '../../../lib/format';
import { mediaUrl, useSettings } from '../../../lib/queries';
import { useBackofficeTranslation } from '../i18n';
import { useFictionalList } from './queries';

/** One fictional profile of the list: thumb, name and age, place, sites, waiting conversations. */
function ProfileItem({ profile }: { profile: FictionalListItem }) {
  const { t } = useBackofficeTranslation();
  const format = useFormat();
  const { data: settings } = useSettings();
  const hidden = profile.status === 'disabled';
  return (
    <li className="list-group-item d-flex gap-3 align-items-center py-3">
      {profile.main_image ? (
        <img
          src={mediaUrl(settings, profile.main_image.thumb_filename)}
          alt=""
          width="64"
          height="64"
          className={`rounded flex-shrink-0 object-fit-cover${hidden ? ' opacity-50' : ''}`}
        />
      ) : (
        <PersonCircle className="text-body-tertiary flex-shrink-0" size={64} aria-hidden="true" />
      )}
      <div className="flex-grow-1 min-w-0">
        <div className="d-flex flex-wrap align-items-baseline gap-2">
          <Link to={`/admin/fictional/${profile.id}`} className="fw-semibold text-break">
            {t('fictional.list.name_age', { name: profile.name, age: profile.age })}
          </Link>
          <span className="text-body-secondary small">#{profile.id}</span>
          {hidden && <span className="badge text-bg-secondary">{t('fictional.status.disabled')}</span>}
          {profile.waiting > 0 && (
            <span className="badge text-bg-warning">
              {t('fictional.list.waiting', { count: profile.waiting })}
            </span>
          )}
        </div>
        <div className="small">
          {[profile.city, format.region(profile.country)].filter(Boolean).join(', ')}
          {' · '}
          {t(`fictional.gender.${profile.gender}`)}
        </div>
        <div className="small text-body-secondary text-break">
          {profile.sites.length === 0
            ? t('fictional.list.all_sites')
            : t('fictional.list.sites', { sites: profile.sites.join(', ') })}
          {' · '}
          {t('fictional.list.created', { date: format.date(profile.created_at) })}
        </div>
      </div>
    </li>
  );
}

/**
 * /admin/fictional (admins): every fictional profile with its photo, place, sites and the
 * conversations waiting for an operator, newest first; a button to create one.
 */
export default function FictionalListPage() {
  const { t } = useBackofficeTranslation();
  const list = useFictionalList();
  return (
    <div style={{ maxWidth: 960 }}>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0">{t('fictional.list.title')}</h1>
        <Link to="/admin/fictional/new" className="btn btn-primary">
          <PlusLg className="me-1" aria-hidden="true" />
          {t('fictional.list.new')}
        </Link>
      </div>
      <p className="text-body-secondary">{t('fictional.list.intro')}</p>
      {list.isPending && <PageSpinner />}
      {list.isError && (
        <div className="alert alert-danger" role="alert">
          {list.error.message}
        </div>
      )}
      {list.isSuccess &&
        (list.data.profiles.length === 0 ? (
          <p>{t('fictional.list.empty')}</p>
        ) : (
          <ul className="list-group" aria-label={t('fictional.list.title')}>
            {list.data.profiles.map((p) => (
              <ProfileItem key={p.id} profile={p} />
            ))}
          </ul>
        ))}
    </div>
  );
}

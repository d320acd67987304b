import type { FictionalProfile } from '@common/schemas/fictional';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ArrowLeft } from '../../../components/icons/arrow-left';
import { EyeSlash } from '../../../components/icons/eye-slash';
import { PageSpinner } from '../../../components/PageSpinner';
import { useFormat } from '../../../lib/format';
import { useSettings } from '../../../lib/queries';
import { NotFoundPage } from '../../errors/NotFoundPage';
import { useBackofficeTranslation } from '../i18n';
import { FictionalForm } from './FictionalForm';
import { FictionalPhotos } from './FictionalPhotos';
import { useFictionalList, useFictionalProfile, useFictionalStatus } from './queries';

/** Hide a fictional profile (after a confirmation) or show a hidden one again. */
function VisibilitySection({ profile }: { profile: FictionalProfile }) {
  const { t } = useBackofficeTranslation();
  const change = useFictionalStatus(profile.id);
  const [confirming, setConfirming] = useState(false);
  const hidden = profile.status === 'disabled';
  return (
    <section className="card border-0 shadow-sm mb-4" aria-labelledby="fictional-visibility-title">
      <div className="card-body">
        <h2 id="fictional-visibility-title" className="h5">
          {t('fictional.visibility.title')}
        </h2>
        <p className="text-body-secondary">
          {hidden ? t('fictional.visibility.hidden_help') : t('fictional.visibility.hide_help')}
        </p>
        {change.isError && (
          <div className="alert alert-danger" role="alert">
            {change.error.message}
          </div>
        )}
        {hidden ? (
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={change.isPending}
            onClick={() => change.mutate('restore')}
          >
            {t('fictional.visibility.restore')}
          </button>
        ) : confirming ? (
          <div className="d-flex flex-wrap align-items-center gap-2">
            <span className="fw-semibold">{t('fictional.visibility.confirm')}</span>
            <button
              type="button"
              className="btn btn-danger"
              disabled={change.isPending}
              onClick={() => change.mutate('hide', { onSuccess: () => setConfirming(false) })}
            >
              {t('fictional.visibility.hide')}
            </button>
            <button type="button" className="btn btn-outline-secondary" onClick={() => setConfirming(false)}>
              {t('fictional.visibility.cancel')}
            </button>
          </div>
        ) : (
          <button type="button" className="btn btn-outline-danger" onClick={() => setConfirming(true)}>
            <EyeSlash className="me-1" aria-hidden="true" />
            {t('fictional.visibility.hide')}
          </button>
        )}
      </div>
    </section>
  );
}

/**
 * /admin/fictional/new and /admin/fictional/:id (admins): a fictional profile's form, sites and
 * photos, and hiding it. A new profile gets its photos once it is saved (it then has an id).
 */
export default function FictionalEditPage() {
  const { t } = useBackofficeTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const params = useParams();
  const location = useLocation();
  const justCreated = Boolean((location.state as { created?: boolean } | null)?.created);
  const { data: settings } = useSettings();
  const id = params.id === undefined ? null : Number(params.id);
  const valid = id === null || (Number.isInteger(id) && id > 0);
  const one = useFictionalProfile(valid ? id : null);
  const list = useFictionalList();
  if (!valid) return <NotFoundPage />;
  if (id !== null && one.isError && one.error.code === 'not_found') return <NotFoundPage />;
  const profile = id === null ? null : one.data?.profile;
  const domains = (id === null ? list.data?.site_domains : one.data?.site_domains) ?? null;
  if (profile === undefined || domains === null || !settings) {
    const error = one.error ?? list.error;
    return error ? (
      <div className="alert alert-danger" role="alert">
        {error.message}
      </div>
    ) : (
      <PageSpinner />
    );
  }
  return (
    <div style={{ maxWidth: 860 }}>
      <Link to="/admin/fictional" className="btn btn-link px-0 mb-2">
        <ArrowLeft className="me-1" aria-hidden="true" />
        {t('fictional.edit.back')}
      </Link>
      <h1 className="h3 mb-1">
        {profile ? t('fictional.edit.title', { name: profile.name }) : t('fictional.edit.title_new')}
      </h1>
      <p className="text-body-secondary small mb-4">
        {profile
          ? t('fictional.edit.meta', { id: profile.id, date: format.date(profile.created_at) })
          : t('fictional.edit.intro_new')}
        {profile?.status === 'disabled' && (
          <span className="badge text-bg-secondary ms-2">{t('fictional.status.disabled')}</span>
        )}
      </p>
      {profile && justCreated && (
        <div className="alert alert-success" role="status">
          {t('fictional.form.created')}
        </div>
      )}
      {profile ? (
        <FictionalPhotos profile={profile} />
      ) : (
        <div className="alert alert-info">{t('fictional.photos.after_create')}</div>
      )}
      <FictionalForm
        key={profile?.id ?? 'new'}
        profile={profile}
        domains={domains}
        defaultCountry={settings.geoip_selected_country || settings.geoip_country}
        onSaved={(answer) => {
          if (!profile)
            navigate(`/admin/fictional/${answer.profile.id}`, { replace: true, state: { created: true } });
        }}
      />
      {profile && <VisibilitySection profile={profile} />}
    </div>
  );
}

import type { MemberProfile } from '@common/schemas/members';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { MatchModal } from '../../components/MatchModal';
import { PageSpinner } from '../../components/PageSpinner';
import { useSignupModal } from '../../components/SignupModal';
import { ApiError, api } from '../../lib/api';
import { useFormat } from '../../lib/format';
import { memberKeys } from '../../lib/keys';
import { mediaUrl, useSettings, useUser } from '../../lib/queries';
import { useInterests, useRegions } from '../../lib/reference';
import { NotFoundPage } from '../errors/NotFoundPage';

function Gallery({ profile, member }: { profile: MemberProfile; member: boolean }) {
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  const photos = profile.photos;
  if (photos.length === 0) {
    return (
      <div
        className="gallery-photo d-flex align-items-center justify-content-center bg-body-secondary rounded"
        role="img"
        aria-label={t('members.no_photo')}
      >
        <i className="bi bi-person display-1 text-body-secondary" aria-hidden="true" />
      </div>
    );
  }
  return (
    <ul className="row g-2 list-unstyled mb-0" aria-label={t('profile_page.photos')}>
      {photos.map((photo, i) => (
        <li key={photo.id} className={i === 0 ? 'col-12' : 'col-4'}>
          <div className="position-relative rounded overflow-hidden">
            {photo.locked || !photo.filename ? (
              <div className="gallery-photo position-relative">
                <div className="photo-lock">
                  <i className="bi bi-lock-fill fs-3" aria-hidden="true" />
                  <span className="small fw-semibold">{t('profile_page.locked')}</span>
                  {member && (
                    <Link to="/credits" className="stretched-link small text-reset">
                      {t('profile_page.locked_hint')}
                    </Link>
                  )}
                </div>
              </div>
            ) : (
              <img
                src={mediaUrl(settings, i === 0 ? photo.filename : (photo.thumb_filename ?? photo.filename))}
                alt={t('members.photo_of', { name: profile.name })}
                className="gallery-photo"
              />
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** SPEC §2 /members/{id}: photos with locks, fields, interests, fictional warning, like and block. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const format = useFormat();
  const params = useParams();
  const id = Number(params.id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signup = useSignupModal();
  const { data: user } = useUser();
  const { data: settings } = useSettings();
  const { data: interests } = useInterests();
  const { data: regions } = useRegions();
  const [match, setMatch] = useState(false);
  const [confirmBlock, setConfirmBlock] = useState(false);
  const [loginNeeded, setLoginNeeded] = useState<string | null>(null);
  const query = useQuery({
    queryKey: memberKeys.profile(id),
    enabled: Number.isInteger(id) && id > 0,
    queryFn: () => api<{ profile: MemberProfile }>(`/api/members/${id}`),
    select: (data) => data.profile,
  });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: memberKeys.profile(id) });
    void queryClient.invalidateQueries({ queryKey: memberKeys.likes });
  };
  const like = useMutation<{ match: boolean }, ApiError, boolean>({
    mutationFn: (on) =>
      on
        ? api<{ like: true; match: boolean }>(`/api/likes/${id}`, { method: 'POST' })
        : api<{ match: boolean }>(`/api/likes/${id}`, { method: 'DELETE' }).then(() => ({ match: false })),
    onSuccess: (answer) => {
      if (answer.match) setMatch(true);
      refresh();
    },
  });
  const block = useMutation<unknown, ApiError, boolean>({
    mutationFn: (on) => api(`/api/blocks/${id}`, { method: on ? 'POST' : 'DELETE' }),
    onSuccess: () => {
      setConfirmBlock(false);
      refresh();
    },
  });

  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  if (query.isPending) return <PageSpinner />;
  if (query.error instanceof ApiError) {
    if (query.error.code === 'not_found') return <NotFoundPage />;
    return (
      <div className="container py-5 text-center" style={{ maxWidth: 560 }}>
        <i
          className={`bi ${query.error.code === 'blocked' ? 'bi-slash-circle' : 'bi-lock'} display-4 text-primary`}
          aria-hidden="true"
        />
        <p className="lead mt-3" role="alert">
          {query.error.message}
        </p>
        {query.error.code === 'authentication_required' ? (
          <button type="button" className="btn btn-primary" onClick={() => signup.open()}>
            {t('nav.signup')}
          </button>
        ) : (
          <Link to="/members" className="btn btn-primary">
            {t('profile_page.back_to_search')}
          </Link>
        )}
      </div>
    );
  }
  const profile = query.data;
  if (!profile) return <NotFoundPage />;
  const member = Boolean(user);
  const regionName =
    regions?.[profile.country]?.find((r) => r.code === profile.region)?.name ?? profile.region;
  const fieldRows = Object.entries(profile.fields).filter(([key]) => key !== 'interests' && key !== 'gender');
  const interestIds = Array.isArray(profile.fields.interests) ? profile.fields.interests : [];
  const requireLogin = (what: 'like' | 'chat' | 'gift') => setLoginNeeded(t(`login_required.${what}`));
  const own = user?.id === profile.id;

  return (
    <div className="container py-4">
      <div className="row g-4">
        <div className="col-md-5">
          <Gallery profile={profile} member={member} />
          {profile.photos.some((p) => p.locked) && (
            <div className="alert alert-light border mt-2 small" role="note">
              <i className="bi bi-unlock me-1" aria-hidden="true" />
              {member ? t('profile_page.unlock_premium') : t('profile_page.unlock_login')}
            </div>
          )}
        </div>
        <div className="col-md-7">
          <h1 className="h2 mb-1">
            {profile.name}, {profile.age}
            {profile.online && (
              <span className="badge text-bg-success ms-2 fs-6 align-middle">{t('members.online')}</span>
            )}
          </h1>
          <p className="text-body-secondary">
            <i className="bi bi-geo-alt me-1" aria-hidden="true" />
            {[profile.city, regionName].filter(Boolean).join(', ')}
          </p>
          {profile.fictional && settings && (
            <div className="alert alert-warning d-flex gap-2" role="note">
              <i className={`bi bi-${settings.fictional_icon} fs-5`} aria-hidden="true" />
              <div>
                <strong className="d-block">{settings.fictional_singular}</strong>
                {settings.fictional_warning}
              </div>
            </div>
          )}
          {!own && (
            <div className="d-flex flex-wrap gap-2 mb-4">
              <button
                type="button"
                className={`btn ${profile.liked ? 'btn-primary' : 'btn-outline-primary'}`}
                aria-pressed={profile.liked}
                disabled={like.isPending || profile.blocked}
                onClick={() => (member ? like.mutate(!profile.liked) : requireLogin('like'))}
              >
                <i className={`bi ${profile.liked ? 'bi-heart-fill' : 'bi-heart'} me-1`} aria-hidden="true" />
                {profile.liked ? t('profile_page.liked') : t('profile_page.like')}
              </button>
              {member ? (
                !profile.blocked && (
                  <>
                    <Link to={`/members/${profile.id}/chat`} className="btn btn-primary">
                      <i className="bi bi-chat-heart me-1" aria-hidden="true" />
                      {t('profile_page.message')}
                    </Link>
                    <Link to={`/members/${profile.id}/chat`} className="btn btn-outline-primary">
                      <i className="bi bi-gift me-1" aria-hidden="true" />
                      {t('profile_page.gift')}
                    </Link>
                  </>
                )
              ) : (
                <>
                  <button
                    type="button"
                    className="btn btn-outline-primary"
                    onClick={() => requireLogin('chat')}
                  >
                    <i className="bi bi-chat-heart me-1" aria-hidden="true" />
                    {t('profile_page.message')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-outline-primary"
                    onClick={() => requireLogin('gift')}
                  >
                    <i className="bi bi-gift me-1" aria-hidden="true" />
                    {t('profile_page.gift')}
                  </button>
                </>
              )}
              {member && (
                <button
                  type="button"
                  className="btn btn-outline-secondary"
                  onClick={() => setConfirmBlock(true)}
                >
                  <i className="bi bi-slash-circle me-1" aria-hidden="true" />
                  {profile.blocked ? t('block.unblock') : t('block.block')}
                </button>
              )}
            </div>
          )}
          {profile.match && (
            <p className="text-success fw-semibold">
              <i className="bi bi-hearts me-1" aria-hidden="true" />
              {t('profile_page.is_match')}
            </p>
          )}
          {profile.liked_me && !profile.match && (
            <p className="text-primary fw-semibold">{t('profile_page.liked_you')}</p>
          )}
          {like.isError && (
            <div className="alert alert-danger" role="alert">
              {like.error.message}
            </div>
          )}
          {profile.about && (
            <section className="mb-4" aria-labelledby="about-title">
              <h2 id="about-title" className="h5">
                {t('profile_page.about', { name: profile.name })}
              </h2>
              <p className="mb-0" style={{ whiteSpace: 'pre-line' }}>
                {profile.about}
              </p>
            </section>
          )}
          {fieldRows.length > 0 && (
            <dl className="row mb-4">
              {fieldRows.map(([key, value]) => (
                <div key={key} className="col-6 col-lg-4 mb-2">
                  <dt className="small text-body-secondary fw-normal">{t(`fields.${key}`)}</dt>
                  <dd className="mb-0 fw-semibold">
                    {key === 'date_of_birth'
                      ? t('profile_page.years', { count: Number(value) })
                      : key === 'region'
                        ? regionName
                        : key === 'country'
                          ? format.region(String(value))
                          : key === 'city'
                            ? String(value)
                            : t(`choices.${key}.${String(value)}`)}
                  </dd>
                </div>
              ))}
            </dl>
          )}
          {interestIds.length > 0 && (
            <section aria-labelledby="interests-title">
              <h2 id="interests-title" className="h5">
                {t('fields.interests')}
              </h2>
              <ul className="list-unstyled d-flex flex-wrap gap-2">
                {interestIds.map((i) => (
                  <li key={i} className="interest-chip">
                    <i
                      className={`bi bi-${interests?.find((x) => x.id === i)?.icon ?? 'star'}`}
                      aria-hidden="true"
                    />
                    {t(`interests.${i}`)}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>

      <Modal show={confirmBlock} onHide={() => setConfirmBlock(false)} centered aria-labelledby="block-title">
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id="block-title">
            {profile.blocked
              ? t('block.unblock_title', { name: profile.name })
              : t('block.title', { name: profile.name })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {profile.blocked
            ? t('block.unblock_body', { name: profile.name })
            : t('block.body', { name: profile.name })}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={() => setConfirmBlock(false)}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={block.isPending}
            onClick={() => block.mutate(!profile.blocked)}
          >
            {profile.blocked ? t('block.unblock') : t('block.block')}
          </button>
        </Modal.Footer>
      </Modal>

      <Modal
        show={Boolean(loginNeeded)}
        onHide={() => setLoginNeeded(null)}
        centered
        aria-labelledby="login-needed-title"
      >
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id="login-needed-title">{t('login_required.title')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>{loginNeeded}</Modal.Body>
        <Modal.Footer>
          <Link to={`/login?next=/members/${profile.id}`} className="btn btn-outline-primary">
            {t('nav.login')}
          </Link>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              setLoginNeeded(null);
              signup.open();
            }}
          >
            {t('nav.signup')}
          </button>
        </Modal.Footer>
      </Modal>

      <MatchModal
        profile={
          match
            ? {
                id: profile.id,
                name: profile.name,
                main_image: profile.main_image ? { match: profile.main_image.filename } : null,
              }
            : null
        }
        kind="match"
        buttonCaption={t('likes.keep_searching')}
        onClose={() => setMatch(false)}
        onImagePressed={() => setMatch(false)}
        onButtonPressed={() => navigate('/members')}
      />
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { BlockDialog } from '../../components/BlockDialog';
import { FictionalIcon } from '../../components/FictionalIcon';
import { GeoAlt } from '../../components/icons/geo-alt';
import { Hearts } from '../../components/icons/hearts';
import { Unlock } from '../../components/icons/unlock';
import { MatchModal } from '../../components/MatchModal';
import { PageSpinner } from '../../components/PageSpinner';
import { PremiumOnly } from '../../components/PremiumOnly';
import { VerifiedBadge } from '../../components/VerifiedBadge';
import { ApiError } from '../../lib/api';
import { useFictionalTexts } from '../../lib/fictional';
import { useRegions, useSettings, useUser } from '../../lib/queries';
import { useSignupModal } from '../auth/SignupModal';
import { NotFoundPage } from '../errors/NotFoundPage';
import { useBlockMember, useLikeMember } from '../likes/queries';
import { Gallery } from './Gallery';
import { LoginNeededDialog } from './LoginNeededDialog';
import { ProfileActions } from './ProfileActions';
import { ProfileDetails } from './ProfileDetails';
import { ProfileUnavailable } from './ProfileUnavailable';
import { useMemberProfile } from './queries';

/** SPEC §2 /members/{id}: photos with locks, fields, interests, fictional warning, like and block. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = Number(params.id);
  const navigate = useNavigate();
  const signup = useSignupModal();
  const { data: user } = useUser();
  const { data: settings } = useSettings();
  const fictional = useFictionalTexts();
  const { data: regions } = useRegions();
  const [match, setMatch] = useState(false);
  const [confirmBlock, setConfirmBlock] = useState(false);
  const [loginNeeded, setLoginNeeded] = useState<string | null>(null);
  const query = useMemberProfile(id);
  const like = useLikeMember(id, () => setMatch(true));
  const block = useBlockMember(id, () => setConfirmBlock(false));

  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  if (query.isPending) return <PageSpinner />;
  if (query.error instanceof ApiError) {
    if (query.error.code === 'not_found') return <NotFoundPage />;
    return <ProfileUnavailable error={query.error} />;
  }
  const profile = query.data;
  if (!profile) return <NotFoundPage />;
  const member = Boolean(user);
  const regionName =
    regions?.[profile.country]?.find((r) => r.code === profile.region)?.name ?? profile.region;
  const own = user?.id === profile.id;

  return (
    <div className="container py-4">
      <div className="row g-4">
        <div className="col-md-5">
          <Gallery profile={profile} member={member} />
          {profile.photos.some((p) => p.locked) && (
            <div className="alert alert-light border mt-2 small" role="note">
              {member ? (
                // SPEC §5: seeing every photo is a premium feature.
                <>
                  <PremiumOnly />
                  <p className="mb-0 mt-1">{t('profile_page.unlock_premium')}</p>
                </>
              ) : (
                <>
                  <Unlock className="me-1" aria-hidden="true" />
                  {t('profile_page.unlock_login')}
                </>
              )}
            </div>
          )}
        </div>
        <div className="col-md-7">
          <h1 className="h2 mb-1">
            {profile.name}, {profile.age}
            {profile.online && (
              <span className="badge text-bg-success ms-2 fs-6 align-middle">{t('members.online')}</span>
            )}
            {profile.verified && <VerifiedBadge className="ms-2 fs-6 align-middle" />}
          </h1>
          <p className="text-body-secondary">
            <GeoAlt className="me-1" aria-hidden="true" />
            {[profile.city, regionName].filter(Boolean).join(', ')}
          </p>
          {profile.fictional && settings && fictional && (
            <div className="alert alert-warning d-flex gap-2" role="note">
              <FictionalIcon name={settings.fictional_icon} className="fs-5 flex-shrink-0" />
              <div>
                <strong className="d-block">{fictional.singular}</strong>
                {fictional.warning}
              </div>
            </div>
          )}
          {!own && (
            <ProfileActions
              profile={profile}
              member={member}
              liking={like.isPending}
              onLike={() => like.mutate(!profile.liked)}
              onBlock={() => setConfirmBlock(true)}
              onLoginNeeded={(what) => setLoginNeeded(t(`login_required.${what}`))}
            />
          )}
          {profile.match && (
            <p className="text-success fw-semibold">
              <Hearts className="me-1" aria-hidden="true" />
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
          <ProfileDetails profile={profile} regionName={regionName} />
        </div>
      </div>

      <BlockDialog
        show={confirmBlock}
        name={profile.name}
        blocked={profile.blocked}
        busy={block.isPending}
        titleId="block-title"
        onCancel={() => setConfirmBlock(false)}
        onConfirm={() => block.mutate(!profile.blocked)}
      />

      <LoginNeededDialog
        reason={loginNeeded}
        profileId={profile.id}
        onClose={() => setLoginNeeded(null)}
        onSignup={() => signup.open()}
      />

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
        onStartConversation={() => setMatch(false)}
      />
    </div>
  );
}

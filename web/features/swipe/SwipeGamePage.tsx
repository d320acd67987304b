import type { MemberCard } from '@common/schemas/members';
import { useState } from 'react';
import { HeartFill, HourglassSplit, XLg } from 'react-bootstrap-icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FictionalBadge } from '../../components/FictionalBadge';
import { MatchModal } from '../../components/MatchModal';
import { PageSpinner } from '../../components/PageSpinner';
import { ApiError } from '../../lib/api';
import { mediaUrl, useSettings } from '../../lib/queries';
import { useSwipe, useSwipeGame } from './queries';

/** SPEC §1, §2 /swipe-game: like or pass cards; 4 likes a day, then the hours to wait. */
export default function SwipeGamePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: settings } = useSettings();
  const [match, setMatch] = useState<MemberCard | null>(null);
  const game = useSwipeGame();
  const act = useSwipe(setMatch);
  if (game.isPending) return <PageSpinner />;
  const limit = game.error instanceof ApiError && game.error.code === 'swipe_limit' ? game.error : null;
  const profile = game.data?.profile ?? null;
  return (
    <div className="container py-4">
      <h1 className="h3 text-center mb-3">{t('swipe.title')}</h1>
      {limit ? (
        <div className="text-center py-4" role="status">
          <HourglassSplit className="display-4 text-primary" aria-hidden="true" />
          <p className="lead mt-3">{limit.message}</p>
          <Link to="/members" className="btn btn-primary">
            {t('swipe.to_search')}
          </Link>
        </div>
      ) : game.isError ? (
        <div className="alert alert-danger" role="alert">
          {game.error.message}
        </div>
      ) : !profile ? (
        <p className="text-center">{t('swipe.empty')}</p>
      ) : (
        <div className="card swipe-card border-0 shadow">
          {profile.main_image && (
            <img
              src={mediaUrl(settings, profile.main_image.filename)}
              alt={t('members.photo_of', { name: profile.name })}
              className="card-img-top"
            />
          )}
          <div className="card-body">
            <h2 className="h4 mb-0">
              {profile.name}, {profile.age}
            </h2>
            <p className="text-body-secondary mb-2">{profile.city}</p>
            {profile.fictional && <FictionalBadge className="mb-2" />}
            <p className="small text-body-secondary">
              {t('swipe.left', { count: game.data?.likes_left ?? 0 })}
            </p>
            <div className="d-flex justify-content-center gap-3">
              <button
                type="button"
                className="btn btn-outline-secondary btn-lg rounded-circle"
                style={{ width: 64, height: 64 }}
                aria-label={t('swipe.pass', { name: profile.name })}
                disabled={act.isPending}
                onClick={() => act.mutate({ profile, like: false })}
              >
                <XLg aria-hidden="true" />
              </button>
              <button
                type="button"
                className="btn btn-primary btn-lg rounded-circle"
                style={{ width: 64, height: 64 }}
                aria-label={t('swipe.like', { name: profile.name })}
                disabled={act.isPending}
                onClick={() => act.mutate({ profile, like: true })}
              >
                <HeartFill aria-hidden="true" />
              </button>
            </div>
            {act.isError && act.error.code !== 'swipe_limit' && (
              <div className="alert alert-danger mt-3" role="alert">
                {act.error.message}
              </div>
            )}
          </div>
        </div>
      )}
      <MatchModal
        profile={
          match
            ? {
                id: match.id,
                name: match.name,
                main_image: match.main_image ? { match: match.main_image.filename } : null,
              }
            : null
        }
        kind="match"
        buttonCaption={t('likes.keep_playing')}
        onClose={() => setMatch(null)}
        onImagePressed={(id) => navigate(`/members/${id}`)}
        onButtonPressed={() => setMatch(null)}
        onStartConversation={() => setMatch(null)}
      />
    </div>
  );
}

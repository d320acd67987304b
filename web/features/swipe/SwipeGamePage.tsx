import type { MemberCard } from '@common/schemas/members';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { HeartFill } from '../../components/icons/heart-fill';
import { HourglassSplit } from '../../components/icons/hourglass-split';
import { XLg } from '../../components/icons/x-lg';
import { MatchModal } from '../../components/MatchModal';
import { PageSpinner } from '../../components/PageSpinner';
import { ApiError } from '../../lib/api';
import { useSwipe, useSwipeGame } from './queries';
import { SwipeCard } from './SwipeCard';

/**
 * SPEC §1, §2 /swipe-game: like or pass cards by dragging or flinging them (right likes, left
 * passes), the arrow keys or the buttons; the cards come within the member's search defaults and
 * `?country=&region=`; 4 likes a day, then the hours to wait.
 */
export default function SwipeGamePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [match, setMatch] = useState<MemberCard | null>(null);
  const [flying, setFlying] = useState<-1 | 0 | 1>(0);
  const game = useSwipeGame({
    country: params.get('country') ?? undefined,
    region: params.get('region') ?? undefined,
  });
  const act = useSwipe(setMatch);
  const profile = game.data?.profile ?? null;
  const decide = (like: boolean) => {
    if (!profile || act.isPending) return;
    setFlying(like ? 1 : -1);
    act.mutate({ profile, like }, { onError: () => setFlying(0) });
  };
  // The next card comes in the middle; the one decided on stays off screen until then.
  const cardId = profile?.id;
  useEffect(() => {
    if (cardId !== undefined) setFlying(0);
  }, [cardId]);
  // The arrow keys like and pass anywhere on the page, except in a form field or a dialog.
  const decideRef = useRef(decide);
  decideRef.current = decide;
  const matchOpen = match !== null;
  useEffect(() => {
    if (matchOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [role="dialog"], .modal')) return;
      e.preventDefault();
      decideRef.current(e.key === 'ArrowRight');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [matchOpen]);
  if (game.isPending) return <PageSpinner />;
  const limit = game.error instanceof ApiError && game.error.code === 'swipe_limit' ? game.error : null;
  return (
    <div className="container py-4">
      <h1 className="h3 text-center mb-2 mb-sm-3">{t('swipe.title')}</h1>
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
        <div className="swipe-deck">
          <SwipeCard
            profile={profile}
            flying={flying}
            disabled={act.isPending}
            onDecide={decide}
            likesLeft={t('swipe.left', { count: game.data?.likes_left ?? 0 })}
          />
          <div className="d-flex justify-content-center gap-3 mt-3">
            <button
              type="button"
              className="btn btn-outline-secondary btn-lg rounded-circle"
              style={{ width: 64, height: 64 }}
              aria-label={t('swipe.pass', { name: profile.name })}
              disabled={act.isPending}
              onClick={() => decide(false)}
            >
              <XLg aria-hidden="true" />
            </button>
            <button
              type="button"
              className="btn btn-primary btn-lg rounded-circle"
              style={{ width: 64, height: 64 }}
              aria-label={t('swipe.like', { name: profile.name })}
              disabled={act.isPending}
              onClick={() => decide(true)}
            >
              <HeartFill aria-hidden="true" />
            </button>
          </div>
          <p className="small text-body-secondary text-center mt-3">{t('swipe.hint')}</p>
          {act.isError && act.error.code !== 'swipe_limit' && (
            <div className="alert alert-danger mt-3" role="alert">
              {act.error.message}
            </div>
          )}
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

import type { MemberCard } from '@common/schemas/members';
import { useDrag } from '@use-gesture/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FictionalBadge } from '../../components/FictionalBadge';
import { VerifiedBadge } from '../../components/VerifiedBadge';
import { mediaUrl, useSettings } from '../../lib/queries';

/** How far (px) a card must be dragged to count as a like or a pass. */
export const SWIPE_PX = 100;
/** How fast (px/ms) a shorter throw must be to count as a fling. */
const FLING_SPEED = 0.5;

/**
 * The swipe game's card (SPEC §2 /swipe-game): drag or fling it right to like and left to pass,
 * with touch, pen or mouse (@use-gesture/react); a short drag springs back. `flying` (-1, 0, 1)
 * sends it off screen while the choice is saved. `onDecide` gets true for a like; `likesLeft` is
 * the text of the likes left today, shown beside the name.
 */
export function SwipeCard({
  profile,
  flying,
  disabled,
  onDecide,
  likesLeft,
}: {
  profile: MemberCard;
  flying: -1 | 0 | 1;
  disabled: boolean;
  onDecide: (like: boolean) => void;
  likesLeft: string;
}) {
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  const [dx, setDx] = useState(0);
  const [dragging, setDragging] = useState(false);
  const decided = useRef(false);
  // A new card, or one whose choice failed, starts again in the middle.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the card or its flight changes
  useEffect(() => {
    if (flying !== 0) return;
    setDx(0);
    decided.current = false;
  }, [profile.id, flying]);
  const bind = useDrag(
    ({ down, movement: [mx], velocity: [vx], direction: [dirX] }) => {
      if (disabled || decided.current) return;
      if (down) {
        setDragging(true);
        setDx(mx);
        return;
      }
      setDragging(false);
      const fling = vx > FLING_SPEED && Math.abs(mx) > 30 && Math.sign(dirX) === Math.sign(mx);
      if (Math.abs(mx) > SWIPE_PX || fling) {
        decided.current = true;
        onDecide(mx > 0);
      } else setDx(0);
    },
    { axis: 'x', filterTaps: true, pointer: { keys: false } },
  );
  const x = flying !== 0 ? flying * 600 : dx;
  return (
    <div
      {...bind()}
      className={`swipe-card card border-0 shadow${dragging ? ' dragging' : ''}`}
      style={{ transform: `translateX(${x}px) rotate(${x / 15}deg)` }}
      data-testid="swipe-card"
    >
      <div className="position-relative">
        {profile.main_image && (
          <img
            src={mediaUrl(settings, profile.main_image.filename)}
            alt={t('members.photo_of', { name: profile.name })}
            className="card-img-top"
            draggable={false}
          />
        )}
        {x > 30 && <span className="swipe-stamp like">{t('swipe.stamp_like')}</span>}
        {x < -30 && <span className="swipe-stamp nope">{t('swipe.stamp_nope')}</span>}
      </div>
      <div className="card-body py-2">
        <div className="d-flex justify-content-between align-items-baseline gap-2">
          <h2 className="h4 mb-0">
            {profile.name}, {profile.age}
            {profile.verified && <VerifiedBadge className="ms-2 fs-6 align-middle" iconOnly />}
          </h2>
          <p className="small text-body-secondary mb-0 text-end">{likesLeft}</p>
        </div>
        <p className="text-body-secondary mb-1">{profile.city}</p>
        {profile.fictional && <FictionalBadge className="mb-1" />}
      </div>
    </div>
  );
}

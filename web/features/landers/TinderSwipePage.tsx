import type { ShowcaseMember } from '@common/schemas/showcase';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeartFill } from '../../components/icons/heart-fill';
import { XLg } from '../../components/icons/x-lg';
import { useSignupModal } from '../auth/SignupModal';
import { LanderPage } from './parts/LanderPage';
import { MemberPhoto } from './parts/MemberPhoto';
import { SignupButton } from './parts/SignupButton';
import { TrustBadges } from './parts/TrustBadges';
import { useLander } from './parts/useLander';

/** How far (px) a card must be dragged to count as a like or a skip. */
const SWIPE_PX = 100;
/** How long the card takes to fly off (ms); matches `.lander-card`'s transition. */
const FLY_MS = 300;

function Card({
  member,
  dx,
  top,
  dragging,
}: {
  member: ShowcaseMember;
  dx: number;
  top: boolean;
  dragging: boolean;
}) {
  const { t } = useTranslation();
  const style = top
    ? { transform: `translateX(${dx}px) rotate(${dx / 15}deg)` }
    : { transform: 'scale(0.95) translateY(12px)' };
  return (
    <div className={`lander-card ${dragging ? 'dragging' : ''}`} style={style} aria-hidden={!top}>
      <MemberPhoto member={member} sizes="(min-width: 400px) 352px, 90vw" eager decorative />
      {top && dx > 30 && (
        <span className="lander-card-stamp like">{t('landers.tinderswipe.stamp_like')}</span>
      )}
      {top && dx < -30 && (
        <span className="lander-card-stamp nope">{t('landers.tinderswipe.stamp_nope')}</span>
      )}
      <div className="lander-card-info">
        <p className="h3 fw-bold mb-0">
          {member.online && <span className="online-dot me-2" aria-hidden="true" />}
          {member.name}, {member.age}
        </p>
        {member.city && <p className="mb-0 opacity-75">{member.city}</p>}
      </div>
    </div>
  );
}

/**
 * SPEC §2 `/landers/tinderswipe`: a deck of member cards to swipe: drag (touch or mouse), the
 * buttons, or the arrow keys on the focused deck. A skip shows the next card; a like opens the
 * signup ("sign up so that Anna sees your like").
 */
export default function TinderSwipePage() {
  const { t } = useTranslation();
  const signup = useSignupModal();
  const lander = useLander('tinderswipe', 20);
  const [index, setIndex] = useState(0);
  const [dx, setDx] = useState(0);
  const [dragging, setDragging] = useState(false);
  const start = useRef<number | null>(null);
  const members = lander.members ?? [];
  const current = members[index];
  const next = members[index + 1];

  const decide = (like: boolean) => {
    if (!current) return;
    setDragging(false);
    setDx(like ? 600 : -600);
    window.setTimeout(() => {
      setDx(0);
      setIndex((i) => i + 1);
      if (like) signup.open();
    }, FLY_MS);
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    start.current = e.clientX;
    setDragging(true);
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (start.current !== null) setDx(e.clientX - start.current);
  };
  const onPointerUp = () => {
    start.current = null;
    if (Math.abs(dx) > SWIPE_PX) decide(dx > 0);
    else {
      setDragging(false);
      setDx(0);
    }
  };
  // The arrow keys like and skip anywhere on the page, except in a form field or the signup dialog.
  const decideRef = useRef(decide);
  decideRef.current = decide;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
      const target = e.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, .modal')) return;
      e.preventDefault();
      decideRef.current(e.key === 'ArrowRight');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // The texts the deck's script (`web/islands/deck.ts`) writes on the server-drawn page, with
  // `{name}`, `{age}` and `{city}` where a member's go.
  const texts = {
    like: t('landers.tinderswipe.stamp_like'),
    nope: t('landers.tinderswipe.stamp_nope'),
    card: t('landers.tinderswipe.card', { name: '{name}', age: '{age}', city: '{city}' }),
    likeLabel: t('landers.tinderswipe.like', { name: '{name}' }),
    nopeLabel: t('landers.tinderswipe.nope', { name: '{name}' }),
  };
  return (
    <LanderPage name="tinderswipe" className="lander-strings">
      <section className="container py-4 py-md-5 text-center" data-deck-texts={JSON.stringify(texts)}>
        <h1 className="display-6 fw-bold text-secondary">{lander.title}</h1>
        <p className="lead mb-4">{t('landers.tinderswipe.lead')}</p>
        {current ? (
          <>
            <section
              className="lander-deck"
              aria-roledescription={t('landers.tinderswipe.deck')}
              aria-label={t('landers.tinderswipe.card', {
                name: current.name,
                age: current.age,
                city: current.city,
              })}
              aria-describedby="swipe-hint"
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={onPointerUp}
            >
              {next && <Card key={next.id} member={next} dx={0} top={false} dragging={false} />}
              <Card key={current.id} member={current} dx={dx} top dragging={dragging} />
            </section>
            <div className="d-flex justify-content-center align-items-center gap-4 mt-4" data-deck-buttons="">
              <button
                type="button"
                className="lander-round nope"
                onClick={() => decide(false)}
                aria-label={t('landers.tinderswipe.nope', { name: current.name })}
              >
                <XLg aria-hidden="true" />
              </button>
              <button
                type="button"
                className="lander-round like"
                onClick={() => decide(true)}
                aria-label={t('landers.tinderswipe.like', { name: current.name })}
              >
                <HeartFill aria-hidden="true" />
              </button>
            </div>
            <p id="swipe-hint" className="small text-body-secondary mt-3">
              {t('landers.tinderswipe.hint')}
            </p>
          </>
        ) : lander.members ? (
          <div className="py-5" data-deck-empty="">
            <h2 className="h3">{t('landers.tinderswipe.empty_title')}</h2>
            <p className="mb-4">{t('landers.tinderswipe.empty_body')}</p>
          </div>
        ) : (
          <>
            <div className="lander-deck" data-deck-loading="">
              <span className="lander-card lander-tile-placeholder" aria-hidden="true" />
            </div>
            {/* The buttons' and hint's place while the members load, so nothing below moves. */}
            <div className="invisible" aria-hidden="true">
              <div className="d-flex justify-content-center gap-4 mt-4">
                <span className="lander-round" />
              </div>
              <p className="small mt-3">{t('landers.tinderswipe.hint')}</p>
            </div>
          </>
        )}
        {current && (
          // Shown by the deck's script when the last card is gone (the app shows the block above).
          <div className="py-5" data-deck-empty="" hidden>
            <h2 className="h3">{t('landers.tinderswipe.empty_title')}</h2>
            <p className="mb-4">{t('landers.tinderswipe.empty_body')}</p>
          </div>
        )}
        <div className="mt-3">
          <SignupButton />
        </div>
        <div className="d-flex justify-content-center mt-4">
          <TrustBadges />
        </div>
      </section>
    </LanderPage>
  );
}

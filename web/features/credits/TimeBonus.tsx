import { TIME_BONUS_PERCENTAGE, TIME_BONUS_POPUP_DELAY_MS } from '@common/constants';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { StarFill } from '../../components/icons/star-fill';
import type { AlertBanner } from '../../lib/alerts';
import { dismiss, isDismissed } from '../../lib/dismissals';
import { useFormat } from '../../lib/format';
import { useUser } from '../../lib/queries';
import { Countdown } from './Countdown';
import { type TimeBonus, useTimeBonus } from './useTimeBonus';

/** SPEC §2: the members area, where the time bonus banner and popup appear. */
const MEMBERS_AREA = /^\/(members|chats|likes|premium)(\/|$)/;
const POPUP = 'time_bonus_popup';
const BANNER = 'time_bonus_banner';
/** The dialog with react-bootstrap's Modal: its own chunk, fetched when the popup first shows. */
const TimeBonusDialog = lazy(() => import('./TimeBonusDialog'));
/** When the member first entered the members area in this page load (ms since epoch). */
let enteredMembersArea: number | null = null;

/**
 * SPEC §2 time bonus modal: 40 s after entering the members area, with 0 credits, while the banner
 * shows. Decides when it shows; the dialog itself (`TimeBonusDialog`) is loaded the first time,
 * and stays drawn afterwards so that it can fade out.
 */
function TimeBonusModal({ bonus }: { bonus: TimeBonus }) {
  const { data: user } = useUser();
  const [show, setShow] = useState(false);
  const [shown, setShown] = useState(false);
  const wanted = bonus.isVisible && user?.credits === 0 && !isDismissed(POPUP);
  useEffect(() => {
    if (!wanted || enteredMembersArea === null) return;
    const wait = enteredMembersArea + TIME_BONUS_POPUP_DELAY_MS - Date.now();
    const timer = setTimeout(
      () => {
        setShow(true);
        setShown(true);
      },
      Math.max(0, wait),
    );
    return () => clearTimeout(timer);
  }, [wanted]);
  const close = () => {
    dismiss(POPUP);
    setShow(false);
  };
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <TimeBonusDialog bonus={bonus} show={show && bonus.isVisible} onClose={close} />
    </Suspense>
  );
}

/**
 * SPEC §2, §4 time bonus banner (members area only): a link to credits with a star, the title,
 * the HH:MM:SS countdown and an hours label, and a close button that hides it for the rest of the
 * offer (dismissal stored with its time, SPEC §4). A hook for the shell's alert queue: answers
 * the banner, or null when it does not apply. The popup is `TimeBonusPopup`.
 */
export function useTimeBonusBanner(): AlertBanner {
  const { t } = useTranslation();
  const format = useFormat();
  const location = useLocation();
  const bonus = useTimeBonus();
  const [closed, setClosed] = useState(() => isDismissed(BANNER));
  if (closed || !bonus.isVisible || !MEMBERS_AREA.test(location.pathname)) return null;
  return (
    <div className="time-bonus-banner d-flex align-items-center">
      <Link to="/credits" className="time-bonus-link flex-grow-1 text-decoration-none">
        <div className="container d-flex flex-wrap align-items-center justify-content-center gap-2 py-2">
          <StarFill aria-hidden="true" />
          <span className="fw-semibold">
            {t('timebonus.title', { percent: format.percent(TIME_BONUS_PERCENTAGE) })}
          </span>
          <Countdown bonus={bonus} />
          <span>{t('timebonus.hours')}</span>
        </div>
      </Link>
      <button
        type="button"
        className="btn-close flex-shrink-0 me-3"
        aria-label={t('alerts.dismiss')}
        onClick={() => {
          dismiss(BANNER);
          setClosed(true);
        }}
      />
    </div>
  );
}

/**
 * SPEC §2, §4 time bonus popup: counts the member's entry into the members area (in this page
 * load) and opens `TimeBonusModal` 40 s later with 0 credits while the offer runs.
 */
export function TimeBonusPopup() {
  const location = useLocation();
  const bonus = useTimeBonus();
  const { data: user } = useUser();
  // After logging out, the next member's 40 s count from their own entry.
  if (!user) enteredMembersArea = null;
  const inArea = MEMBERS_AREA.test(location.pathname);
  if (inArea && enteredMembersArea === null) enteredMembersArea = Date.now();
  if (!bonus.isVisible || !inArea) return null;
  return <TimeBonusModal bonus={bonus} />;
}

import { TIME_BONUS_ACT_FAST, TIME_BONUS_PERCENTAGE } from '@common/constants';
import { Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useFormat } from '../../lib/format';
import { Countdown } from './Countdown';
import type { TimeBonus } from './useTimeBonus';

/**
 * SPEC §2 time bonus modal: the offer's percentage, its texts, the countdown (a link to credits)
 * and the button to credits. Its own chunk with react-bootstrap's Modal: `TimeBonusPopup` in the
 * shell decides when it shows (`show`) and loads it then. `onClose` is called on the close
 * button, Escape, a tap outside, and before either way to credits.
 */
export default function TimeBonusDialog({
  bonus,
  show,
  onClose,
}: {
  bonus: TimeBonus;
  show: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  return (
    <Modal
      show={show}
      onHide={onClose}
      centered
      aria-labelledby="time-bonus-title"
      contentClassName="text-center overflow-hidden"
    >
      <div className="bg-primary text-white small fw-semibold text-uppercase py-1">
        {t('timebonus.ribbon')}
      </div>
      <Modal.Header closeButton closeLabel={t('common.close')} className="border-0 pb-0" />
      <Modal.Body className="pt-0">
        <h2 id="time-bonus-title" className="mb-0">
          <span className="display-4 fw-bold text-primary d-block">
            {format.percent(TIME_BONUS_PERCENTAGE)}
          </span>
          <span className="h4">{t('timebonus.welcome')}</span>
        </h2>
        <p className="fw-semibold mt-3 mb-1">{t('timebonus.unlock')}</p>
        <p className="small">{t('timebonus.act_fast', { count: TIME_BONUS_ACT_FAST })}</p>
        <Link
          to="/credits"
          className="d-inline-block text-success fw-semibold text-decoration-none mb-2"
          onClick={onClose}
        >
          {t('timebonus.offer_valid')}: <Countdown bonus={bonus} />
        </Link>
        <p className="small text-body-secondary">{t('timebonus.instant')}</p>
        <button
          type="button"
          className="btn btn-primary btn-lg w-100"
          onClick={() => {
            onClose();
            navigate('/credits');
          }}
        >
          {t('timebonus.cta')}
        </button>
      </Modal.Body>
    </Modal>
  );
}

import { GIFTS } from '@common/gifts';
import { Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../lib/queries';
import { GiftIcon } from './GiftIcon';

/** SPEC §4 gifts: the gift choice for `gift_credits` each; `onSend` gets the chosen gift's id. */
export function GiftDialog({
  show,
  onHide,
  onSend,
}: {
  show: boolean;
  onHide: () => void;
  onSend: (giftId: string) => void;
}) {
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="gifts-title">
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id="gifts-title">
          {t('chat.gifts_title', { cost: settings?.gift_credits ?? 0 })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="d-grid gap-2" style={{ gridTemplateColumns: 'repeat(3, 1fr)' }}>
        {GIFTS.map((g) => (
          <button
            key={g.id}
            type="button"
            className="btn btn-outline-primary py-3"
            onClick={() => {
              onHide();
              onSend(g.id);
            }}
          >
            <GiftIcon giftId={g.id} className="fs-2 d-block mx-auto" />
            {t(`gifts.${g.id}`)}
          </button>
        ))}
      </Modal.Body>
    </Modal>
  );
}

/**
 * SPEC §4 image messages: the chosen picture (`preview`, an object URL; null hides the dialog)
 * with its price in `photo_credits` and that it may reach the recipient blurred (docs/safety.md
 * "Explicit images"), to send or cancel.
 */
export function ImageDialog({
  preview,
  onCancel,
  onSend,
}: {
  preview: string | null;
  onCancel: () => void;
  onSend: () => void;
}) {
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  return (
    <Modal show={preview !== null} onHide={onCancel} centered aria-labelledby="image-title">
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id="image-title">
          {t('chat.image_title', { cost: settings?.photo_credits ?? 0 })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="text-center">
        {preview && <img src={preview} alt="" className="img-fluid rounded" style={{ maxHeight: '50vh' }} />}
        <p className="small text-body-secondary mt-2 mb-0">{t('safety.image_may_blur')}</p>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="button" className="btn btn-primary" onClick={onSend}>
          {t('chat.send_image')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}

/**
 * The nudge before harm (docs/safety.md "Nudges"): "Weet je het zeker?" before a first message
 * with a listed word, shown while `show`; `onEdit` goes back to the text, `onSend` sends it anyway.
 */
export function NudgeDialog({
  show,
  onEdit,
  onSend,
}: {
  show: boolean;
  onEdit: () => void;
  onSend: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal show={show} onHide={onEdit} centered aria-labelledby="nudge-title">
      <Modal.Header>
        <Modal.Title id="nudge-title">{t('safety.are_you_sure_title')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>{t('safety.are_you_sure_body')}</Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-primary" onClick={onEdit}>
          {t('safety.edit')}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onSend}>
          {t('safety.send_anyway')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}

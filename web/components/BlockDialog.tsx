import { Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

/**
 * SPEC §6 block confirmation: "block {name}?" with its consequences, or with `blocked` the
 * question to unblock. `titleId` names the dialog for assistive technology; `busy` disables
 * the confirm button while the request runs.
 */
export function BlockDialog({
  show,
  name,
  blocked = false,
  busy = false,
  titleId,
  onCancel,
  onConfirm,
}: {
  show: boolean;
  name: string;
  blocked?: boolean;
  busy?: boolean;
  titleId: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id={titleId}>
          {blocked ? t('block.unblock_title', { name }) : t('block.title', { name })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{blocked ? t('block.unblock_body', { name }) : t('block.body', { name })}</Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="button" className="btn btn-primary" disabled={busy} onClick={onConfirm}>
          {blocked ? t('block.unblock') : t('block.block')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}

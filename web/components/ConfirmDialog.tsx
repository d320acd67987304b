import type { ReactNode } from 'react';
import { Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Trash } from './icons/trash';

/**
 * A question asked once before a destructive action (SPEC §1: deleting chats and messages):
 * `title` names the dialog, `body` says what is lost, `confirmLabel` is the red button with a bin
 * that runs `onConfirm`; cancelling, Escape or the close button run `onCancel` and change nothing.
 * `busy` disables the confirm button while the request runs. Focus starts on cancel, so Enter
 * alone never deletes. `destructive: false` makes the confirm button the primary colour without the
 * bin (a question whose answer can be taken back, such as blocking: `BlockDialog`).
 */
export function ConfirmDialog({
  show,
  title,
  body,
  confirmLabel,
  busy = false,
  destructive = true,
  titleId,
  onCancel,
  onConfirm,
}: {
  show: boolean;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  destructive?: boolean;
  titleId: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{body}</Modal.Body>
      <Modal.Footer>
        {/* biome-ignore lint/a11y/noAutofocus: the safe choice has the focus in a destructive question. */}
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel} autoFocus>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className={destructive ? 'btn btn-danger' : 'btn btn-primary'}
          disabled={busy}
          onClick={onConfirm}
        >
          {destructive && <Trash className="me-1" aria-hidden="true" />}
          {confirmLabel}
        </button>
      </Modal.Footer>
    </Modal>
  );
}

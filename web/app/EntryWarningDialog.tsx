import { Modal } from 'react-bootstrap';
import { ExclamationTriangleFill } from 'react-bootstrap-icons';
import { useTranslation } from 'react-i18next';
import { leaveSite } from './leaveSite';

/**
 * SPEC §1, §4 adult-entry warning dialog: enter (`onAccept`) or leave (`leaveSite`: back to the
 * site the visitor came from, else to a search engine). Its
 * own chunk: `EntryWarning` loads it only when the warning is due.
 */
export default function EntryWarningDialog({ show, onAccept }: { show: boolean; onAccept: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal show={show} backdrop="static" keyboard={false} centered aria-labelledby="entry-warning-title">
      <Modal.Header>
        <Modal.Title id="entry-warning-title">
          <ExclamationTriangleFill className="text-warning me-2" aria-hidden="true" />
          {t('entry.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t('entry.body')}</p>
        <p className="small text-body-secondary mb-0">{t('entry.note')}</p>
      </Modal.Body>
      <Modal.Footer className="justify-content-between">
        <button type="button" className="btn btn-outline-secondary" onClick={() => leaveSite(window)}>
          {t('entry.leave')}
        </button>
        <button type="button" className="btn btn-primary" onClick={onAccept}>
          {t('entry.enter')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}

import { Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import SignupForm from './SignupForm';

/**
 * SPEC §2 signup dialog: the signup form in a modal, which cannot be closed while the account is
 * being created (`busy`). Its own chunk with the form: `SignupModalProvider` loads it when the
 * dialog first opens.
 */
export default function SignupDialog({
  show,
  busy,
  onBusyChange,
  onHide,
  onDone,
}: {
  show: boolean;
  busy: boolean;
  onBusyChange: (busy: boolean) => void;
  onHide: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      show={show}
      onHide={() => !busy && onHide()}
      backdrop={busy ? 'static' : true}
      keyboard={!busy}
      centered
      aria-labelledby="signup-title"
    >
      <Modal.Header closeButton={!busy} closeLabel={t('common.close')}>
        <Modal.Title id="signup-title">{t('signup.title')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <SignupForm onBusyChange={onBusyChange} onDone={onDone} />
      </Modal.Body>
    </Modal>
  );
}

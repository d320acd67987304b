import { Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * SPEC §2 "log in to continue" for a visitor on profile `profileId`: `reason` is the text to show
 * (null hides the dialog); log in comes back to the profile, sign up opens the signup modal.
 */
export function LoginNeededDialog({
  reason,
  profileId,
  onClose,
  onSignup,
}: {
  reason: string | null;
  profileId: number;
  onClose: () => void;
  onSignup: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal show={Boolean(reason)} onHide={onClose} centered aria-labelledby="login-needed-title">
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id="login-needed-title">{t('login_required.title')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>{reason}</Modal.Body>
      <Modal.Footer>
        <Link to={`/login?next=/members/${profileId}`} className="btn btn-outline-primary">
          {t('nav.login')}
        </Link>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            onClose();
            onSignup();
          }}
        >
          {t('nav.signup')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}

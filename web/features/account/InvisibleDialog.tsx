import { useState } from 'react';
import { Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EyeSlash } from '../../components/icons/eye-slash';
import { Stars } from '../../components/icons/stars';
import { useUser } from '../../lib/queries';
import { useOwnProfile, useSetInvisible } from './queries';

/**
 * SPEC §2 "invisible mode settings" (SPEC §4: hidden from search; the member must message or like
 * first to be seen): explains the effect, and for premium members a switch saved with "Save"
 * (`PUT /api/account/invisible`, as /profile's InvisibleSwitch). Free members read the SPEC §5
 * premium-only text with a link to /premium instead; a `premium_only` refusal shows the same way.
 */
export default function InvisibleDialog({
  show,
  onHide,
  onExited,
}: {
  show: boolean;
  onHide: () => void;
  /** After the closing animation (the opener hands focus on). */
  onExited: () => void;
}) {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const profile = useOwnProfile();
  const save = useSetInvisible();
  const current = profile.data?.invisible ?? false;
  // null: the saved state, until the member flips the switch.
  const [picked, setOn] = useState<boolean | null>(null);
  const on = picked ?? current;
  const [failure, setFailure] = useState<{ text: string; premiumOnly: boolean } | null>(null);
  const premium = user?.paid_user ?? false;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    save.mutate(on, {
      onSuccess: onHide,
      onError: (error) =>
        setFailure({
          text: error.message || t('errors.generic'),
          premiumOnly: error.data.error === 'premium_only',
        }),
    });
  };

  return (
    <Modal
      show={show}
      onHide={onHide}
      onEnter={() => {
        setOn(null);
        setFailure(null);
      }}
      onExited={onExited}
      restoreFocus={false}
      centered
      aria-labelledby="invisible-dialog-title"
    >
      <form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title as="h2" className="h5 d-flex align-items-center gap-2" id="invisible-dialog-title">
            <EyeSlash aria-hidden="true" />
            {t('invisible.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p id="invisible-explain">{t('invisible.explain')}</p>
          {premium ? (
            <div className="form-check form-switch fs-5">
              <input
                className="form-check-input"
                type="checkbox"
                role="switch"
                aria-checked={on}
                id="invisible-dialog-switch"
                aria-describedby="invisible-explain"
                checked={on}
                disabled={save.isPending || profile.isPending}
                onChange={(e) => setOn(e.target.checked)}
              />
              <label className="form-check-label fs-6 fw-semibold" htmlFor="invisible-dialog-switch">
                {t('invisible.switch')}
              </label>
            </div>
          ) : (
            <div className="alert alert-info mb-0">
              <p className="mb-2">{t('invisible.premium_only')}</p>
              <Link to="/premium" className="btn btn-primary btn-sm" onClick={onHide}>
                <Stars className="me-1" aria-hidden="true" />
                {t('invisible.premium_link')}
              </Link>
            </div>
          )}
          {failure && (
            <div className="alert alert-danger mt-3 mb-0" role="alert">
              {failure.text}
              {failure.premiumOnly && (
                <>
                  {' '}
                  <Link to="/premium" onClick={onHide}>
                    {t('invisible.premium_link')}
                  </Link>
                </>
              )}
            </div>
          )}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onHide}>
            {premium ? t('common.cancel') : t('common.close')}
          </button>
          {premium && (
            <button type="submit" className="btn btn-primary" disabled={save.isPending || on === current}>
              {save.isPending && (
                <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              )}
              {t('invisible.save')}
            </button>
          )}
        </Modal.Footer>
      </form>
    </Modal>
  );
}

import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { CheckCircleFill } from '../../components/icons/check-circle-fill';
import { EnvelopePaperHeartFill } from '../../components/icons/envelope-paper-heart-fill';
import { PageSpinner } from '../../components/PageSpinner';
import { normaliseInvite, rememberInvite, storedInvite } from '../../lib/invite';
import { useMemberOnArrival, useSettings } from '../../lib/queries';
import { useSignupModal } from '../auth/SignupModal';
import { useCheckInvite } from './queries';

/**
 * SPEC §8 "site invite-only": where a visitor without an invite code lands when they want to sign
 * up on an invite-only site. Explains it, checks a typed code (`GET /api/invite-codes/check`) and
 * then opens the signup with it; members log in. On an open site it forwards to /signup.
 */
export default function InviteOnlyPage() {
  const { t } = useTranslation();
  const id = useId();
  const member = useMemberOnArrival();
  const { data: settings } = useSettings();
  const signup = useSignupModal();
  const check = useCheckInvite();
  const [code, setCode] = useState(() => storedInvite() ?? '');
  const [error, setError] = useState<string | null>(null);
  const [valid, setValid] = useState(false);

  if (member === null || !settings) return <PageSpinner />;
  if (member) return <Navigate to="/members" replace />;
  if (!settings.invite_only) return <Navigate to="/signup" replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setValid(false);
    const value = normaliseInvite(code);
    if (!value) {
      setError(t('errors.invite_invalid'));
      return;
    }
    try {
      const answer = await check.mutateAsync(value);
      if (!answer.valid) {
        setError(t(`errors.${answer.reason ?? 'invite_invalid'}`));
        return;
      }
      rememberInvite(value);
      setValid(true);
      signup.open();
    } catch (e) {
      setError(e instanceof Error ? e.message : t('errors.generic'));
    }
  };

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className="container py-4 py-md-5" style={{ maxWidth: 560 }}>
      <div className="card shadow-sm border-0">
        <div className="card-body p-4 p-md-5">
          <div className="text-center mb-3">
            <EnvelopePaperHeartFill className="text-primary" size={48} aria-hidden="true" />
          </div>
          <h1 className="h3 text-center mb-3">{t('invites.page.title')}</h1>
          <p>{t('invites.page.body', { site: settings.name })}</p>
          <form onSubmit={onSubmit} noValidate className="mt-4">
            <label htmlFor={`${id}-code`} className="form-label fw-semibold">
              {t('invites.field.label')}
            </label>
            <input
              id={`${id}-code`}
              className={`form-control form-control-lg text-uppercase font-monospace${error ? ' is-invalid' : ''}`}
              value={code}
              onChange={(e) => {
                setCode(e.target.value);
                setValid(false);
              }}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={64}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? errorId : hintId}
            />
            {error ? (
              <div id={errorId} className="invalid-feedback d-block" role="alert">
                {error}
              </div>
            ) : (
              <div id={hintId} className="form-text">
                {t('invites.field.hint')}
              </div>
            )}
            {valid && (
              <p className="text-success fw-semibold mt-3 mb-0" role="status">
                <CheckCircleFill className="me-2" aria-hidden="true" />
                {t('invites.page.valid')}
              </p>
            )}
            {valid ? (
              <button
                type="button"
                className="btn btn-primary btn-lg w-100 mt-3"
                onClick={() => signup.open()}
              >
                {t('invites.page.continue')}
              </button>
            ) : (
              <button type="submit" className="btn btn-primary btn-lg w-100 mt-3" disabled={check.isPending}>
                {check.isPending ? t('invites.page.checking') : t('invites.page.check')}
              </button>
            )}
          </form>
          <p className="small text-body-secondary mt-4 mb-2">{t('invites.page.no_code')}</p>
          <p className="mb-0">
            {t('invites.page.member')} <Link to="/login">{t('invites.page.login')}</Link>
          </p>
        </div>
      </div>
    </div>
  );
}

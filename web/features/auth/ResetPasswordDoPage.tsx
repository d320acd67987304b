import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormField } from '../../components/FormField';
import { ApiError } from '../../lib/api';
import { useResetPassword } from './queries';

/** SPEC §2 /reset-password/do: sets a new password with the one-time link's token. */
export default function ResetPasswordDoPage() {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [fieldError, setFieldError] = useState<{ password?: string; repeat?: string }>({});
  const [expired, setExpired] = useState(!token);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const [general, setGeneral] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setGeneral(null);
    if (password !== repeat) {
      setFieldError({ repeat: t('validation.passwords_differ') });
      return;
    }
    setFieldError({});
    setBusy(true);
    try {
      await reset.mutateAsync({ token, password });
      setDone(true);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'link_expired') setExpired(true);
      else if (error instanceof ApiError && error.fields.password)
        setFieldError({ password: error.fields.password });
      else setGeneral(error instanceof ApiError ? error.message : t('errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="container py-4" style={{ maxWidth: 480 }}>
      <h1 className="h3 mb-3">{t('reset.new_title')}</h1>
      <div className="card shadow-sm">
        <div className="card-body">
          {expired ? (
            <div role="alert">
              <p className="text-danger fw-semibold">{t('errors.link_expired')}</p>
              <Link to="/reset-password" className="btn btn-primary">
                {t('reset.request_new')}
              </Link>
            </div>
          ) : done ? (
            <div role="status">
              <p>{t('reset.done')}</p>
              <Link to="/login" className="btn btn-primary">
                {t('nav.login')}
              </Link>
            </div>
          ) : (
            <form onSubmit={submit} noValidate>
              {general && (
                <div className="alert alert-danger" role="alert">
                  {general}
                </div>
              )}
              <FormField
                label={t('reset.new_password')}
                error={fieldError.password}
                hint={t('signup.password_hint')}
              >
                {(p) => (
                  <input
                    {...p}
                    type="password"
                    autoComplete="new-password"
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                  />
                )}
              </FormField>
              <FormField label={t('reset.repeat_password')} error={fieldError.repeat}>
                {(p) => (
                  <input
                    {...p}
                    type="password"
                    autoComplete="new-password"
                    value={repeat}
                    onChange={(e) => setRepeat(e.target.value)}
                  />
                )}
              </FormField>
              <button type="submit" className="btn btn-primary w-100" disabled={busy}>
                {t('reset.save')}
              </button>
            </form>
          )}
        </div>
      </div>
    </div>
  );
}

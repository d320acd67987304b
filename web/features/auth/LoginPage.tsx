import { loginBody } from '@common/schemas/user';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { FormField } from '../../components/FormField';
import { PageSpinner } from '../../components/PageSpinner';
import { ApiError } from '../../lib/api';
import { useMemberOnArrival } from '../../lib/queries';
import { useLogin } from './queries';
import { useSignupModal } from './SignupModal';

/** Only same-site paths are followed after login. */
function safeNext(next: string | null): string {
  return next?.startsWith('/') && !next.startsWith('//') ? next : '/members';
}

/** SPEC §2 /login, with the SPEC §8 texts for a failed or blocked login. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin();
  const signup = useSignupModal();
  const [params] = useSearchParams();
  const member = useMemberOnArrival();
  const [error, setError] = useState<string | null>(null);
  // SPEC §8 "account deleted but not final": the server mailed a fresh reactivation link
  // (`link_sent`; not when the hourly limit held it back).
  const [deleted, setDeleted] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { isSubmitting, errors },
  } = useForm<z.input<typeof loginBody>, unknown, z.output<typeof loginBody>>({
    resolver: zodResolver(loginBody),
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    setDeleted(false);
    try {
      await login.mutateAsync(values);
      navigate(safeNext(params.get('next')));
    } catch (e) {
      // Issue "Back office" §2: a banned member sees the ban page with the reason, never a bare error.
      if (e instanceof ApiError && e.code === 'account_banned') {
        const reason = typeof e.data.reason === 'string' ? e.data.reason : null;
        navigate('/pages/ban', { state: { banned: true, reason } });
        return;
      }
      setError(e instanceof ApiError ? e.message : t('errors.generic'));
      setDeleted(e instanceof ApiError && e.code === 'account_deleted' && e.data.link_sent === true);
    }
  });

  if (member === null) return <PageSpinner />;
  if (member) return <Navigate to={safeNext(params.get('next'))} replace />;

  return (
    <div className="container py-4" style={{ maxWidth: 480 }}>
      <h1 className="h3 mb-3">{t('login.title')}</h1>
      <div className="card shadow-sm">
        <div className="card-body">
          <form onSubmit={onSubmit} noValidate>
            {error && (
              <div className="alert alert-danger" role="alert">
                {error}
                {deleted && <p className="mb-0 mt-2">{t('reactivate.new_link_sent')}</p>}
              </div>
            )}
            <FormField label={t('login.email')} error={errors.email && t('validation.email_invalid')}>
              {(p) => (
                <input {...p} type="email" autoComplete="username" inputMode="email" {...register('email')} />
              )}
            </FormField>
            <FormField
              label={t('login.password')}
              error={errors.password?.message && t(errors.password.message)}
            >
              {(p) => (
                <input {...p} type="password" autoComplete="current-password" {...register('password')} />
              )}
            </FormField>
            <button type="submit" className="btn btn-primary btn-lg w-100" disabled={isSubmitting}>
              {isSubmitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
              {t('login.submit')}
            </button>
          </form>
          <div className="d-flex justify-content-between mt-3 small">
            <Link to="/reset-password">{t('login.forgot')}</Link>
            <button type="button" className="btn btn-link btn-sm p-0" onClick={() => signup.open()}>
              {t('login.no_account')}
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}

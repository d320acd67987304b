import { passwordResetBody } from '@common/schemas/user';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormField } from '../../components/FormField';
import { useRequestReset } from './queries';

/**
 * SPEC §2 /reset-password: asks for the e-mail address. The answer is the same whether or not
 * an account exists, so the page cannot tell who is a member.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const request = useRequestReset();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = passwordResetBody.safeParse({ email });
    const valid = parsed.success && /.+@.+\..+/.test(parsed.data.email);
    setInvalid(!valid);
    if (valid) request.mutate(parsed.data.email);
  };
  return (
    <div className="container py-4" style={{ maxWidth: 480 }}>
      <h1 className="h3 mb-3">{t('reset.title')}</h1>
      <div className="card shadow-sm">
        <div className="card-body">
          {request.isSuccess ? (
            <div role="status">
              <p className="mb-3">{t('reset.sent')}</p>
              <Link to="/login" className="btn btn-outline-primary">
                {t('reset.back_to_login')}
              </Link>
            </div>
          ) : (
            <form onSubmit={submit} noValidate>
              <p>{t('reset.intro')}</p>
              {request.isError && (
                <div className="alert alert-danger" role="alert">
                  {request.error.message}
                </div>
              )}
              <FormField label={t('login.email')} error={invalid ? t('validation.email_invalid') : undefined}>
                {(p) => (
                  <input
                    {...p}
                    type="email"
                    autoComplete="email"
                    value={email}
                    onChange={(e) => setEmail(e.target.value)}
                  />
                )}
              </FormField>
              <button type="submit" className="btn btn-primary w-100" disabled={request.isPending}>
                {t('reset.submit')}
              </button>
            </form>
          )}
        </div>
      </div>
    </div>
  );
}

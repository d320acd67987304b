import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormField } from '../../components/FormField';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { type FormStatus, StatusAlert } from '../../components/StatusAlert';
import { ApiError } from '../../lib/api';
import { useUser } from '../../lib/queries';
import { AccountSections, EMAIL_FORM_ID } from '../account/AccountSections';
import { useChatSettings, useSaveChatSettings } from '../chats/queries';
import { SpendingLimitSection } from '../credits/SpendingLimit';
import { BlockedMembers } from './BlockedMembers';
import { ExportData } from './ExportData';
import { useChangeEmail, useChangePassword } from './queries';

function PasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [values, setValues] = useState({ old_password: '', password: '', password_repeat: '' });
  const [fields, setFields] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<FormStatus>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    if (values.password !== values.password_repeat) {
      setFields({ password_repeat: t('validation.passwords_differ') });
      return;
    }
    setFields({});
    setBusy(true);
    try {
      await change.mutateAsync(values);
      setValues({ old_password: '', password: '', password_repeat: '' });
      setStatus({ kind: 'ok', text: t('settings.password_saved') });
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setFields(error.fields);
      else
        setStatus({ kind: 'error', text: error instanceof ApiError ? error.message : t('errors.generic') });
    } finally {
      setBusy(false);
    }
  };
  const input = (name: keyof typeof values, autoComplete: string) => (p: object) => (
    <input
      {...p}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(e) => setValues({ ...values, [name]: e.target.value })}
    />
  );
  return (
    <form onSubmit={submit} noValidate aria-labelledby="password-title">
      <h2 id="password-title" className="h5">
        {t('settings.password_title')}
      </h2>
      <StatusAlert status={status} />
      <FormField label={t('settings.old_password')} error={fields.old_password}>
        {input('old_password', 'current-password')}
      </FormField>
      <FormField label={t('settings.new_password')} error={fields.password} hint={t('signup.password_hint')}>
        {input('password', 'new-password')}
      </FormField>
      <FormField label={t('settings.repeat_password')} error={fields.password_repeat}>
        {input('password_repeat', 'new-password')}
      </FormField>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {t('settings.save_password')}
      </button>
    </form>
  );
}

function EmailForm({ current }: { current: string }) {
  const { t } = useTranslation();
  const change = useChangeEmail();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [status, setStatus] = useState<FormStatus>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    setFieldError(undefined);
    setBusy(true);
    try {
      await change.mutateAsync(email);
      setStatus({ kind: 'ok', text: t('settings.email_sent', { email }) });
      setEmail('');
    } catch (error) {
      if (error instanceof ApiError && error.fields.email) setFieldError(error.fields.email);
      else if (error instanceof ApiError && error.code === 'email_taken') setFieldError(error.message);
      else
        setStatus({ kind: 'error', text: error instanceof ApiError ? error.message : t('errors.generic') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="email-title">
      <h2 id="email-title" className="h5">
        {t('settings.email_title')}
      </h2>
      <p className="small text-body-secondary">{t('settings.email_current', { email: current })}</p>
      <StatusAlert status={status} />
      <FormField label={t('settings.new_email')} error={fieldError}>
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
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {t('settings.save_email')}
      </button>
    </form>
  );
}

/**
 * "Foto's in berichten" (docs/safety.md "Explicit images"): the switch "Expliciete foto's
 * vervagen" (`PUT /api/chat-settings`), saved as it is flipped.
 */
function BlurImagesSection() {
  const { t } = useTranslation();
  const setting = useChatSettings();
  const save = useSaveChatSettings();
  const on = save.isPending ? (save.variables?.blur_images ?? true) : (setting.data?.blur_images ?? true);
  return (
    <section className="card shadow-sm mb-4" aria-labelledby="blur-images-title">
      <div className="card-body">
        <h2 id="blur-images-title" className="h5">
          {t('settings.blur_images_title')}
        </h2>
        <div className="form-check form-switch">
          <input
            id="blur-images"
            type="checkbox"
            role="switch"
            aria-checked={on}
            className="form-check-input"
            checked={on}
            disabled={setting.isPending || save.isPending}
            aria-describedby="blur-images-hint"
            onChange={(e) => save.mutate({ blur_images: e.target.checked })}
          />
          <label className="form-check-label" htmlFor="blur-images">
            {t('settings.blur_images_label')}
          </label>
        </div>
        <p id="blur-images-hint" className="small text-body-secondary mb-0 mt-1">
          {t('settings.blur_images_hint')}
        </p>
        {save.isError && (
          <p className="text-danger small mb-0 mt-1" role="alert">
            {save.error.message}
          </p>
        )}
      </div>
    </section>
  );
}

/**
 * The account dropdown's Settings (/settings): language, the way to the notification settings
 * (/notifications), password change and e-mail change (SPEC §5 texts), the blocked members with
 * unblock (`BlockedMembers`, SPEC §6), the member's own spending limit and monthly statement
 * (`SpendingLimitSection`, issue "Safety" §5), whether received explicit images are blurred
 * (`BlurImagesSection`, issue 28),
 * downloading the member's data (`ExportData`, GDPR Art. 15/20), invisible mode and deleting the
 * account (SPEC §2 dialogs, web/features/account).
 */
export default function SettingsPage() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  if (!user) return null;
  return (
    <div className="container py-4" style={{ maxWidth: 640 }}>
      <h1 className="h3 mb-4">{t('settings.title')}</h1>
      <section className="card shadow-sm mb-4" aria-labelledby="language-title">
        <div className="card-body d-flex align-items-center justify-content-between">
          <div>
            <h2 id="language-title" className="h5 mb-1">
              {t('settings.language')}
            </h2>
            <Link to="/lang-config" className="small">
              {t('lang_config.more')}
            </Link>
          </div>
          <LanguageSwitcher />
        </div>
      </section>
      <section className="card shadow-sm mb-4" aria-labelledby="notifications-settings-title">
        <div className="card-body d-flex flex-wrap align-items-center justify-content-between gap-2">
          <div>
            <h2 id="notifications-settings-title" className="h5 mb-1">
              {t('notifications.settings_title')}
            </h2>
            <p className="small text-body-secondary mb-0">{t('notifications.settings_body')}</p>
          </div>
          <Link to="/notifications" className="btn btn-outline-primary">
            {t('notifications.settings_link')}
          </Link>
        </div>
      </section>
      <section className="card shadow-sm mb-4">
        <div className="card-body">
          <PasswordForm />
        </div>
      </section>
      <section id={EMAIL_FORM_ID} className="card shadow-sm mb-4" style={{ scrollMarginTop: '5rem' }}>
        <div className="card-body">
          <EmailForm current={user.email} />
        </div>
      </section>
      <section className="card shadow-sm mb-4" aria-labelledby="verification-title">
        <div className="card-body">
          <h2 id="verification-title" className="h5">
            {t('verification.title')}
          </h2>
          <p className="small text-body-secondary">{t('verification.contact_only')}</p>
          <Link to="/verification">{t('verification.link')}</Link>
        </div>
      </section>
      <SpendingLimitSection />
      <BlurImagesSection />
      <BlockedMembers />
      <ExportData />
      <AccountSections />
    </div>
  );
}

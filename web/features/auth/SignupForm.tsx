import { signupBody } from '@common/schemas/user';
import { zodResolver } from '@hookform/resolvers/zod';
import { Fragment, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { BirthDateControl } from '../../components/BirthDateField';
import { FormField } from '../../components/FormField';
import { CheckCircleFill } from '../../components/icons/check-circle-fill';
import { Circle } from '../../components/icons/circle';
import { ApiError } from '../../lib/api';
import { applyServerErrors, useFieldMessage } from '../../lib/forms';
import { forgetInvite, storedInvite } from '../../lib/invite';
import { useSettings, useSetUser } from '../../lib/queries';
import { storedTracking } from '../../lib/tracking';
import { forgetMatchFinder, storedMatchFinder } from '../members/searchDefaults';
import { useSignup } from './queries';

/** SPEC §2 signup progress steps, shown while the account is created. */
export const SIGNUP_PROGRESS = ['check', 'create', 'matches', 'mail'] as const;
const STEP_MS = 450;

/** The signup form: the API body plus the consent checkbox (terms, privacy, 18+). */
const signupForm = signupBody.omit({ tracking: true, match_finder: true }).extend({
  terms: z.boolean().refine((v) => v, { message: 'validation.terms' }),
});
type FormValues = z.infer<typeof signupForm>;

/**
 * SPEC §2 signup step 0: creates the account. Used by the signup modal and the /signup page.
 * `onBusyChange(true)` while in progress (the modal cannot close then); `onDone` after success.
 */
export default function SignupForm({
  onBusyChange,
  onDone,
}: {
  onBusyChange?: (busy: boolean) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const signup = useSignup();
  const setUser = useSetUser();
  const { data: settings } = useSettings();
  const [progress, setProgress] = useState<number | null>(null);
  const [general, setGeneral] = useState<string | null>(null);
  const [emailTaken, setEmailTaken] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const id = useId();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof signupForm>, unknown, FormValues>({
    resolver: zodResolver(signupForm),
    // Whom the visitor looks for, when they said it in the match finder (SPEC §2).
    defaultValues: {
      terms: false,
      looking_for: storedMatchFinder()?.looking_for,
      // SPEC §1, §8: the invite code brought in the address or checked on /invite-only.
      invite_code: storedInvite() ?? '',
    },
  });

  useEffect(
    () => () => {
      if (timer.current) clearInterval(timer.current);
    },
    [],
  );

  const tr = useFieldMessage();

  const onSubmit = handleSubmit(async (values) => {
    setGeneral(null);
    setEmailTaken(false);
    onBusyChange?.(true);
    setProgress(0);
    timer.current = setInterval(() => setProgress((p) => (p === null ? p : Math.min(p + 1, 2))), STEP_MS);
    try {
      const { terms: _terms, invite_code: inviteCode, ...body } = values;
      // Only an invite-only site asks for the code (others ignore it).
      const invite = settings?.invite_only && inviteCode ? inviteCode : undefined;
      const tracking = storedTracking();
      // The match finder's answers become the new member's search defaults.
      const finder = storedMatchFinder();
      const { user } = await signup.mutateAsync({
        ...body,
        ...(tracking ? { tracking } : {}),
        ...(invite ? { invite_code: invite } : {}),
        ...(finder ? { match_finder: { ages: finder.ages, appearance: finder.appearance } } : {}),
      });
      if (finder) forgetMatchFinder();
      if (invite) forgetInvite();
      if (timer.current) clearInterval(timer.current);
      setProgress(3);
      await new Promise((resolve) => setTimeout(resolve, STEP_MS));
      setProgress(4);
      setUser(user);
      onBusyChange?.(false);
      onDone();
    } catch (error) {
      if (timer.current) clearInterval(timer.current);
      setProgress(null);
      onBusyChange?.(false);
      if (error instanceof ApiError && error.code === 'email_taken') setEmailTaken(true);
      // A missing or refused invite code (SPEC §8) is told at its field.
      if (settings?.invite_only && error instanceof ApiError && error.code.startsWith('invite_')) {
        setError('invite_code', { message: error.message }, { shouldFocus: true });
        return;
      }
      setGeneral(
        applyServerErrors(error, setError, [
          'email',
          'name',
          'password',
          'date_of_birth',
          'gender',
          'looking_for',
          'invite_code',
        ]),
      );
    }
  });

  if (progress !== null) {
    return (
      <div aria-live="polite">
        <p className="fw-semibold">{t('signup.progress_title')}</p>
        <ol className="signup-steps">
          {SIGNUP_PROGRESS.map((step, i) => (
            <li key={step}>
              {i < progress ? (
                <CheckCircleFill className="text-success" aria-hidden="true" />
              ) : i === progress ? (
                <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
              ) : (
                <Circle className="text-body-secondary" aria-hidden="true" />
              )}
              <span className={i <= progress ? '' : 'text-body-secondary'}>
                {t(`signup.progress.${step}`)}
              </span>
              {i < progress && <span className="visually-hidden">{t('signup.progress_done')}</span>}
            </li>
          ))}
        </ol>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      {general && (
        <div className="alert alert-danger" role="alert">
          {general}{' '}
          {emailTaken && (
            <Link to="/login" className="alert-link">
              {t('signup.login_instead')}
            </Link>
          )}
        </div>
      )}
      {settings?.invite_only && (
        <FormField
          label={t('invites.field.label')}
          error={tr(errors.invite_code?.message)}
          hint={t('invites.field.hint')}
        >
          {(p) => (
            <input
              {...p}
              type="text"
              className={`${p.className} text-uppercase font-monospace`}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              {...register('invite_code')}
            />
          )}
        </FormField>
      )}
      <fieldset className="mb-3">
        <legend className="form-label fw-semibold fs-6">{t('signup.gender')}</legend>
        <div className="btn-group w-100" role="radiogroup" aria-label={t('signup.gender')}>
          {(['male', 'female'] as const).map((g) => (
            <Fragment key={g}>
              <input
                type="radio"
                className="btn-check"
                id={`${id}-gender-${g}`}
                value={g}
                {...register('gender')}
              />
              <label className="btn btn-outline-primary" htmlFor={`${id}-gender-${g}`}>
                {t(`signup.i_am_${g}`)}
              </label>
            </Fragment>
          ))}
        </div>
        {errors.gender && <div className="invalid-feedback d-block">{tr(errors.gender.message)}</div>}
      </fieldset>
      <fieldset className="mb-3">
        <legend className="form-label fw-semibold fs-6">{t('signup.looking_for')}</legend>
        <div className="btn-group w-100" role="radiogroup" aria-label={t('signup.looking_for')}>
          {(['male', 'female'] as const).map((g) => (
            <Fragment key={g}>
              <input
                type="radio"
                className="btn-check"
                id={`${id}-looking_for-${g}`}
                value={g}
                {...register('looking_for')}
              />
              <label className="btn btn-outline-primary" htmlFor={`${id}-looking_for-${g}`}>
                {t(`signup.seek_${g}`)}
              </label>
            </Fragment>
          ))}
        </div>
        {errors.looking_for && (
          <div className="invalid-feedback d-block">{tr(errors.looking_for.message)}</div>
        )}
      </fieldset>
      <FormField label={t('signup.name')} error={tr(errors.name?.message)} hint={t('signup.name_hint')}>
        {(p) => <input {...p} type="text" autoComplete="nickname" {...register('name')} />}
      </FormField>
      <FormField label={t('signup.email')} error={tr(errors.email?.message)}>
        {(p) => <input {...p} type="email" autoComplete="email" inputMode="email" {...register('email')} />}
      </FormField>
      <FormField
        label={t('signup.password')}
        error={tr(errors.password?.message)}
        hint={t('signup.password_hint')}
      >
        {(p) => <input {...p} type="password" autoComplete="new-password" {...register('password')} />}
      </FormField>
      <BirthDateControl
        control={control}
        minAge={settings?.min_age ?? 18}
        error={tr(errors.date_of_birth?.message)}
        hint={t('signup.date_of_birth_hint', { min_age: settings?.min_age ?? 18 })}
      />
      <div className="form-check mb-3">
        <input
          className={`form-check-input${errors.terms ? ' is-invalid' : ''}`}
          type="checkbox"
          id={`${id}-terms`}
          {...register('terms')}
        />
        <label className="form-check-label" htmlFor={`${id}-terms`}>
          <Trans
            i18nKey="signup.terms"
            values={{ min_age: settings?.min_age ?? 18 }}
            components={{
              terms: <Link to="/pages/terms" target="_blank" />,
              privacy: <Link to="/pages/privacy" target="_blank" />,
            }}
          />
        </label>
        {errors.terms && <div className="invalid-feedback d-block">{tr(errors.terms.message)}</div>}
      </div>
      <p className="small text-body-secondary">
        <Trans
          i18nKey="legal.signup_fictional"
          values={{ site: settings?.name ?? 'Amora' }}
          components={{ faq: <Link to="/pages/faq#fictional-profiles" target="_blank" /> }}
        />
      </p>
      <button type="submit" className="btn btn-primary btn-lg w-100">
        {t('signup.submit')}
      </button>
      <p className="text-center mt-3 mb-0 small">
        {t('signup.have_account')} <Link to="/login">{t('nav.login')}</Link>
      </p>
    </form>
  );
}

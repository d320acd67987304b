import { SUPPORTED_COUNTRIES } from '@common/constants';
import type { FictionalProfile } from '@common/schemas/fictional';
import { type ProfileForm, profileForm } from '@common/schemas/members';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/FormField';
import { CheckCircleFill } from '../../../components/icons/check-circle-fill';
import { ApiError } from '../../../lib/api';
import { useFieldMessage } from '../../../lib/forms';
import { BasicFields } from '../../profile/BasicFields';
import { ChoiceFields } from '../../profile/ChoiceFields';
import { LocationFields } from '../../profile/LocationFields';
import type { ProfileFormApi } from '../../profile/profileForm';
import { useBackofficeTranslation } from '../i18n';
import { type FictionalAnswer, useSaveFictional } from './queries';

/** The form's values of a new fictional profile: a woman looking for men, nothing else said. */
function blank(country: string): ProfileForm {
  return {
    name: '',
    gender: 'female',
    looking_for: 'male',
    date_of_birth: '',
    country: (SUPPORTED_COUNTRIES as readonly string[]).includes(country)
      ? (country as ProfileForm['country'])
      : 'NL',
    region: '',
    city: '',
    min_age: 18,
    max_age: 99,
    hair_colour: null,
    eye_colour: null,
    body_type: null,
    relationship_status: null,
    sexuality: null,
    tattoos: null,
    signup_reason: null,
    appearance: null,
    seek_appearance: null,
    interests: [],
    about: '',
  };
}

/** The sites a fictional profile appears on: one checkbox per site domain; none ticked means every site. */
function SitesField({
  domains,
  value,
  onChange,
  error,
}: {
  domains: readonly string[];
  value: readonly string[];
  onChange: (sites: string[]) => void;
  error: string | null;
}) {
  const { t } = useBackofficeTranslation();
  const id = useId();
  return (
    <fieldset
      className="border rounded p-3 mb-3"
      aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
    >
      <legend className="float-none w-auto px-2 fs-6 fw-semibold mb-0">{t('fictional.form.sites')}</legend>
      <p id={`${id}-help`} className="form-text mt-0">
        {value.length === 0 ? t('fictional.form.sites_all') : t('fictional.form.sites_some')}
      </p>
      {domains.map((domain) => (
        <div key={domain} className="form-check">
          <input
            id={`${id}-${domain}`}
            type="checkbox"
            className={`form-check-input${error ? ' is-invalid' : ''}`}
            checked={value.includes(domain)}
            onChange={(e) =>
              onChange(e.target.checked ? [...value, domain] : value.filter((site) => site !== domain))
            }
          />
          <label htmlFor={`${id}-${domain}`} className="form-check-label text-break">
            {domain === 'default' ? t('fictional.form.default_site') : domain}
          </label>
        </div>
      ))}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}

/**
 * The form of a fictional profile (issue "Back office" §4): the member's profile form (SPEC §3,
 * the same field groups as /profile) and the sites it appears on. `profile` null creates one;
 * `onSaved` gets the stored profile. Server errors go on their fields.
 */
export function FictionalForm({
  profile,
  domains,
  defaultCountry,
  onSaved,
}: {
  profile: FictionalProfile | null;
  domains: readonly string[];
  defaultCountry: string;
  onSaved: (answer: FictionalAnswer) => void;
}) {
  const { t } = useBackofficeTranslation();
  const main = useTranslation();
  const tr = useFieldMessage();
  const save = useSaveFictional(profile?.id ?? null);
  const [sites, setSites] = useState<string[]>(profile?.sites ?? []);
  const [sitesError, setSitesError] = useState<string | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const values: ProfileForm = profile
    ? (({ id: _id, sites: _sites, status: _status, photos: _photos, created_at: _created, ...rest }) => rest)(
        profile,
      )
    : blank(defaultCountry);
  const form: ProfileFormApi = useForm({ resolver: zodResolver(profileForm), defaultValues: values });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const onSubmit = handleSubmit(async (edited) => {
    setStatus(null);
    setSitesError(null);
    try {
      const answer = await save.mutateAsync({ ...edited, sites });
      setStatus({ ok: true, text: profile ? t('fictional.form.saved') : t('fictional.form.created') });
      onSaved(answer);
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setStatus({ ok: false, text: main.t('errors.generic') });
        return;
      }
      const known: readonly string[] = Object.keys(values);
      let general: string | null = error.code === 'validation' ? null : error.message;
      for (const [field, message] of Object.entries(error.fields)) {
        if (field === 'sites') setSitesError(message);
        else if (known.includes(field)) setError(field as keyof ProfileForm, { message });
        else general = message;
      }
      setStatus({ ok: false, text: general ?? main.t('errors.validation') });
    }
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="card border-0 shadow-sm mb-4"
      aria-labelledby="fictional-form-title"
    >
      <div className="card-body">
        <h2 id="fictional-form-title" className="h5 mb-3">
          {t('fictional.form.title')}
        </h2>
        <BasicFields form={form} />
        <LocationFields form={form} />
        <ChoiceFields form={form} />
        <FormField label={main.t('own.about')} error={tr(errors.about?.message)}>
          {(p) => <textarea {...p} rows={4} maxLength={2000} {...register('about')} />}
        </FormField>
        <SitesField domains={domains} value={sites} onChange={setSites} error={sitesError} />
        {status && !status.ok && (
          <div className="alert alert-danger" role="alert">
            {status.text}
          </div>
        )}
        <div className="d-flex flex-wrap align-items-center gap-3">
          <button type="submit" className="btn btn-primary btn-lg" disabled={isSubmitting}>
            {profile ? t('fictional.form.save') : t('fictional.form.create')}
          </button>
          <p className="mb-0 text-success fw-semibold" role="status">
            {status?.ok && (
              <>
                <CheckCircleFill className="me-1" aria-hidden="true" />
                {status.text}
              </>
            )}
          </p>
        </div>
      </div>
    </form>
  );
}

import { SUPPORTED_COUNTRIES } from '@common/constants';
import {
  BODY_TYPES,
  EYE_COLOURS,
  HAIR_COLOURS,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
  SIGNUP_REASONS,
  TATTOOS,
} from '@common/profile';
import { type OwnProfile, type ProfileForm, profileForm } from '@common/schemas/members';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Modal } from 'react-bootstrap';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { BirthDateField } from '../../components/BirthDateField';
import { FormField } from '../../components/FormField';
import { PageSpinner } from '../../components/PageSpinner';
import { ApiError, api } from '../../lib/api';
import { useFormat } from '../../lib/format';
import { applyServerErrors } from '../../lib/forms';
import { memberKeys } from '../../lib/keys';
import { shellKeys, useOwnProfile, useSettings } from '../../lib/queries';
import { useInterests, useRegions } from '../../lib/reference';
import { saveMatchFinder } from '../members/searchDefaults';
import { PhotosSection } from './PhotosSection';

const CHOICES = {
  hair_colour: HAIR_COLOURS,
  eye_colour: EYE_COLOURS,
  body_type: BODY_TYPES,
  relationship_status: RELATIONSHIP_STATUSES,
  sexuality: SEXUALITIES,
  tattoos: TATTOOS,
  signup_reason: SIGNUP_REASONS,
} as const;

/** SPEC §2 match finder dialog: ages 18-35 or 35+, appearance normal or sexy, race white or other. */
function MatchFinder({ show, onClose, gender }: { show: boolean; onClose: () => void; gender: string }) {
  const { t } = useTranslation();
  const [ages, setAges] = useState<'18-35' | '35+'>('18-35');
  const [appearance, setAppearance] = useState('normal');
  const [race, setRace] = useState('white');
  const group = (name: string, value: string, set: (v: string) => void, options: string[]) => (
    <fieldset className="mb-3">
      <legend className="form-label fw-semibold fs-6">{t(`match_finder.${name}`)}</legend>
      <div className="btn-group w-100">
        {options.map((o) => (
          <span key={o} className="flex-fill d-flex">
            <input
              type="radio"
              className="btn-check"
              id={`mf-${name}-${o}`}
              name={`mf-${name}`}
              checked={value === o}
              onChange={() => set(o)}
            />
            <label className="btn btn-outline-primary flex-fill" htmlFor={`mf-${name}-${o}`}>
              {t(`match_finder.${name}_${o.replace('+', 'plus').replace('-', '_')}`)}
            </label>
          </span>
        ))}
      </div>
    </fieldset>
  );
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="match-finder-title">
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id="match-finder-title">{t('match_finder.title')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {group('ages', ages, (v) => setAges(v as '18-35' | '35+'), ['18-35', '35+'])}
        {group('appearance', appearance, setAppearance, ['normal', 'sexy'])}
        {group('race', race, setRace, ['white', 'other'])}
      </Modal.Body>
      <Modal.Footer>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            saveMatchFinder({ gender, ages, appearance, race });
            onClose();
          }}
        >
          {t('match_finder.save')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}

function ProfileEditor({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const { data: settings } = useSettings();
  const { data: regions } = useRegions();
  const { data: interests } = useInterests();
  // The outcome of saving, shown beside the save button where the member is looking.
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [locationError, setLocationError] = useState<string | null>(null);
  const [finder, setFinder] = useState(false);
  const [locating, setLocating] = useState(false);
  const { photos: _photos, invisible: _invisible, photo_limit: _limit, ...values } = profile;
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof profileForm>, unknown, ProfileForm>({
    resolver: zodResolver(profileForm),
    defaultValues: values,
  });
  const country = watch('country');
  const tr = (message: string | undefined) =>
    message ? t(message, { min_age: settings?.min_age ?? 18, defaultValue: message }) : undefined;
  const onSubmit = handleSubmit(async (form) => {
    setStatus(null);
    try {
      const answer = await api<{ profile: OwnProfile }>('/api/profile', { method: 'PUT', body: form });
      queryClient.setQueryData(memberKeys.own, answer);
      void queryClient.invalidateQueries({ queryKey: shellKeys.user });
      setStatus({ ok: true, text: t('own.saved') });
    } catch (error) {
      const general = applyServerErrors(error, setError, Object.keys(values) as Array<keyof ProfileForm>);
      setStatus({ ok: false, text: general ?? t('errors.validation') });
    }
  });
  const locate = () => {
    if (!('geolocation' in navigator)) return;
    setLocationError(null);
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      async (position) => {
        try {
          const place = await api<{ country: string; region: string; city: string }>(
            `/api/geocode.php?lat=${position.coords.latitude}&lon=${position.coords.longitude}`,
          );
          setValue('country', place.country as ProfileForm['country']);
          setValue('region', place.region);
          setValue('city', place.city);
        } catch (error) {
          setLocationError(
            error instanceof ApiError && error.code === 'not_found'
              ? t('own.location_unknown')
              : t('errors.generic'),
          );
        } finally {
          setLocating(false);
        }
      },
      () => {
        setLocating(false);
        setLocationError(t('own.location_denied'));
      },
      { maximumAge: 3_600_000, timeout: 15_000 },
    );
  };
  const visible = (field: string) => settings?.visible_profile_fields.includes(field) ?? true;
  const select = (name: keyof typeof CHOICES) =>
    visible(name) && (
      <div className="col-sm-6" key={name}>
        <FormField label={t(`fields.${name}`)} error={tr(errors[name]?.message)}>
          {(p) => (
            <select
              {...p}
              className={`form-select${errors[name] ? ' is-invalid' : ''}`}
              {...register(name, { setValueAs: (v: string) => v || null })}
            >
              <option value="">{t('own.not_said')}</option>
              {CHOICES[name].map((v) => (
                <option key={v} value={v}>
                  {t(`choices.${name}.${v}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
    );
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="card border-0 shadow-sm mb-4"
      aria-labelledby="about-you-title"
    >
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
          <h2 id="about-you-title" className="h5 mb-0">
            {t('own.about_you')}
          </h2>
          <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => setFinder(true)}>
            <i className="bi bi-stars me-1" aria-hidden="true" />
            {t('match_finder.open')}
          </button>
        </div>
        <div className="row">
          <div className="col-sm-6">
            <FormField label={t('signup.name')} error={tr(errors.name?.message)} hint={t('signup.name_hint')}>
              {(p) => <input {...p} type="text" {...register('name')} />}
            </FormField>
          </div>
          <div className="col-sm-6">
            <Controller
              control={control}
              name="date_of_birth"
              render={({ field }) => (
                <BirthDateField
                  label={t('signup.date_of_birth')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  minAge={settings?.min_age ?? 18}
                  error={tr(errors.date_of_birth?.message)}
                />
              )}
            />
          </div>
          <div className="col-sm-6">
            <FormField label={t('signup.gender')}>
              {(p) => (
                <select {...p} className="form-select" {...register('gender')}>
                  <option value="female">{t('signup.i_am_female')}</option>
                  <option value="male">{t('signup.i_am_male')}</option>
                </select>
              )}
            </FormField>
          </div>
          <div className="col-sm-6">
            <FormField label={t('signup.looking_for')}>
              {(p) => (
                <select {...p} className="form-select" {...register('looking_for')}>
                  <option value="male">{t('signup.seek_male')}</option>
                  <option value="female">{t('signup.seek_female')}</option>
                </select>
              )}
            </FormField>
          </div>
          <div className="col-sm-6">
            <FormField label={t('search.min_age')} error={tr(errors.min_age?.message)}>
              {(p) => <input {...p} type="number" min={18} max={99} {...register('min_age')} />}
            </FormField>
          </div>
          <div className="col-sm-6">
            <FormField label={t('search.max_age')} error={tr(errors.max_age?.message)}>
              {(p) => <input {...p} type="number" min={18} max={99} {...register('max_age')} />}
            </FormField>
          </div>
        </div>
        <fieldset className="border rounded p-3 mb-3">
          <legend className="float-none w-auto px-2 fs-6 fw-semibold mb-0">{t('own.location')}</legend>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary mb-3"
            onClick={locate}
            disabled={locating}
          >
            <i className="bi bi-geo-alt me-1" aria-hidden="true" />
            {t('own.use_location')}
          </button>
          {locationError && (
            <div className="alert alert-warning py-2" role="alert">
              {locationError}
            </div>
          )}
          <div className="row">
            <div className="col-sm-4">
              <FormField label={t('search.country')} error={tr(errors.country?.message)}>
                {(p) => (
                  <select
                    {...p}
                    className="form-select"
                    {...register('country', { onChange: () => setValue('region', '') })}
                  >
                    {SUPPORTED_COUNTRIES.map((c) => (
                      <option key={c} value={c}>
                        {format.region(c)}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            </div>
            <div className="col-sm-4">
              <FormField label={t('search.region')} error={tr(errors.region?.message)}>
                {(p) => (
                  <select
                    {...p}
                    className={`form-select${errors.region ? ' is-invalid' : ''}`}
                    {...register('region')}
                  >
                    <option value="">{t('own.not_said')}</option>
                    {(regions?.[country] ?? []).map((r) => (
                      <option key={r.code} value={r.code}>
                        {r.name}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            </div>
            <div className="col-sm-4">
              <FormField label={t('fields.city')} error={tr(errors.city?.message)}>
                {(p) => <input {...p} type="text" autoComplete="address-level2" {...register('city')} />}
              </FormField>
            </div>
          </div>
        </fieldset>
        <div className="row">{(Object.keys(CHOICES) as Array<keyof typeof CHOICES>).map(select)}</div>
        {visible('interests') && (
          <fieldset className="mb-3">
            <legend className="form-label fw-semibold fs-6">{t('fields.interests')}</legend>
            <div className="d-flex flex-wrap gap-2">
              {(interests ?? []).map((i) => (
                <span key={i.id}>
                  <input
                    type="checkbox"
                    className="btn-check"
                    id={`interest-${i.id}`}
                    value={i.id}
                    {...register('interests')}
                  />
                  <label className="interest-chip" htmlFor={`interest-${i.id}`}>
                    <i className={`bi bi-${i.icon}`} aria-hidden="true" />
                    {t(`interests.${i.id}`)}
                  </label>
                </span>
              ))}
            </div>
            {errors.interests && (
              <div className="invalid-feedback d-block">{tr(errors.interests.message)}</div>
            )}
          </fieldset>
        )}
        <FormField label={t('own.about')} error={tr(errors.about?.message)} hint={t('own.about_hint')}>
          {(p) => <textarea {...p} rows={4} maxLength={2000} {...register('about')} />}
        </FormField>
        {status && !status.ok && (
          <div className="alert alert-danger" role="alert">
            {status.text}
          </div>
        )}
        <div className="d-flex flex-wrap align-items-center gap-3">
          <button type="submit" className="btn btn-primary btn-lg" disabled={isSubmitting}>
            {t('own.save')}
          </button>
          {/* Always in the page, so screen readers announce the text put into it. */}
          <p className="mb-0 text-success fw-semibold" role="status">
            {status?.ok && (
              <>
                <i className="bi bi-check-circle-fill me-1" aria-hidden="true" />
                {status.text}
              </>
            )}
          </p>
        </div>
      </div>
      <MatchFinder show={finder} onClose={() => setFinder(false)} gender={watch('looking_for')} />
    </form>
  );
}

function InvisibleSwitch({ on }: { on: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toggle = useMutation<unknown, ApiError, boolean>({
    mutationFn: (invisible) => api('/api/account/invisible', { method: 'PUT', body: { invisible } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.own }),
  });
  return (
    <section className="card border-0 shadow-sm mb-4" aria-labelledby="invisible-title">
      <div className="card-body">
        <div className="form-check form-switch">
          <input
            className="form-check-input"
            type="checkbox"
            role="switch"
            aria-checked={on}
            id="invisible-switch"
            checked={on}
            disabled={toggle.isPending}
            onChange={(e) => toggle.mutate(e.target.checked)}
          />
          <label className="form-check-label fw-semibold" htmlFor="invisible-switch" id="invisible-title">
            {t('own.invisible')}
          </label>
        </div>
        <p className="small text-body-secondary mb-0 mt-1">{t('own.invisible_hint')}</p>
      </div>
    </section>
  );
}

/** SPEC §2 /profile: the member's own profile, photos and invisible mode. */
export default function OwnProfilePage() {
  const { t } = useTranslation();
  const query = useOwnProfile();
  if (query.isPending) return <PageSpinner />;
  if (query.isError || !query.data) {
    return (
      <div className="container py-5">
        <div className="alert alert-danger" role="alert">
          {query.error?.message ?? t('errors.generic')}
        </div>
      </div>
    );
  }
  return (
    <div className="container py-4" style={{ maxWidth: 860 }}>
      <h1 className="h3 mb-4">{t('own.title')}</h1>
      <PhotosSection profile={query.data} />
      <ProfileEditor profile={query.data} />
      <InvisibleSwitch on={query.data.invisible} />
    </div>
  );
}

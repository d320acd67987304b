import { SUPPORTED_COUNTRIES } from '@common/constants';
import type { ProfileForm } from '@common/schemas/members';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/FormField';
import { GeoAlt } from '../../components/icons/geo-alt';
import { ApiError } from '../../lib/api';
import { useFormat } from '../../lib/format';
import { useFieldMessage } from '../../lib/forms';
import { useRegions } from '../../lib/queries';
import type { ProfileFormApi } from './profileForm';
import { findPlace } from './queries';

/**
 * The profile form's location (SPEC §3, §9): country, region and city, or filled in from the
 * browser's position through the offline geocoder.
 */
export function LocationFields({ form }: { form: ProfileFormApi }) {
  const { t } = useTranslation();
  const format = useFormat();
  const tr = useFieldMessage();
  const { data: regions } = useRegions();
  const [locationError, setLocationError] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  const {
    register,
    setValue,
    watch,
    formState: { errors },
  } = form;
  const country = watch('country');
  const locate = () => {
    if (!('geolocation' in navigator)) return;
    setLocationError(null);
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      async (position) => {
        try {
          const place = await findPlace(position.coords.latitude, position.coords.longitude);
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
  return (
    <fieldset className="border rounded p-3 mb-3">
      <legend className="float-none w-auto px-2 fs-6 fw-semibold mb-0">{t('own.location')}</legend>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary mb-3"
        onClick={locate}
        disabled={locating}
      >
        <GeoAlt className="me-1" aria-hidden="true" />
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
  );
}

import {
  APPEARANCES,
  BODY_TYPES,
  EYE_COLOURS,
  HAIR_COLOURS,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
  SIGNUP_REASONS,
  TATTOOS,
} from '@common/profile';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/FormField';
import { InterestIcon } from '../../components/InterestIcon';
import { useFieldMessage } from '../../lib/forms';
import { useInterests, useSettings } from '../../lib/queries';
import type { ProfileFormApi } from './profileForm';

const CHOICES = {
  appearance: APPEARANCES,
  hair_colour: HAIR_COLOURS,
  eye_colour: EYE_COLOURS,
  body_type: BODY_TYPES,
  relationship_status: RELATIONSHIP_STATUSES,
  sexuality: SEXUALITIES,
  tattoos: TATTOOS,
  signup_reason: SIGNUP_REASONS,
} as const;

/** A field `ChoiceFields` can show: one of the choices or the interests. */
export type ChoiceField = keyof typeof CHOICES | 'interests';

/**
 * The profile form's optional choices (the own look, then SPEC §3 hair colour ... signup reason;
 * "not said" allowed)
 * and interests, each shown only when the site's `visible_profile_fields` name it. `only` limits
 * them to the fields named (a `/complete-signup` step asks a few at a time).
 */
export function ChoiceFields({ form, only }: { form: ProfileFormApi; only?: readonly ChoiceField[] }) {
  const { t } = useTranslation();
  const tr = useFieldMessage();
  const { data: settings } = useSettings();
  const { data: interests } = useInterests();
  const {
    register,
    formState: { errors },
  } = form;
  const visible = (field: ChoiceField) =>
    (!only || only.includes(field)) && (settings?.visible_profile_fields.includes(field) ?? true);
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
    <>
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
                  <InterestIcon name={i.icon} />
                  {t(`interests.${i.id}`)}
                </label>
              </span>
            ))}
          </div>
          {errors.interests && <div className="invalid-feedback d-block">{tr(errors.interests.message)}</div>}
        </fieldset>
      )}
    </>
  );
}

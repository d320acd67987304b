import { APPEARANCES } from '@common/profile';
import { useTranslation } from 'react-i18next';
import { BirthDateControl } from '../../components/BirthDateField';
import { FormField } from '../../components/FormField';
import { useFieldMessage } from '../../lib/forms';
import { useSettings } from '../../lib/queries';
import type { ProfileFormApi } from './profileForm';

/**
 * The profile form's first fields (SPEC §3): name, birth date, gender, looking for, and the search
 * defaults: the age range and the look sought (SPEC §2 match finder).
 */
export function BasicFields({ form }: { form: ProfileFormApi }) {
  const { t } = useTranslation();
  const tr = useFieldMessage();
  const { data: settings } = useSettings();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <div className="row">
      <div className="col-sm-6">
        <FormField label={t('signup.name')} error={tr(errors.name?.message)} hint={t('signup.name_hint')}>
          {(p) => <input {...p} type="text" {...register('name')} />}
        </FormField>
      </div>
      <div className="col-sm-6">
        <BirthDateControl
          control={control}
          minAge={settings?.min_age ?? 18}
          error={tr(errors.date_of_birth?.message)}
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
      <div className="col-sm-6">
        <FormField label={t('match_finder.seek_appearance')} error={tr(errors.seek_appearance?.message)}>
          {(p) => (
            <select
              {...p}
              className="form-select"
              {...register('seek_appearance', { setValueAs: (v: string) => v || null })}
            >
              <option value="">{t('match_finder.any_look')}</option>
              {APPEARANCES.map((a) => (
                <option key={a} value={a}>
                  {t(`match_finder.appearance.${a}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
    </div>
  );
}

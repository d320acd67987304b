import { type OwnProfile, type ProfileForm, profileForm } from '@common/schemas/members';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/FormField';
import { applyServerErrors, useFieldMessage } from '../../../lib/forms';
import { type ChoiceField, ChoiceFields } from '../../profile/ChoiceFields';
import { LocationFields } from '../../profile/LocationFields';
import type { ProfileFormApi } from '../../profile/profileForm';
import { useSaveProfile } from '../../profile/queries';
import { StepActions } from './StepActions';

/**
 * One profile step of `/complete-signup` (SPEC §2 steps 2-4): the profile form's fields `choices`
 * (and the place and description with `place`/`about`), filled from the own profile. Saving sends
 * the whole profile with these fields changed (`PUT /api/profile`; the rest stays as it was) and
 * goes on; "Overslaan" goes on without saving. Server errors show on their fields.
 */
export function ProfileStep({
  profile,
  choices,
  place = false,
  about = false,
  last,
  onNext,
}: {
  profile: OwnProfile;
  choices: readonly ChoiceField[];
  place?: boolean;
  about?: boolean;
  last: boolean;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  const tr = useFieldMessage();
  const save = useSaveProfile();
  const [failure, setFailure] = useState<string | null>(null);
  const { photos: _photos, invisible: _invisible, photo_limit: _limit, ...values } = profile;
  const form: ProfileFormApi = useForm({ resolver: zodResolver(profileForm), defaultValues: values });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const onSubmit = handleSubmit(
    async (edited) => {
      setFailure(null);
      try {
        await save.mutateAsync(edited);
        onNext();
      } catch (error) {
        const general = applyServerErrors(error, setError, Object.keys(values) as Array<keyof ProfileForm>);
        setFailure(general ?? t('errors.validation'));
      }
    },
    // A field this step does not show cannot be corrected here: say so instead of nothing.
    () => setFailure(t('errors.validation')),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      {place && <LocationFields form={form} />}
      <ChoiceFields form={form} only={choices} />
      {about && (
        <FormField label={t('own.about')} error={tr(errors.about?.message)} hint={t('own.about_hint')}>
          {(p) => <textarea {...p} rows={3} maxLength={2000} {...register('about')} />}
        </FormField>
      )}
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      )}
      <StepActions onSkip={onNext}>
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {last ? t('complete.finish') : t('complete.save_next')}
        </button>
      </StepActions>
    </form>
  );
}

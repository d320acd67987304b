import { type OwnProfile, type ProfileForm, profileForm } from '@common/schemas/members';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/FormField';
import { CheckCircleFill } from '../../components/icons/check-circle-fill';
import { applyServerErrors, useFieldMessage } from '../../lib/forms';
import { BasicFields } from './BasicFields';
import { ChoiceFields } from './ChoiceFields';
import { LocationFields } from './LocationFields';
import type { ProfileFormApi } from './profileForm';
import { useSaveProfile } from './queries';

/**
 * SPEC §3 profile form ("About you") filled with the own profile; saves with `PUT /api/profile`
 * and shows the outcome beside the save button, server errors on their fields.
 */
export function ProfileEditor({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation();
  const tr = useFieldMessage();
  const save = useSaveProfile();
  // The outcome of saving, shown beside the save button where the member is looking.
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const { photos: _photos, invisible: _invisible, photo_limit: _limit, ...values } = profile;
  const form: ProfileFormApi = useForm({
    resolver: zodResolver(profileForm),
    defaultValues: values,
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const onSubmit = handleSubmit(async (edited) => {
    setStatus(null);
    try {
      await save.mutateAsync(edited);
      setStatus({ ok: true, text: t('own.saved') });
    } catch (error) {
      const general = applyServerErrors(error, setError, Object.keys(values) as Array<keyof ProfileForm>);
      setStatus({ ok: false, text: general ?? t('errors.validation') });
    }
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="card border-0 shadow-sm mb-4"
      aria-labelledby="about-you-title"
    >
      <div className="card-body">
        <h2 id="about-you-title" className="h5 mb-2">
          {t('own.about_you')}
        </h2>
        <BasicFields form={form} />
        <LocationFields form={form} />
        <ChoiceFields form={form} />
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

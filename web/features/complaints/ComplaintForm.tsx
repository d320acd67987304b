import {
  COMPLAINT_BODY_MAX,
  COMPLAINT_SUBJECTS,
  type ComplaintCreated,
  complaintEmail,
  complaintSubject,
  complaintText,
} from '@common/schemas/complaints';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField } from '../../components/FormField';
import { applyServerErrors, useFieldMessage } from '../../lib/forms';
import { useMemberProfile } from '../members/queries';
import { useFileComplaint } from './queries';

/** The form's fields: subject and description; visitors also their e-mail address (API.md: required of them). */
const visitorForm = z.object({ subject: complaintSubject, body: complaintText, email: complaintEmail });
type FormValues = z.input<typeof visitorForm>;
/** A member files as themselves: the (hidden) e-mail field is not checked. */
const memberForm: z.ZodType<FormValues, FormValues> = visitorForm.extend({ email: z.string() });

/** What the complaint is about, as the page's address names it (`?profile=`, `?message=`). */
export interface ComplaintTarget {
  profileId: number | undefined;
  messageId: number | undefined;
}

/** "You are reporting …": the reported member's name (their number when the profile cannot be shown) or a message. */
function TargetNote({ profileId, messageId }: ComplaintTarget) {
  const { t } = useTranslation();
  const profile = useMemberProfile(profileId ?? 0);
  if (profileId === undefined && messageId === undefined) return null;
  return (
    <div className="alert alert-light border small py-2" role="note">
      {profileId !== undefined &&
        (profile.data
          ? t('complaints.about_profile', { name: profile.data.name })
          : t('complaints.about_profile_id', { id: profileId }))}
      {profileId !== undefined && messageId !== undefined && ' '}
      {messageId !== undefined && t('complaints.about_message')}
    </div>
  );
}

/**
 * SPEC §2 /complaints, DSA Art. 16: the notice form. Subject (a choice of `COMPLAINT_SUBJECTS`),
 * description, and for a visitor (`member` false) the e-mail address; sends the `target` along.
 * Errors show at their fields (the shared zod schema here, the server's answer after sending),
 * anything else above the form. `onSent` gets the new complaint (id, reference, status).
 */
export function ComplaintForm({
  member,
  target,
  onSent,
}: {
  member: boolean;
  target: ComplaintTarget;
  onSent: (complaint: ComplaintCreated['complaint']) => void;
}) {
  const { t } = useTranslation();
  const tr = useFieldMessage();
  const send = useFileComplaint();
  const [general, setGeneral] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(member ? memberForm : (visitorForm as z.ZodType<FormValues, FormValues>)),
    defaultValues: { subject: '', body: '', email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setGeneral(null);
    try {
      const complaint = await send.mutateAsync({
        subject: values.subject,
        body: values.body,
        ...(member ? {} : { email: values.email }),
        ...(target.profileId !== undefined ? { profile_id: target.profileId } : {}),
        ...(target.messageId !== undefined ? { message_id: target.messageId } : {}),
      });
      onSent(complaint);
    } catch (error) {
      setGeneral(applyServerErrors(error, setError, ['subject', 'body', 'email']));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="complaint-form-title">
      <h2 id="complaint-form-title" className="h5 mb-3">
        {t('complaints.form_title')}
      </h2>
      <TargetNote {...target} />
      {general && (
        <div className="alert alert-danger" role="alert">
          {general}
        </div>
      )}
      <FormField label={t('complaints.subject')} error={tr(errors.subject?.message)}>
        {(p) => (
          <select
            {...p}
            className={p.className.replace('form-control', 'form-select')}
            {...register('subject')}
          >
            <option value="">{t('complaints.subject_choose')}</option>
            {COMPLAINT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {t(`complaints.subjects.${subject}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        label={t('complaints.body')}
        error={tr(errors.body?.message)}
        hint={t('complaints.body_hint', { max: COMPLAINT_BODY_MAX })}
      >
        {(p) => <textarea {...p} rows={6} {...register('body')} />}
      </FormField>
      {!member && (
        <FormField
          label={t('complaints.email')}
          error={tr(errors.email?.message)}
          hint={t('complaints.email_hint')}
        >
          {(p) => <input {...p} type="email" autoComplete="email" inputMode="email" {...register('email')} />}
        </FormField>
      )}
      <p className="small text-body-secondary">{t('complaints.good_faith')}</p>
      <button type="submit" className="btn btn-primary w-100" disabled={isSubmitting}>
        {isSubmitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {t('complaints.submit')}
      </button>
    </form>
  );
}

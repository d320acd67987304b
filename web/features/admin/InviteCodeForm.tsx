import type { InviteCodeCreateBody } from '@common/schemas/invites';
import { type FormEvent, Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/FormField';
import { ApiError } from '../../lib/api';
import { useFieldMessage } from '../../lib/forms';
import { useCreateInviteCode } from '../invites/queries';

/** The end (23:59:59) of calendar day `date` (`YYYY-MM-DD`) where the staff member is, as ISO 8601. */
export function endOfDay(date: string): string {
  return new Date(`${date}T23:59:59`).toISOString();
}

/**
 * /admin/invites: the form that creates an invite code (`POST /api/admin/invite-codes`): single
 * use or a number of uses (empty: unlimited), an optional last valid day, an own code (else a
 * random one), a note, and on a site of its own whether the code opens every site or this one.
 */
export function InviteCodeForm({ siteDomain }: { siteDomain: string | undefined }) {
  const { t } = useTranslation();
  const tr = useFieldMessage();
  const id = useId();
  const create = useCreateInviteCode();
  const [kind, setKind] = useState<'single' | 'multi'>('single');
  const [maxUses, setMaxUses] = useState('');
  const [expires, setExpires] = useState('');
  const [code, setCode] = useState('');
  const [note, setNote] = useState('');
  const [domain, setDomain] = useState('default');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const today = new Date();
  const minDate = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFields({});
    setGeneral(null);
    setCreated(null);
    const uses = Number(maxUses);
    if (kind === 'multi' && maxUses.trim() !== '' && (!Number.isInteger(uses) || uses < 1)) {
      setFields({ max_uses: t('validation.invalid') });
      return;
    }
    const body: InviteCodeCreateBody = {
      max_uses: kind === 'single' ? 1 : maxUses.trim() === '' ? null : uses,
      ...(expires ? { expires_at: endOfDay(expires) } : {}),
      ...(code.trim() ? { code: code.trim() } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
      ...(domain !== 'default' ? { domain } : {}),
    };
    try {
      const made = await create.mutateAsync(body);
      setCreated(made.code);
      setCode('');
      setNote('');
      setMaxUses('');
      setExpires('');
    } catch (error) {
      if (error instanceof ApiError && error.code === 'invite_code_taken') setFields({ code: error.message });
      else if (error instanceof ApiError && Object.keys(error.fields).length > 0) setFields(error.fields);
      else setGeneral(error instanceof Error ? error.message : t('errors.generic'));
    }
  };

  return (
    <form className="card shadow-sm border-0" onSubmit={onSubmit} noValidate>
      <div className="card-body">
        <h2 className="h5 mb-3">{t('invites.admin.new')}</h2>
        {general && (
          <div className="alert alert-danger" role="alert">
            {general}
          </div>
        )}
        {created && (
          <div className="alert alert-success" role="status">
            {t('invites.admin.created', { code: created })}
          </div>
        )}
        <fieldset className="mb-3">
          <legend className="form-label fw-semibold fs-6">{t('invites.admin.kind')}</legend>
          <div className="btn-group w-100" role="radiogroup" aria-label={t('invites.admin.kind')}>
            {(['single', 'multi'] as const).map((k) => (
              <Fragment key={k}>
                <input
                  type="radio"
                  className="btn-check"
                  id={`${id}-kind-${k}`}
                  name={`${id}-kind`}
                  checked={kind === k}
                  onChange={() => setKind(k)}
                />
                <label className="btn btn-outline-primary" htmlFor={`${id}-kind-${k}`}>
                  {t(`invites.admin.${k}`)}
                </label>
              </Fragment>
            ))}
          </div>
        </fieldset>
        {kind === 'multi' && (
          <FormField
            label={t('invites.admin.max_uses')}
            hint={t('invites.admin.max_uses_hint')}
            error={tr(fields.max_uses)}
          >
            {(p) => (
              <input
                {...p}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                value={maxUses}
                onChange={(e) => setMaxUses(e.target.value)}
              />
            )}
          </FormField>
        )}
        <FormField
          label={t('invites.admin.expires')}
          hint={t('invites.admin.expires_hint')}
          error={tr(fields.expires_at)}
        >
          {(p) => (
            <input
              {...p}
              type="date"
              min={minDate}
              value={expires}
              onChange={(e) => setExpires(e.target.value)}
            />
          )}
        </FormField>
        <FormField
          label={t('invites.admin.code')}
          hint={t('invites.admin.code_hint')}
          error={tr(fields.code)}
        >
          {(p) => (
            <input
              {...p}
              type="text"
              className={`${p.className} text-uppercase font-monospace`}
              autoComplete="off"
              spellCheck={false}
              maxLength={32}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          )}
        </FormField>
        <FormField
          label={t('invites.admin.note')}
          hint={t('invites.admin.note_hint')}
          error={tr(fields.note)}
        >
          {(p) => (
            <input
              {...p}
              type="text"
              maxLength={200}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          )}
        </FormField>
        {siteDomain && siteDomain !== 'default' && (
          <FormField label={t('invites.admin.domain')}>
            {(p) => (
              <select
                {...p}
                className={p.className.replace('form-control', 'form-select')}
                value={domain}
                onChange={(e) => setDomain(e.target.value)}
              >
                <option value="default">{t('invites.admin.all_sites')}</option>
                <option value={siteDomain}>{siteDomain}</option>
              </select>
            )}
          </FormField>
        )}
        <button type="submit" className="btn btn-primary w-100" disabled={create.isPending}>
          {t('invites.admin.create')}
        </button>
      </div>
    </form>
  );
}

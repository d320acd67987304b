import type { StaffMember } from '@common/schemas/staff';
import { ROLES, type Role } from '@common/staff';
import { type FormEvent, useId, useState } from 'react';
import { PageSpinner } from '../../components/PageSpinner';
import { useBackofficeTranslation } from './i18n';
import { useGrantRole, useResetFactor, useStaffList, useStaffMe } from './staffQueries';

/** The form that gives an account (by e-mail) a role; `member` takes staff rights away. */
function GrantForm() {
  const { t } = useBackofficeTranslation();
  const grant = useGrantRole();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('support');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    grant.mutate({ email, role }, { onSuccess: () => setEmail('') });
  };
  const fields = grant.error?.fields ?? {};
  return (
    <form className="card shadow-sm" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <div className="card-body">
        <h2 id={`${id}-title`} className="h5">
          {t('staff.page.grant_title')}
        </h2>
        <p className="small text-body-secondary">{t('staff.page.grant_intro')}</p>
        <div className="mb-3">
          <label className="form-label" htmlFor={`${id}-email`}>
            {t('staff.page.email')}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            className={`form-control${fields.email ? ' is-invalid' : ''}`}
            autoComplete="off"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          {fields.email && <div className="invalid-feedback">{fields.email}</div>}
        </div>
        <div className="mb-3">
          <label className="form-label" htmlFor={`${id}-role`}>
            {t('staff.page.role')}
          </label>
          <select
            id={`${id}-role`}
            className={`form-select${fields.role ? ' is-invalid' : ''}`}
            value={role}
            onChange={(e) => setRole(e.target.value as Role)}
          >
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`staff.roles.${r}`)}
              </option>
            ))}
          </select>
          {fields.role && <div className="invalid-feedback">{fields.role}</div>}
        </div>
        <button type="submit" className="btn btn-primary" disabled={grant.isPending || !email.trim()}>
          {t('staff.page.grant')}
        </button>
        <div role="status" className="mt-2 small">
          {grant.isSuccess && (
            <span className="text-success">
              {t('staff.page.granted', {
                email: grant.data.email,
                before: t(`staff.roles.${grant.data.before}`),
                role: t(`staff.roles.${grant.data.role}`),
              })}
            </span>
          )}
        </div>
        {grant.isError && !fields.email && !fields.role && (
          <div className="alert alert-danger mt-2 mb-0" role="alert">
            {grant.error.message}
          </div>
        )}
      </div>
    </form>
  );
}

/**
 * One staff account: role (changeable, not one's own nor another admin's: those take `npm run admin`),
 * factor status, reset of the factor (asked once more).
 */
function StaffRow({ member, self }: { member: StaffMember; self: boolean }) {
  const { t } = useBackofficeTranslation();
  const grant = useGrantRole();
  const reset = useResetFactor();
  const [role, setRole] = useState<Role>(member.role);
  const [confirming, setConfirming] = useState(false);
  const id = useId();
  const name = member.name || member.email;
  const locked = self || member.role === 'admin';
  return (
    <li className="list-group-item py-3">
      <div className="d-flex flex-wrap align-items-baseline gap-2 mb-1">
        <span className="fw-semibold">{name}</span>
        {self && <span className="badge text-bg-secondary">{t('staff.page.you')}</span>}
        <span className="text-body-secondary small text-break">{member.email}</span>
      </div>
      <p className="small mb-2">
        <span className={`badge ${member.factor_enabled ? 'text-bg-success' : 'text-bg-warning'}`}>
          {member.factor_enabled ? t('staff.page.factor_on') : t('staff.page.factor_off')}
        </span>
      </p>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <label className="visually-hidden" htmlFor={`${id}-role`}>
          {t('staff.page.role_of', { name })}
        </label>
        <select
          id={`${id}-role`}
          className="form-select form-select-sm w-auto"
          value={role}
          disabled={locked}
          onChange={(e) => setRole(e.target.value as Role)}
        >
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`staff.roles.${r}`)}
            </option>
          ))}
        </select>
        {!locked && (
          <button
            type="button"
            className="btn btn-sm btn-primary"
            disabled={role === member.role || grant.isPending}
            onClick={() => grant.mutate({ email: member.email, role })}
          >
            {t('staff.page.save')}
          </button>
        )}
        {member.factor_enabled && !confirming && (
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => setConfirming(true)}>
            {t('staff.page.reset')}
          </button>
        )}
      </div>
      {locked && <p className="small text-body-secondary mt-2 mb-0">{t('staff.page.own_role')}</p>}
      {confirming && (
        <div className="alert alert-warning py-2 mt-2 mb-0" role="alert">
          <p className="mb-2">{t('staff.page.reset_confirm', { name })}</p>
          <div className="d-flex gap-2">
            <button
              type="button"
              className="btn btn-sm btn-danger"
              disabled={reset.isPending}
              onClick={() => reset.mutate(member.id, { onSettled: () => setConfirming(false) })}
            >
              {t('staff.page.reset_yes')}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              onClick={() => setConfirming(false)}
            >
              {t('staff.page.cancel')}
            </button>
          </div>
        </div>
      )}
      <div role="status" className="small">
        {reset.isSuccess && <span className="text-success">{t('staff.page.reset_done', { name })}</span>}
      </div>
      {(grant.isError || reset.isError) && (
        <div className="text-danger small mt-2" role="alert">
          {grant.error?.message ?? reset.error?.message}
        </div>
      )}
    </li>
  );
}

/**
 * /admin/staff (admins): every staff account with role and second factor; grant a role by
 * e-mail, change or take away a role, reset a lost factor. Every change is audited on the server.
 */
export default function StaffPage() {
  const { t } = useBackofficeTranslation();
  const list = useStaffList();
  const me = useStaffMe();
  return (
    <div>
      <h1 className="h3 mb-3">{t('staff.page.title')}</h1>
      <div className="row g-4">
        <div className="col-12 col-xl-4">
          <GrantForm />
        </div>
        <section className="col-12 col-xl-8" aria-labelledby="staff-list-title">
          <h2 id="staff-list-title" className="h5">
            {t('staff.page.list_title')}
          </h2>
          {list.isPending ? (
            <PageSpinner />
          ) : list.isError ? (
            <div className="alert alert-danger" role="alert">
              {list.error.message}
            </div>
          ) : list.data.length === 0 ? (
            <p>{t('staff.page.empty')}</p>
          ) : (
            <ul className="list-group shadow-sm">
              {list.data.map((member) => (
                <StaffRow
                  key={`${member.id}-${member.role}`}
                  member={member}
                  self={member.email === me.data?.email}
                />
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}

import type { MemberSearchRow } from '@common/schemas/admin-members';
import { type FormEvent, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageSpinner } from '../../../components/PageSpinner';
import { useFormat } from '../../../lib/format';
import { useBackofficeTranslation } from '../i18n';
import { useMemberSearch } from './queries';
import { StatusBadges } from './StatusBadges';

/** A cell of the results table (the app's Bootstrap build has no table component: utilities only). */
const CELL = 'px-3 py-2 border-bottom';
const HEAD = `${CELL} text-nowrap`;

/** One member found, as a card (phones) — the table below shows the same on wider screens. */
function MemberCardItem({ member }: { member: MemberSearchRow }) {
  const { t } = useBackofficeTranslation();
  const format = useFormat();
  return (
    <li className="list-group-item py-3">
      <div className="d-flex flex-wrap align-items-baseline gap-2">
        <Link to={`/admin/members/${member.id}`} className="fw-semibold text-break">
          {member.name ?? t('members.no_profile')}
        </Link>
        <span className="text-body-secondary small">#{member.id}</span>
      </div>
      <div className="small text-break">{member.email}</div>
      <div className="my-1">
        <StatusBadges status={member.status} role={member.role} fictional={member.fictional} />
      </div>
      <div className="small text-body-secondary">
        {t('members.search.card_line', {
          credits: format.number(member.credits),
          signup: format.date(member.signup_date),
          active: format.date(member.last_active_at),
        })}
      </div>
    </li>
  );
}

/**
 * /admin/members (admins, moderators, support): find members by id, e-mail address (or its start)
 * or the start of their name; the results as a table on wide screens and cards on phones, each
 * linking to the member page. The search term is kept in the address (`?q=`).
 */
export default function MembersPage() {
  const { t } = useBackofficeTranslation();
  const format = useFormat();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const [text, setText] = useState(q);
  const search = useMemberSearch(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    setParams(value ? { q: value } : {});
  };
  const members = search.data ?? [];
  return (
    <div>
      <h1 className="h3 mb-3">{t('members.search.title')}</h1>
      <search className="d-block mb-4" style={{ maxWidth: 640 }}>
        <form onSubmit={submit}>
          <label htmlFor={`${id}-q`} className="form-label">
            {t('members.search.label')}
          </label>
          <div className="input-group">
            <input
              id={`${id}-q`}
              type="search"
              className="form-control"
              value={text}
              maxLength={254}
              autoComplete="off"
              aria-describedby={`${id}-help`}
              onChange={(e) => setText(e.target.value)}
            />
            <button type="submit" className="btn btn-primary">
              {t('members.search.submit')}
            </button>
          </div>
          <div id={`${id}-help`} className="form-text">
            {t('members.search.help')}
          </div>
        </form>
      </search>
      {search.isError && (
        <div className="alert alert-danger" role="alert">
          {search.error.message}
        </div>
      )}
      {q && search.isPending && <PageSpinner />}
      {q && search.isSuccess && (
        <section aria-labelledby={`${id}-results`}>
          <h2 id={`${id}-results`} className="h5" aria-live="polite">
            {members.length === 0
              ? t('members.search.none', { q })
              : t('members.search.count', { count: members.length })}
          </h2>
          {members.length > 0 && (
            <>
              <ul className="list-group d-md-none">
                {members.map((m) => (
                  <MemberCardItem key={m.id} member={m} />
                ))}
              </ul>
              <div className="overflow-x-auto d-none d-md-block bg-body border rounded">
                <table className="w-100 align-middle">
                  <thead>
                    <tr>
                      <th scope="col" className={HEAD}>
                        {t('members.fields.id')}
                      </th>
                      <th scope="col" className={HEAD}>
                        {t('members.fields.name')}
                      </th>
                      <th scope="col" className={HEAD}>
                        {t('members.fields.email')}
                      </th>
                      <th scope="col" className={HEAD}>
                        {t('members.fields.status')}
                      </th>
                      <th scope="col" className={`${HEAD} text-end`}>
                        {t('members.fields.credits')}
                      </th>
                      <th scope="col" className={HEAD}>
                        {t('members.fields.signup_date')}
                      </th>
                      <th scope="col" className={HEAD}>
                        {t('members.fields.last_active_at')}
                      </th>
                      <th scope="col" className={HEAD}>
                        {t('members.fields.domain')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {members.map((m) => (
                      <tr key={m.id}>
                        <td className={CELL}>{m.id}</td>
                        <td className={CELL}>
                          <Link to={`/admin/members/${m.id}`}>{m.name ?? t('members.no_profile')}</Link>
                        </td>
                        <td className={`${CELL} text-break`}>{m.email}</td>
                        <td className={CELL}>
                          <StatusBadges status={m.status} role={m.role} fictional={m.fictional} />
                        </td>
                        <td className={`${CELL} text-end`}>{format.number(m.credits)}</td>
                        <td className={CELL}>{format.date(m.signup_date)}</td>
                        <td className={CELL}>{format.date(m.last_active_at)}</td>
                        <td className={CELL}>{m.domain}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </section>
      )}
    </div>
  );
}

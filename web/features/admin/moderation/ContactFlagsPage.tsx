import { contactFlagsAnswer } from '@common/schemas/safety';
import { okAnswer } from '@common/schemas/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageSpinner } from '../../../components/PageSpinner';
import { api } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import { useBackofficeTranslation } from '../i18n';

const flagsKey = ['admin', 'contact-flags'] as const;

/**
 * /admin/contact-flags (moderators, docs/safety.md "Contact details held back"): members whose
 * held-back messages reached 5 or more members within 24 hours, each with those messages as
 * evidence, a link to the member's page (warnings, bans) and "reviewed", which takes it off.
 */
export default function ContactFlagsPage() {
  const { t } = useBackofficeTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const flags = useQuery({
    queryKey: flagsKey,
    queryFn: () => api('/api/admin/contact-flags', { schema: contactFlagsAnswer }).then((a) => a.flags),
  });
  const review = useMutation({
    mutationFn: (id: number) =>
      api(`/api/admin/contact-flags/${id}/review`, { method: 'POST', schema: okAnswer }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flagsKey }),
  });
  if (flags.isPending) return <PageSpinner />;
  return (
    <div>
      <h1 className="h3 mb-1">{t('safety.flags_title')}</h1>
      <p className="text-body-secondary small">{t('safety.flags_intro')}</p>
      {flags.data?.length === 0 && <p>{t('safety.flags_empty')}</p>}
      {flags.data?.map((flag) => (
        <section key={flag.id} className="card shadow-sm mb-3" aria-labelledby={`flag-${flag.id}`}>
          <div className="card-body">
            <h2 className="h6 d-flex flex-wrap gap-2 align-items-center" id={`flag-${flag.id}`}>
              <span>{flag.sender.name ?? `#${flag.sender.id}`}</span>
              <span className="badge text-bg-warning">
                {t('safety.recipients', { count: flag.recipients })}
              </span>
              <time className="small text-body-secondary" dateTime={flag.created_at}>
                {format.dateTime(flag.created_at)}
              </time>
            </h2>
            <ul className="list-unstyled small mb-2">
              {flag.messages.map((m) => (
                <li key={m.id} className="border-bottom py-1">
                  <span className="text-body-secondary">
                    {format.dateTime(m.created_at)} {t('safety.to')}{' '}
                    {m.recipient.name ?? `#${m.recipient.id}`} · {m.kinds.join(', ')}
                  </span>
                  <br />
                  {m.body}
                </li>
              ))}
            </ul>
            <div className="d-flex gap-2">
              <Link className="btn btn-sm btn-outline-primary" to={`/admin/members/${flag.sender.id}`}>
                {t('safety.member_page')}
              </Link>
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                disabled={review.isPending}
                onClick={() => review.mutate(flag.id)}
              >
                {t('safety.reviewed')}
              </button>
            </div>
          </div>
        </section>
      ))}
    </div>
  );
}

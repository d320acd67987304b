import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PersonCircle } from '../../components/icons/person-circle';
import { SlashCircle } from '../../components/icons/slash-circle';
import { useFormat } from '../../lib/format';
import { mediaUrl, useSettings } from '../../lib/queries';
import { useBlockedMembers, useUnblockMember } from '../likes/queries';

/**
 * The settings page's blocked members (SPEC §6 block/unblock; API.md `GET /api/blocks`): each
 * blocked member with photo, name and the date of the block, newest first, and a button that
 * unblocks at once (`DELETE /api/blocks/:id`); a status line says who was unblocked.
 */
export function BlockedMembers() {
  const { t } = useTranslation();
  const format = useFormat();
  const { data: settings } = useSettings();
  const { data, isPending, isError, error } = useBlockedMembers();
  const unblock = useUnblockMember();
  const [done, setDone] = useState<string | null>(null);
  return (
    <section className="card shadow-sm mb-4" aria-labelledby="blocked-title">
      <div className="card-body">
        <h2 id="blocked-title" className="h5 d-flex align-items-center gap-2">
          <SlashCircle aria-hidden="true" />
          {t('settings.blocked_title')}
        </h2>
        <div role="status">{done && <p className="text-success mb-2">{done}</p>}</div>
        {(isError || unblock.isError) && (
          <div className="alert alert-danger" role="alert">
            {(error ?? unblock.error)?.message}
          </div>
        )}
        {isPending ? null : !data?.blocked.length ? (
          <p className="text-body-secondary mb-0">{t('settings.blocked_empty')}</p>
        ) : (
          <ul className="list-group list-group-flush" aria-labelledby="blocked-title">
            {data.blocked.map((member) => (
              <li key={member.id} className="list-group-item d-flex align-items-center gap-3 px-0">
                {member.main_image ? (
                  <img
                    src={mediaUrl(settings, member.main_image.thumb_filename)}
                    alt=""
                    width="48"
                    height="48"
                    className="rounded-circle object-fit-cover flex-shrink-0"
                  />
                ) : (
                  <PersonCircle className="fs-1 text-body-secondary flex-shrink-0" aria-hidden="true" />
                )}
                <div className="flex-grow-1 min-w-0">
                  <Link to={`/members/${member.id}`} className="fw-semibold text-truncate d-block">
                    {member.name}
                  </Link>
                  <span className="small text-body-secondary">
                    {t('settings.blocked_since', { date: format.date(member.blocked_at) })}
                  </span>
                </div>
                <button
                  type="button"
                  className="btn btn-outline-primary btn-sm flex-shrink-0"
                  aria-label={t('settings.unblock_member', { name: member.name })}
                  disabled={unblock.isPending && unblock.variables === member.id}
                  onClick={() =>
                    unblock.mutate(member.id, {
                      onSuccess: () => setDone(t('settings.unblocked', { name: member.name })),
                    })
                  }
                >
                  {t('block.unblock')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

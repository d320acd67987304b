import type { OperatorQueueItem } from '@common/schemas/operator';
import { Link, useNavigate } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { useFormat } from '../../lib/format';
import { useBackofficeTranslation } from './i18n';
import { LeaseBadge, messagePreview } from './OperatorParts';
import { QUEUE_REFRESH_MS, useOperatorQueue, useTakeLease } from './operatorQueries';

/**
 * One waiting conversation: who wrote to which profile, since when, the last message (not for a
 * conversation another operator holds: the server sends no text then), the lease.
 */
function QueueRow({ item, onTake, busy }: { item: OperatorQueueItem; onTake: () => void; busy: boolean }) {
  const { t } = useBackofficeTranslation();
  const format = useFormat();
  const lease = item.lease;
  const takenByOther = lease !== null && !lease.mine;
  return (
    <li className="list-group-item py-3">
      <div className="d-flex flex-wrap gap-2 align-items-start">
        <div className="me-auto" style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <h2 className="h6 mb-1 text-break">
            {t('operator.queue.pair', { member: item.member.name, profile: item.profile.name })}
          </h2>
          <p className="small text-body-secondary mb-1">
            {t('operator.queue.waiting_since', {
              since: format.relative(item.waiting_since),
              time: format.dateTime(item.waiting_since),
            })}
          </p>
          {!takenByOther && (
            <p className="mb-1 text-break" style={{ whiteSpace: 'pre-wrap' }}>
              {messagePreview(item.last_message, t)}
            </p>
          )}
          {lease && <LeaseBadge lease={lease} />}
        </div>
        {lease?.mine ? (
          <Link className="btn btn-outline-primary" to={`/admin/operator/${item.conversation_id}`}>
            {t('operator.queue.open')}
          </Link>
        ) : (
          <button type="button" className="btn btn-primary" disabled={busy || takenByOther} onClick={onTake}>
            {t('operator.queue.take')}
            <span className="visually-hidden">
              {' '}
              {t('operator.queue.pair', { member: item.member.name, profile: item.profile.name })}
            </span>
          </button>
        )}
      </div>
    </li>
  );
}

/**
 * /admin/operator (admins, operators): conversations with fictional profiles waiting for an
 * answer, oldest first, reloaded every 10 seconds. "Take" leases the conversation and opens it.
 */
export default function OperatorQueuePage() {
  const { t } = useBackofficeTranslation();
  const navigate = useNavigate();
  const queue = useOperatorQueue();
  const take = useTakeLease();
  if (queue.isPending) return <PageSpinner />;
  const items = queue.data ?? [];
  const onTake = (id: number) => take.mutate(id, { onSuccess: () => navigate(`/admin/operator/${id}`) });
  return (
    <div>
      <h1 className="h3 mb-1">{t('operator.queue.title')}</h1>
      <p className="text-body-secondary small">
        {t('operator.queue.intro', { seconds: QUEUE_REFRESH_MS / 1000 })}
      </p>
      {queue.isError && (
        <div className="alert alert-danger" role="alert">
          {queue.error.message}
        </div>
      )}
      {take.isError && (
        <div className="alert alert-warning" role="alert">
          {take.error.message}
        </div>
      )}
      {items.length === 0 ? (
        <p className="alert alert-light border">{t('operator.queue.empty')}</p>
      ) : (
        <ul className="list-group shadow-sm" aria-label={t('operator.queue.title')}>
          {items.map((item) => (
            <QueueRow
              key={item.conversation_id}
              item={item}
              busy={take.isPending}
              onTake={() => onTake(item.conversation_id)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

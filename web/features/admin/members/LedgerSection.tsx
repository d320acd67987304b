import { PageSpinner } from '../../../components/PageSpinner';
import { useFormat } from '../../../lib/format';
import { useBackofficeTranslation } from '../i18n';
import { useMemberLedger } from './queries';

/** The member's credit ledger, newest first, 25 entries a page with "older entries" to load more. */
export function LedgerSection({ memberId }: { memberId: number }) {
  const { t } = useBackofficeTranslation();
  const format = useFormat();
  const ledger = useMemberLedger(memberId);
  if (ledger.isPending) return <PageSpinner />;
  if (ledger.isError)
    return (
      <div className="alert alert-danger" role="alert">
        {ledger.error.message}
      </div>
    );
  const entries = ledger.data.pages.flatMap((page) => page.entries);
  if (entries.length === 0) return <p>{t('members.ledger.none')}</p>;
  return (
    <>
      <ul className="list-group mb-3">
        {entries.map((entry) => (
          <li key={entry.id} className="list-group-item d-flex flex-wrap gap-2 align-items-baseline">
            <span
              className={`fw-semibold ${entry.delta < 0 ? 'text-danger' : 'text-success'}`}
              style={{ minWidth: '5rem' }}
            >
              {entry.delta > 0 ? '+' : ''}
              {format.number(entry.delta)}
            </span>
            <span>{t(`members.ledger.reasons.${entry.reason}`, { defaultValue: entry.reason })}</span>
            {entry.reference && <code className="small text-break">{entry.reference}</code>}
            <time className="small text-body-secondary ms-auto" dateTime={entry.created_at}>
              {format.dateTime(entry.created_at)}
            </time>
          </li>
        ))}
      </ul>
      {ledger.hasNextPage && (
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={ledger.isFetchingNextPage}
          onClick={() => void ledger.fetchNextPage()}
        >
          {t('members.ledger.older')}
        </button>
      )}
    </>
  );
}

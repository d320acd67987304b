import type { MemberPage } from '@common/schemas/admin-members';
import { can, type StaffRole } from '@common/staff';
import { useId, useState } from 'react';
import { Modal } from 'react-bootstrap';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/format';
import { useBackofficeTranslation } from '../i18n';
import { useReadMessages } from './queries';
import { ReasonDialog } from './ReasonDialog';

type Conversation = MemberPage['conversations'][number];
type ReadAnswer = NonNullable<ReturnType<typeof useReadMessages>['data']>;

/** The messages staff asked to read, as text, with hidden, removed, held and deleted ones marked. */
function MessagesDialog({ answer, onClose }: { answer: ReadAnswer | null; onClose: () => void }) {
  const { t } = useBackofficeTranslation();
  const format = useFormat();
  const id = useId();
  const names = new Map(answer?.members.map((m) => [m.id, m.name ?? `#${m.id}`]));
  return (
    <Modal show={answer !== null} onHide={onClose} size="lg" scrollable aria-labelledby={`${id}-title`}>
      <Modal.Header closeButton closeLabel={t('members.close')}>
        <Modal.Title id={`${id}-title`} as="h2" className="h5">
          {t('members.conversations.messages_title', {
            names: answer?.members.map((m) => m.name ?? `#${m.id}`).join(' · ') ?? '',
          })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {answer?.truncated && (
          <p className="small text-body-secondary">{t('members.conversations.truncated')}</p>
        )}
        {answer?.messages.length === 0 && <p>{t('members.conversations.empty')}</p>}
        <ol className="list-unstyled mb-0">
          {answer?.messages.map((m) => {
            const marks = [
              m.hidden_at && t('members.conversations.hidden'),
              m.removed_at && t('members.conversations.removed'),
              m.held && t('members.conversations.held'),
              m.deleted_by_sender && t('members.conversations.deleted_by_sender'),
              m.deleted_by_recipient && t('members.conversations.deleted_by_recipient'),
              m.operator_id !== null && t('members.conversations.by_operator', { id: m.operator_id }),
            ].filter(Boolean);
            return (
              <li
                key={m.id}
                className={`border rounded p-2 mb-2${m.hidden_at || m.removed_at ? ' bg-body-tertiary' : ''}`}
              >
                <div className="d-flex flex-wrap gap-2 align-items-baseline small">
                  <span className="fw-semibold">{names.get(m.sender_id) ?? `#${m.sender_id}`}</span>
                  <time className="text-body-secondary" dateTime={m.created_at}>
                    {format.dateTime(m.created_at)}
                  </time>
                  {marks.map((mark) => (
                    <span key={String(mark)} className="badge text-bg-warning">
                      {mark}
                    </span>
                  ))}
                </div>
                <p className="mb-0 text-break" style={{ whiteSpace: 'pre-wrap' }}>
                  {m.type === 'text'
                    ? (m.body ?? '')
                    : m.type === 'gift'
                      ? t('members.conversations.gift', { id: m.gift_id ?? '' })
                      : t('members.conversations.image')}
                </p>
              </li>
            );
          })}
        </ol>
      </Modal.Body>
    </Modal>
  );
}

/**
 * The member's conversations as metadata (partner, dates, counts); "Read messages" asks for a
 * reason first (it is logged) and then shows the messages as text. Roles without `messages.read`
 * see the list only.
 */
export function ConversationsSection({
  conversations,
  role,
}: {
  conversations: Conversation[];
  role: StaffRole;
}) {
  const { t } = useBackofficeTranslation();
  const format = useFormat();
  const read = useReadMessages();
  const [asking, setAsking] = useState<Conversation | null>(null);
  const [shown, setShown] = useState<ReadAnswer | null>(null);
  if (conversations.length === 0) return <p>{t('members.conversations.none')}</p>;
  return (
    <>
      <ul className="list-group">
        {conversations.map((c) => (
          <li key={c.id} className="list-group-item d-flex flex-wrap gap-2 align-items-center">
            <div className="me-auto">
              <Link to={`/admin/members/${c.partner_id}`} className="fw-semibold">
                {c.partner_name ?? `#${c.partner_id}`}
              </Link>
              {c.partner_fictional && (
                <span className="badge text-bg-primary ms-2">{t('members.fictional')}</span>
              )}
              {c.removed && (
                <span className="badge text-bg-light border ms-2">
                  {t('members.conversations.removed_by_member')}
                </span>
              )}
              <div className="small text-body-secondary">
                {t('members.conversations.line', {
                  started: format.date(c.started_at),
                  last: format.dateTime(c.last_message_at),
                  messages: c.message_count,
                  unread: c.unread,
                })}
              </div>
            </div>
            {can(role, 'messages.read') && (
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                onClick={() => {
                  read.reset();
                  setAsking(c);
                }}
              >
                {t('members.conversations.read')}
              </button>
            )}
          </li>
        ))}
      </ul>
      <ReasonDialog
        show={asking !== null}
        title={t('members.conversations.reason_title', { name: asking?.partner_name ?? '' })}
        intro={t('members.conversations.reason_intro')}
        confirm={t('members.conversations.read')}
        busy={read.isPending}
        error={read.error}
        onCancel={() => setAsking(null)}
        onConfirm={(reason) => {
          if (!asking) return;
          read.mutate(
            { conversationId: asking.id, reason },
            {
              onSuccess: (answer) => {
                setAsking(null);
                setShown(answer);
              },
            },
          );
        }}
      />
      <MessagesDialog answer={shown} onClose={() => setShown(null)} />
    </>
  );
}

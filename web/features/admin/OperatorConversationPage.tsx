import {
  type OperatorConversation,
  type OperatorMessage,
  operatorConversationAnswer,
} from '@common/schemas/operator';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { api } from '../../lib/api';
import { useFormat } from '../../lib/format';
import { NotFoundPage } from '../errors/NotFoundPage';
import { useBackofficeTranslation } from './i18n';
import { clock, messagePreview, ProfileCard, useSecondsLeft } from './OperatorParts';
import {
  useAddNote,
  useOperatorAnswer,
  useOperatorConversation,
  useReleaseLease,
  useTakeLease,
} from './operatorQueries';

/** The lease's countdown with "Renew" and "Release". */
function LeaseBar({ view }: { view: OperatorConversation }) {
  const { t } = useBackofficeTranslation();
  const navigate = useNavigate();
  const left = useSecondsLeft(view.lease.expires_at);
  const take = useTakeLease();
  const release = useReleaseLease();
  const tone = left === 0 ? 'danger' : left < 60 ? 'warning' : 'success';
  return (
    <div className={`alert alert-${tone} d-flex flex-wrap align-items-center gap-2 py-2`} role="status">
      <span className="me-auto">
        {left === 0 ? t('operator.lease.expired') : t('operator.lease.left', { time: clock(left) })}
      </span>
      <button
        type="button"
        className="btn btn-sm btn-outline-dark"
        disabled={take.isPending}
        onClick={() => take.mutate(view.conversation_id)}
      >
        {t('operator.lease.renew')}
      </button>
      <button
        type="button"
        className="btn btn-sm btn-outline-dark"
        disabled={release.isPending}
        onClick={() => release.mutate(view.conversation_id, { onSuccess: () => navigate('/admin/operator') })}
      >
        {t('operator.lease.release')}
      </button>
      {(take.isError || release.isError) && (
        <span className="w-100 small" role="alert">
          {(take.error ?? release.error)?.message}
        </span>
      )}
    </div>
  );
}

/** One message as a bubble: the member's on the left, the profile's answers on the right. */
function Bubble({ message }: { message: OperatorMessage }) {
  const { t } = useBackofficeTranslation();
  const format = useFormat();
  const mine = !message.from_member;
  return (
    <li className={`d-flex mb-2 ${mine ? 'justify-content-end' : ''}`}>
      <div
        className={`rounded-3 px-3 py-2 ${mine ? 'bg-primary-subtle' : 'bg-body-tertiary border'}`}
        style={{ maxWidth: '85%' }}
      >
        <span className="d-block text-break" style={{ whiteSpace: 'pre-wrap' }}>
          {messagePreview(message, t)}
        </span>
        <span className="d-block small text-body-secondary">
          {format.dateTime(message.created_at)}
          {message.operator_name && ` · ${t('operator.message.by', { name: message.operator_name })}`}
          {message.hidden && ` · ${t('operator.message.hidden')}`}
        </span>
      </div>
    </li>
  );
}

/** The history, oldest first, with older pages on request. */
function History({ view }: { view: OperatorConversation }) {
  const { t } = useBackofficeTranslation();
  const [older, setOlder] = useState<{ messages: OperatorMessage[]; hasMore: boolean } | null>(null);
  const [loading, setLoading] = useState(false);
  const hasMore = older ? older.hasMore : view.has_more;
  const loadOlder = async () => {
    const first = older?.messages[0] ?? view.messages[0];
    if (!first) return;
    setLoading(true);
    try {
      const page = await api(`/api/admin/operator/conversations/${view.conversation_id}?before=${first.id}`, {
        schema: operatorConversationAnswer,
      });
      setOlder({ messages: [...page.messages, ...(older?.messages ?? [])], hasMore: page.has_more });
    } finally {
      setLoading(false);
    }
  };
  const all = [...(older?.messages ?? []), ...view.messages];
  return (
    <section aria-label={t('operator.history.title')} className="card shadow-sm mb-3">
      <div className="card-body" style={{ maxHeight: '60vh', overflowY: 'auto' }}>
        <h2 className="h6">{t('operator.history.title')}</h2>
        {hasMore && (
          <button
            type="button"
            className="btn btn-sm btn-link px-0 mb-2"
            disabled={loading}
            onClick={loadOlder}
          >
            {t('operator.history.older')}
          </button>
        )}
        <ol className="list-unstyled mb-0">
          {all.map((m) => (
            <Bubble key={m.id} message={m} />
          ))}
        </ol>
      </div>
    </section>
  );
}

/** "Answer as <name>": the composer; one client id per draft, so a retried send stores one message. */
function Composer({ view }: { view: OperatorConversation }) {
  const { t } = useBackofficeTranslation();
  const id = useId();
  const [body, setBody] = useState('');
  const clientId = useRef(crypto.randomUUID());
  const answer = useOperatorAnswer(view.conversation_id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    answer.mutate(
      { body: body.trim(), client_id: clientId.current },
      {
        onSuccess: () => {
          setBody('');
          clientId.current = crypto.randomUUID();
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="card card-body shadow-sm mb-3">
      <label htmlFor={id} className="form-label fw-semibold">
        {t('operator.answer.label', { name: view.profile.name })}
      </label>
      <textarea
        id={id}
        className={`form-control mb-2 ${answer.error?.fields.body ? 'is-invalid' : ''}`}
        rows={3}
        value={body}
        onChange={(e) => setBody(e.target.value)}
      />
      {answer.isError && (
        <div className="alert alert-danger py-2 small" role="alert">
          {answer.error.fields.body ?? answer.error.message}
        </div>
      )}
      <div>
        <button type="submit" className="btn btn-primary" disabled={answer.isPending || !body.trim()}>
          {t('operator.answer.send')}
        </button>
      </div>
    </form>
  );
}

/** Shown when the operator does not (or no longer) hold the lease: take it to read and answer. */
function NotHeld({ id }: { id: number }) {
  const { t } = useBackofficeTranslation();
  const take = useTakeLease();
  return (
    <div className="card card-body shadow-sm">
      <p>{t('operator.lease.not_held')}</p>
      {take.isError && (
        <div className="alert alert-warning" role="alert">
          {take.error.message}
        </div>
      )}
      <div className="d-flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-primary"
          disabled={take.isPending}
          onClick={() => take.mutate(id)}
        >
          {t('operator.queue.take')}
        </button>
        <Link className="btn btn-outline-secondary" to="/admin/operator">
          {t('operator.back')}
        </Link>
      </div>
    </div>
  );
}

/**
 * /admin/operator/:id (admins, operators): the work view of a conversation with a fictional
 * profile, for the holder of its lease: the lease's countdown (renew, release), both profiles
 * with their notes side by side from `md` (on phones, stacked below the history and the
 * composer, which come first there), the history and the composer.
 */
export default function OperatorConversationPage() {
  const { t } = useBackofficeTranslation();
  const id = Number(useParams().id);
  const view = useOperatorConversation(id);
  const addNote = useAddNote(id);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  if (view.isPending) return <PageSpinner />;
  if (view.isError) {
    if (view.error.code === 'not_found') return <NotFoundPage />;
    return (
      <div>
        <h1 className="h3 mb-3">{t('operator.conversation.title_plain')}</h1>
        {view.error.code === 'lease_required' ? (
          <NotHeld id={id} />
        ) : (
          <div className="alert alert-danger" role="alert">
            {view.error.message}
          </div>
        )}
      </div>
    );
  }
  const data = view.data;
  const note = (subjectId: number) => (body: string) => addNote.mutateAsync({ subject_id: subjectId, body });
  return (
    <div>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h1 className="h4 mb-0 me-auto text-break">
          {t('operator.conversation.title', { member: data.member.name, profile: data.profile.name })}
        </h1>
        <Link className="btn btn-sm btn-outline-secondary" to="/admin/operator">
          {t('operator.back')}
        </Link>
      </div>
      <LeaseBar view={data} />
      <div className="row g-3">
        <div className="col-12 col-md-6 order-2 order-md-1">
          <ProfileCard
            title={t('operator.profile.member')}
            profile={data.member}
            notes={data.notes.member}
            onAddNote={note(data.member.id)}
            busy={addNote.isPending}
          />
        </div>
        <div className="col-12 col-md-6 order-3 order-md-2">
          <ProfileCard
            title={t('operator.profile.fictional_title')}
            profile={data.profile}
            notes={data.notes.profile}
            onAddNote={note(data.profile.id)}
            busy={addNote.isPending}
          />
        </div>
        <div className="col-12 order-1 order-md-3">
          <History view={data} />
          <Composer view={data} />
        </div>
      </div>
    </div>
  );
}

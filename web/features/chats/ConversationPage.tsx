import { GIFTS } from '@common/gifts';
import type { ApiMessage } from '@common/schemas/chats';
import type { MemberProfile } from '@common/schemas/members';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { type ApiError, api, uploadFile } from '../../lib/api';
import { useFormat } from '../../lib/format';
import { memberKeys } from '../../lib/keys';
import { mediaUrl, shellKeys, useSettings } from '../../lib/queries';
import { chatKeys, onRealtime, sendRealtime } from '../../lib/realtime';
import { NotFoundPage } from '../errors/NotFoundPage';
import { useChats } from './useChats';

const ICEBREAKERS = ['weekend', 'travel', 'smile', 'food'] as const;
const TYPING_MS = 4000;

interface SendAnswer {
  message: ApiMessage;
  conversation: { id: number };
  credits: number;
}

function Conversation({ profileId, conversationId }: { profileId: number; conversationId: number | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: settings } = useSettings();
  const [text, setText] = useState('');
  const [error, setError] = useState<{ message: string; code: string } | null>(null);
  const [gifts, setGifts] = useState(false);
  const [image, setImage] = useState<{ file: File; preview: string } | null>(null);
  const imageInput = useRef<HTMLInputElement>(null);
  const [blocking, setBlocking] = useState(false);
  const [typingUntil, setTypingUntil] = useState(0);
  const lastTyping = useRef(0);
  const bottom = useRef<HTMLDivElement>(null);
  const profile = useQuery({
    queryKey: memberKeys.profile(profileId),
    queryFn: () => api<{ profile: MemberProfile }>(`/api/members/${profileId}`),
    select: (d) => d.profile,
  });
  const history = useInfiniteQuery({
    queryKey: chatKeys.messages(conversationId ?? 0),
    enabled: conversationId !== null,
    initialPageParam: null as number | null,
    queryFn: ({ pageParam }) =>
      api<{ messages: ApiMessage[]; has_more: boolean }>(
        `/api/chats/${conversationId}/messages${pageParam ? `?before=${pageParam}` : ''}`,
      ),
    getNextPageParam: (last) => (last.has_more ? (last.messages[0]?.id ?? null) : null),
  });
  const messages = [...(history.data?.pages ?? [])].reverse().flatMap((p) => p.messages);
  const newest = messages.at(-1)?.id;

  // SPEC §4: opening a conversation (and reading what arrives) sets its unread count to 0.
  useEffect(() => {
    if (!conversationId || newest === undefined) return;
    void api(`/api/chats/${conversationId}/read`, { method: 'POST' }).then(() =>
      queryClient.invalidateQueries({ queryKey: chatKeys.list }),
    );
  }, [conversationId, newest, queryClient]);
  useEffect(() => {
    // Scroll to the newest message whenever another one arrives.
    if (newest !== undefined) bottom.current?.scrollIntoView({ block: 'end' });
  }, [newest]);
  useEffect(
    () =>
      onRealtime((event) => {
        if (event.type === 'typing' && event.data.conversation_id === conversationId)
          setTypingUntil(Date.now() + TYPING_MS);
      }),
    [conversationId],
  );
  useEffect(() => {
    if (typingUntil === 0) return;
    const timer = setTimeout(() => setTypingUntil(0), typingUntil - Date.now());
    return () => clearTimeout(timer);
  }, [typingUntil]);

  const send = useMutation<
    SendAnswer,
    ApiError,
    { type: 'text'; body: string } | { type: 'gift'; gift_id: string } | { type: 'image'; file: File }
  >({
    mutationFn: async (payload) => {
      // One client_id per send: a retry of this request is answered with the first message.
      const clientId = crypto.randomUUID();
      if (payload.type === 'image') {
        const { image_key } = await uploadFile<{ image_key: string }>(
          '/api/chat-images',
          'image',
          payload.file,
        );
        return api<SendAnswer>('/api/messages', {
          method: 'POST',
          body: { type: 'image', image_key, profile_id: profileId, client_id: clientId },
        });
      }
      return api<SendAnswer>('/api/messages', {
        method: 'POST',
        body: { ...payload, profile_id: profileId, client_id: clientId },
      });
    },
    onSuccess: (answer, variables) => {
      if (variables.type === 'text') setText('');
      setError(null);
      void queryClient.invalidateQueries({ queryKey: shellKeys.user });
      void queryClient.invalidateQueries({ queryKey: chatKeys.list });
      if (conversationId === null) navigate(`/chats/${answer.conversation.id}`, { replace: true });
      else void queryClient.invalidateQueries({ queryKey: chatKeys.messages(conversationId) });
    },
    onError: (e) => setError({ message: e.fields.body ?? e.message, code: e.code }),
  });
  const remove = useMutation<unknown, ApiError, number>({
    mutationFn: (id) => api(`/api/messages/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.messages(conversationId ?? 0) }),
  });

  if (profile.isPending) return <PageSpinner />;
  if (profile.isError) {
    return (
      <div className="container py-5 text-center">
        <p role="alert">{profile.error.message}</p>
        <Link to="/chats" className="btn btn-primary">
          {t('chat.back')}
        </Link>
      </div>
    );
  }
  const partner = profile.data;
  const limit = settings?.message_length ?? 1000;
  const closeImage = () => {
    if (image) URL.revokeObjectURL(image.preview);
    setImage(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() && !send.isPending) send.mutate({ type: 'text', body: text });
  };
  return (
    <div className="d-flex flex-column" style={{ height: '100dvh' }}>
      <header className="bg-white border-bottom">
        <div className="container d-flex align-items-center gap-2 py-2">
          <Link to="/chats" className="btn btn-link px-1" aria-label={t('chat.back')}>
            <i className="bi bi-arrow-left fs-4" aria-hidden="true" />
          </Link>
          {partner.main_image && (
            <img
              src={mediaUrl(settings, partner.main_image.thumb_filename)}
              alt=""
              width="40"
              height="40"
              className="rounded-circle"
            />
          )}
          <h1 className="h5 mb-0 flex-grow-1">
            <Link to={`/members/${partner.id}`} className="text-reset text-decoration-none">
              {partner.name}
            </Link>
            {typingUntil > 0 && (
              <small className="d-block text-body-secondary fw-normal">{t('chat.typing')}</small>
            )}
          </h1>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            onClick={() => setBlocking(true)}
          >
            <i className="bi bi-slash-circle me-1" aria-hidden="true" />
            {t('block.block')}
          </button>
        </div>
      </header>
      {partner.fictional && settings && (
        <div className="alert alert-warning rounded-0 mb-0 py-2 small" role="note">
          <div className="container">
            <i className={`bi bi-${settings.fictional_icon} me-1`} aria-hidden="true" />
            {settings.fictional_warning}
          </div>
        </div>
      )}
      <section
        className="chat-messages container py-3"
        aria-label={t('chat.messages_with', { name: partner.name })}
        aria-live="polite"
      >
        {history.hasNextPage && (
          <div className="text-center mb-3">
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              onClick={() => void history.fetchNextPage()}
              disabled={history.isFetchingNextPage}
            >
              {t('chat.older')}
            </button>
          </div>
        )}
        {messages.length === 0 && (conversationId === null || !history.isPending) && (
          <div className="text-center py-4">
            <p className="fw-semibold">{t('chat.icebreaker_title', { name: partner.name })}</p>
            <div className="d-flex flex-column gap-2 align-items-center">
              {ICEBREAKERS.map((key) => (
                <button
                  key={key}
                  type="button"
                  className="btn btn-outline-primary btn-sm"
                  onClick={() => setText(t(`chat.icebreakers.${key}`))}
                >
                  {t(`chat.icebreakers.${key}`)}
                </button>
              ))}
            </div>
          </div>
        )}
        <ol className="list-unstyled d-flex flex-column gap-2 mb-0">
          {messages.map((m) => (
            <li key={m.id} className={`chat-bubble ${m.from_me ? 'mine' : 'theirs'}`}>
              {m.type === 'image' && m.image ? (
                <a href={mediaUrl(settings, m.image.filename)} target="_blank" rel="noreferrer">
                  <img
                    src={mediaUrl(settings, m.image.thumb_filename)}
                    alt={t('chat.image_alt')}
                    className="chat-image rounded"
                    loading="lazy"
                  />
                </a>
              ) : m.type === 'gift' ? (
                <span>
                  <i
                    className={`bi bi-${GIFTS.find((g) => g.id === m.gift_id)?.icon ?? 'gift'} me-1`}
                    aria-hidden="true"
                  />
                  {t(`gifts.${m.gift_id}`)}
                </span>
              ) : (
                m.body
              )}
              <span className="d-flex justify-content-end align-items-center gap-2 small opacity-75 mt-1">
                <time dateTime={m.created_at}>
                  {format.sameDay(m.created_at) ? format.time(m.created_at) : format.dateTime(m.created_at)}
                </time>
                {m.from_me && m.read && <span>{t('chat.read')}</span>}
                <button
                  type="button"
                  className="btn btn-link btn-sm p-0 text-reset"
                  aria-label={t('chat.delete_message')}
                  onClick={() => remove.mutate(m.id)}
                >
                  <i className="bi bi-x-circle" aria-hidden="true" />
                </button>
              </span>
            </li>
          ))}
        </ol>
        <div ref={bottom} />
      </section>
      <form className="bg-white border-top" onSubmit={submit}>
        <div className="container py-2">
          {error && (
            <div
              className="alert alert-danger py-2 small mb-2 d-flex flex-wrap align-items-center gap-2"
              role="alert"
            >
              <span className="flex-grow-1">{error.message}</span>
              {error.code === 'insufficient_credits' && (
                <Link to="/credits" className="btn btn-sm btn-primary">
                  {t('chat.buy_credits')}
                </Link>
              )}
              {error.code === 'conversation_limit' && (
                <Link to="/premium" className="btn btn-sm btn-primary">
                  {t('chat.go_premium')}
                </Link>
              )}
            </div>
          )}
          <div className="d-flex gap-2 align-items-center">
            <button
              type="button"
              className="btn btn-outline-primary"
              aria-label={t('chat.send_gift')}
              onClick={() => setGifts(true)}
            >
              <i className="bi bi-gift" aria-hidden="true" />
            </button>
            <button
              type="button"
              className="btn btn-outline-primary"
              aria-label={t('chat.send_image')}
              disabled={send.isPending}
              onClick={() => imageInput.current?.click()}
            >
              <i className="bi bi-image" aria-hidden="true" />
            </button>
            <input
              ref={imageInput}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/avif"
              className="d-none"
              tabIndex={-1}
              aria-hidden="true"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) setImage({ file, preview: URL.createObjectURL(file) });
              }}
            />
            <div className="flex-grow-1 min-w-0">
              <label htmlFor="composer" className="visually-hidden">
                {t('chat.message_label')}
              </label>
              <textarea
                id="composer"
                className="form-control"
                rows={1}
                maxLength={limit}
                value={text}
                aria-describedby="composer-count"
                onChange={(e) => {
                  setText(e.target.value);
                  if (conversationId && Date.now() - lastTyping.current > 3000) {
                    lastTyping.current = Date.now();
                    sendRealtime({ type: 'typing', data: { conversation_id: conversationId } });
                  }
                }}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && !e.shiftKey) {
                    e.preventDefault();
                    // One send at a time: a second Enter must not send (and charge) the text twice.
                    if (text.trim() && !send.isPending) send.mutate({ type: 'text', body: text });
                  }
                }}
              />
            </div>
            <button type="submit" className="btn btn-primary" disabled={send.isPending || !text.trim()}>
              <i className="bi bi-send d-sm-none" aria-hidden="true" />
              <span className="visually-hidden-sm-down">{t('chat.send')}</span>
            </button>
          </div>
          <small id="composer-count" className="d-block text-body-secondary mt-1">
            {t('chat.count', { count: text.length, max: limit, cost: settings?.message_credits ?? 0 })}
          </small>
        </div>
      </form>
      <Modal show={blocking} onHide={() => setBlocking(false)} centered aria-labelledby="chat-block-title">
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id="chat-block-title">{t('block.title', { name: partner.name })}</Modal.Title>
        </Modal.Header>
        <Modal.Body>{t('block.body', { name: partner.name })}</Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={() => setBlocking(false)}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={async () => {
              await api(`/api/blocks/${partner.id}`, { method: 'POST' });
              await queryClient.invalidateQueries({ queryKey: chatKeys.list });
              navigate('/chats');
            }}
          >
            {t('block.block')}
          </button>
        </Modal.Footer>
      </Modal>
      <Modal show={image !== null} onHide={closeImage} centered aria-labelledby="image-title">
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id="image-title">
            {t('chat.image_title', { cost: settings?.photo_credits ?? 0 })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body className="text-center">
          {image && (
            <img src={image.preview} alt="" className="img-fluid rounded" style={{ maxHeight: '50vh' }} />
          )}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={closeImage}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              if (!image) return;
              send.mutate({ type: 'image', file: image.file });
              closeImage();
            }}
          >
            {t('chat.send_image')}
          </button>
        </Modal.Footer>
      </Modal>
      <Modal show={gifts} onHide={() => setGifts(false)} centered aria-labelledby="gifts-title">
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id="gifts-title">
            {t('chat.gifts_title', { cost: settings?.gift_credits ?? 0 })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body className="d-grid gap-2" style={{ gridTemplateColumns: 'repeat(3, 1fr)' }}>
          {GIFTS.map((g) => (
            <button
              key={g.id}
              type="button"
              className="btn btn-outline-primary py-3"
              onClick={() => {
                setGifts(false);
                send.mutate({ type: 'gift', gift_id: g.id });
              }}
            >
              <i className={`bi bi-${g.icon} fs-2 d-block`} aria-hidden="true" />
              {t(`gifts.${g.id}`)}
            </button>
          ))}
        </Modal.Body>
      </Modal>
    </div>
  );
}

/** SPEC §2 /chats/{id} (id is the conversation) and /members/{id}/chat, in the chat layout. */
export default function ConversationPage({ by }: { by: 'conversation' | 'member' }) {
  const params = useParams();
  const id = Number(params.id);
  const { data: chats, isPending } = useChats();
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  if (isPending) return <PageSpinner />;
  if (by === 'conversation') {
    const chat = chats?.find((c) => c.conversation.id === id);
    if (!chat) return <NotFoundPage />;
    return <Conversation key={id} profileId={chat.profile.id} conversationId={id} />;
  }
  const existing = chats?.find((c) => c.profile.id === id);
  return <Conversation key={`m${id}`} profileId={id} conversationId={existing?.conversation.id ?? null} />;
}

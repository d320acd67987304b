import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { badgeText } from '../../components/badges';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FictionalBadge } from '../../components/FictionalBadge';
import { ChatHeart } from '../../components/icons/chat-heart';
import { PersonCircle } from '../../components/icons/person-circle';
import { Trash } from '../../components/icons/trash';
import { PageSpinner } from '../../components/PageSpinner';
import { VerifiedBadge } from '../../components/VerifiedBadge';
import { useFormat } from '../../lib/format';
import { mediaUrl, useSettings } from '../../lib/queries';
import { useChats, useRemoveConversation } from './queries';

/**
 * SPEC §2 /chats: conversations newest first, with the partner's photo, last message and unread
 * count. The bin asks once before a conversation is deleted (SPEC §4 removing a chat).
 */
export default function ChatsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { data: settings } = useSettings();
  const { data: chats, isPending, isError, error } = useChats();
  // SPEC §4: removed at once, then deleted on the server; on failure an alert and a reload.
  const remove = useRemoveConversation((e) =>
    window.alert(e instanceof Error ? e.message : t('errors.generic')),
  );
  const [asking, setAsking] = useState<{ id: number; name: string } | null>(null);

  if (isPending) return <PageSpinner />;
  return (
    <div className="container py-4" style={{ maxWidth: 760 }}>
      <h1 className="h3 mb-3">{t('chat.title')}</h1>
      {isError && (
        <div className="alert alert-danger" role="alert">
          {error.message}
        </div>
      )}
      {!chats?.length ? (
        <div className="text-center py-5">
          <ChatHeart className="display-4 text-primary" aria-hidden="true" />
          <p className="mt-3">{t('chat.empty')}</p>
          <Link to="/members" className="btn btn-primary">
            {t('nav.search')}
          </Link>
        </div>
      ) : (
        <ul className="list-group shadow-sm">
          {chats.map((chat) => (
            <li key={chat.conversation.id} className="list-group-item d-flex align-items-center gap-3 py-3">
              {chat.profile.main_image ? (
                <img
                  src={mediaUrl(settings, chat.profile.main_image.thumb_filename)}
                  alt=""
                  width="56"
                  height="56"
                  className="rounded-circle object-fit-cover"
                />
              ) : (
                <PersonCircle className="fs-1 text-body-secondary" aria-hidden="true" />
              )}
              <Link
                to={`/chats/${chat.conversation.id}`}
                className="flex-grow-1 text-reset text-decoration-none stretched-link-none min-w-0"
              >
                <span className="d-flex justify-content-between">
                  <span className="min-w-0">
                    <strong>{chat.profile.name}</strong>
                    {chat.profile.verified && <VerifiedBadge className="ms-1 align-middle" iconOnly />}
                    {chat.profile.fictional && <FictionalBadge className="ms-2" />}
                  </span>
                  {chat.last_message && (
                    <small className="text-body-secondary">
                      <time dateTime={chat.last_message.created_at}>
                        {format.sameDay(chat.last_message.created_at)
                          ? format.time(chat.last_message.created_at)
                          : format.date(chat.last_message.created_at)}
                      </time>
                    </small>
                  )}
                </span>
                <span
                  className={`d-block text-truncate ${chat.num_unread_messages ? 'fw-semibold' : 'text-body-secondary'}`}
                >
                  {chat.last_message?.from_me && `${t('chat.you')}: `}
                  {chat.last_message?.type === 'gift'
                    ? t('chat.gift_sent')
                    : chat.last_message?.type === 'image'
                      ? t('chat.image_sent')
                      : chat.last_message?.held_back.length
                        ? t('safety.held_back_preview')
                        : chat.last_message?.body}
                </span>
              </Link>
              {chat.num_unread_messages > 0 && (
                <span className="badge rounded-pill badge-unread">
                  {badgeText(chat.num_unread_messages)}
                  <span className="visually-hidden"> {t('nav.unread')}</span>
                </span>
              )}
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                aria-label={t('chat.delete_conversation', { name: chat.profile.name })}
                onClick={() => setAsking({ id: chat.conversation.id, name: chat.profile.name })}
              >
                <Trash aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        show={asking !== null}
        title={t('chat.delete_conversation_title', { name: asking?.name ?? '' })}
        body={t('chat.delete_conversation_body', { name: asking?.name ?? '' })}
        confirmLabel={t('chat.delete')}
        titleId="delete-conversation-title"
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) remove.mutate(asking.id);
          setAsking(null);
        }}
      />
    </div>
  );
}

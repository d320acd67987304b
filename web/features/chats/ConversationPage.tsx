import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { BlockDialog } from '../../components/BlockDialog';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageSpinner } from '../../components/PageSpinner';
import { NotFoundPage } from '../errors/NotFoundPage';
import { useBlockMember } from '../likes/queries';
import { useMemberProfile } from '../members/queries';
import { useVerification } from '../verification/queries';
import { Composer } from './Composer';
import { ConversationHeader } from './ConversationHeader';
import { MessageList } from './MessageList';
import { useChats, useDeleteMessage, useMarkRead, useMessages } from './queries';
import { readMark } from './reads';
import { useTyping } from './useTyping';

/**
 * One conversation with `profileId` (SPEC §4): `conversationId` is null until the first message
 * creates it. Opening it (and reading what arrives) marks it read. A message's bin asks once
 * before the message is deleted.
 */
function Conversation({ profileId, conversationId }: { profileId: number; conversationId: number | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [blocking, setBlocking] = useState(false);
  // The message whose bin was pressed: deleted only once the member confirms.
  const [deleting, setDeleting] = useState<number | null>(null);
  const profile = useMemberProfile(profileId);
  const { history, messages } = useMessages(conversationId);
  useMarkRead(conversationId, readMark(messages));
  const typing = useTyping(conversationId);
  const remove = useDeleteMessage(conversationId);
  const block = useBlockMember(profileId);

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
  return (
    <div className="d-flex flex-column" style={{ height: '100dvh' }}>
      <ConversationHeader partner={partner} typing={typing.partnerTyping} onBlock={() => setBlocking(true)} />
      <MessageList
        partnerName={partner.name}
        fictional={partner.fictional}
        messages={messages}
        icebreakers={messages.length === 0 && (conversationId === null || !history.isPending)}
        older={{
          available: history.hasNextPage,
          loading: history.isFetchingNextPage,
          load: () => void history.fetchNextPage(),
        }}
        onIcebreaker={setText}
        onDelete={setDeleting}
      />
      {conversationId === null && partner.verified_contact_only && <VerifiedOnlyNotice name={partner.name} />}
      <Composer
        profileId={profileId}
        conversationId={conversationId}
        text={text}
        onTextChange={setText}
        onTyping={typing.notifyTyping}
      />
      <ConfirmDialog
        show={deleting !== null}
        title={t('chat.delete_message_title')}
        body={t('chat.delete_message_body')}
        confirmLabel={t('chat.delete')}
        titleId="delete-message-title"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting !== null) remove.mutate(deleting);
          setDeleting(null);
        }}
      />
      <BlockDialog
        show={blocking}
        name={partner.name}
        busy={block.isPending}
        titleId="chat-block-title"
        onCancel={() => setBlocking(false)}
        // Not `mutate`'s onSuccess: the reloaded chat list may unmount this conversation first.
        onConfirm={() => void block.mutateAsync(true).then(() => navigate('/chats'))}
      />
    </div>
  );
}

/**
 * Before a first message to a member who lets only verified members start a conversation
 * (docs/safety.md "Verified photos"): says so, with the way to get verified, unless the viewer is.
 */
function VerifiedOnlyNotice({ name }: { name: string }) {
  const { t } = useTranslation();
  const own = useVerification();
  if (!own.data || own.data.verified) return null;
  return (
    <div className="alert alert-info m-2 mb-0 small" role="status" data-testid="verified-only-notice">
      {t('verification.contact_only_notice', { name })}{' '}
      <Link to="/verification">{t('verification.contact_only_action')}</Link>
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

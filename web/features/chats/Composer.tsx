import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Gift } from '../../components/icons/gift';
import { Image } from '../../components/icons/image';
import { Send } from '../../components/icons/send';
import type { ApiErrorCode } from '../../lib/api';
import { useSettings, useUser } from '../../lib/queries';
import { GiftDialog, ImageDialog, NudgeDialog } from './ComposerDialogs';
import { nudgeEdited, useSendMessage } from './queries';

/**
 * The message composer (SPEC §4): text up to `message_length` with its cost and the member's
 * credit balance, Enter sends and Shift+Enter breaks the line, gifts and images through their
 * dialogs; "Weet je het zeker?" (`NudgeDialog`) when the server asks to confirm a first message
 * (docs/safety.md). One send at a time; an error shows above it with a link to buy credits or go premium
 * when that is the way out, until the next send starts. The first message to `profileId` (no
 * `conversationId` yet) moves to the new conversation's address.
 */
export function Composer({
  profileId,
  conversationId,
  text,
  onTextChange,
  onTyping,
}: {
  profileId: number;
  conversationId: number | null;
  text: string;
  onTextChange: (text: string) => void;
  onTyping: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: settings } = useSettings();
  const { data: user } = useUser();
  const [error, setError] = useState<{ message: string; code: ApiErrorCode } | null>(null);
  const [gifts, setGifts] = useState(false);
  const [image, setImage] = useState<{ file: File; preview: string } | null>(null);
  const imageInput = useRef<HTMLInputElement>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);
  // "Weet je het zeker?" (docs/safety.md): the server asked to confirm this text.
  const [nudge, setNudge] = useState<{ id: number; body: string } | null>(null);
  const send = useSendMessage(profileId, {
    onSent: (answer, sent) => {
      if (sent.type === 'text') onTextChange('');
      setError(null);
      if (conversationId === null) navigate(`/chats/${answer.conversation.id}`, { replace: true });
    },
    onFailed: (e, sent) => {
      const nudgeId = e.data.nudge_id;
      if (e.code === 'confirm_required' && typeof nudgeId === 'number' && sent.type === 'text') {
        setNudge({ id: nudgeId, body: sent.body });
        return;
      }
      setError({ message: e.fields.body ?? e.message, code: e.code });
    },
  });
  const limit = settings?.message_length ?? 1000;
  const closeImage = () => {
    if (image) URL.revokeObjectURL(image.preview);
    setImage(null);
  };
  // A new send clears the last refusal: it no longer covers the newest message once sent.
  const sendMessage = (message: Parameters<typeof send.mutate>[0]) => {
    setError(null);
    send.mutate(message);
  };
  // One send at a time: a second Enter must not send (and charge) the text twice.
  const sendText = () => {
    if (text.trim() && !send.isPending) sendMessage({ type: 'text', body: text });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    sendText();
  };
  return (
    <>
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
              <Gift aria-hidden="true" />
            </button>
            <button
              type="button"
              className="btn btn-outline-primary"
              aria-label={t('chat.send_image')}
              disabled={send.isPending}
              onClick={() => imageInput.current?.click()}
            >
              <Image aria-hidden="true" />
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
                ref={textArea}
                id="composer"
                className="form-control"
                rows={1}
                maxLength={limit}
                value={text}
                aria-describedby="composer-count"
                onChange={(e) => {
                  onTextChange(e.target.value);
                  onTyping();
                }}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && !e.shiftKey) {
                    e.preventDefault();
                    sendText();
                  }
                }}
              />
            </div>
            <button type="submit" className="btn btn-primary" disabled={send.isPending || !text.trim()}>
              <Send className="d-sm-none" aria-hidden="true" />
              <span className="visually-hidden-sm-down">{t('chat.send')}</span>
            </button>
          </div>
          <div className="d-flex flex-wrap justify-content-between column-gap-2 mt-1 small text-body-secondary">
            <span id="composer-count">
              {t('chat.count', { length: text.length, max: limit, count: settings?.message_credits ?? 0 })}
            </span>
            {user && <span className="fw-semibold">{t('chat.balance', { count: user.credits })}</span>}
          </div>
        </div>
      </form>
      <ImageDialog
        preview={image?.preview ?? null}
        onCancel={closeImage}
        onSend={() => {
          if (!image) return;
          sendMessage({ type: 'image', file: image.file });
          closeImage();
        }}
      />
      <NudgeDialog
        show={nudge !== null}
        onEdit={() => {
          if (nudge) void nudgeEdited(nudge.id);
          setNudge(null);
          textArea.current?.focus();
        }}
        onSend={() => {
          if (nudge) sendMessage({ type: 'text', body: nudge.body, confirm_nudge: nudge.id });
          setNudge(null);
        }}
      />
      <GiftDialog
        show={gifts}
        onHide={() => setGifts(false)}
        onSend={(giftId) => sendMessage({ type: 'gift', gift_id: giftId })}
      />
    </>
  );
}

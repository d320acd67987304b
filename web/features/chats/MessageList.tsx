import type { ApiMessage } from '@common/schemas/chats';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FictionalBadge } from '../../components/FictionalBadge';
import { Trash } from '../../components/icons/trash';
import { useFictionalTexts } from '../../lib/fictional';
import { useFormat } from '../../lib/format';
import { mediaUrl, useSettings } from '../../lib/queries';
import { GiftIcon } from './GiftIcon';
import { useRevealImage } from './queries';

const ICEBREAKERS = ['weekend', 'travel', 'smile', 'food'] as const;

/** The complaint form about message `m` and its sender (SPEC §2 /complaints `?message=&profile=`). */
function reportLink(m: ApiMessage): string {
  return `/complaints?message=${m.id}&profile=${m.sender_id}`;
}

/**
 * A received image shown blurred (docs/safety.md "Explicit images"): only the small blurred
 * stand-in is loaded, under a CSS blur, with why ("wordt nog gecontroleerd" or "kan expliciet
 * zijn"), "Tik om te bekijken" (the server then serves the image) and "Melden".
 */
function BlurredImage({ m, src }: { m: ApiMessage; src: string }) {
  const { t } = useTranslation();
  const reveal = useRevealImage();
  return (
    <span className="d-block" role="note">
      <button
        type="button"
        className="chat-image-blurred btn p-0 border-0 d-block position-relative overflow-hidden rounded"
        onClick={() => reveal.mutate(m.id)}
        disabled={reveal.isPending}
      >
        <img src={src} alt={t('safety.blurred_alt')} className="chat-image" />
        <span className="chat-image-cover position-absolute top-50 start-50 translate-middle badge text-bg-dark">
          {t('safety.tap_to_view')}
        </span>
      </button>
      <span className="d-flex flex-wrap align-items-center gap-2 mt-1 small">
        <span>{t(m.image_screen === 'flagged' ? 'safety.image_explicit' : 'safety.image_checking')}</span>
        <Link className="btn btn-sm btn-outline-danger py-0" to={reportLink(m)}>
          {t('safety.report')}
        </Link>
      </span>
      {reveal.isError && (
        <span className="d-block text-danger small" role="alert">
          {reveal.error.message}
        </span>
      )}
    </span>
  );
}

/**
 * The messages of a conversation, oldest first (SPEC §4), under the fictional label when the
 * partner is a fictional profile (`fictional`): text, gift or image, time, "read" on
 * the member's own read messages and a bin each (reports the message to `onDelete`, which asks
 * before deleting); "older" loads the previous page.
 * Safety (docs/safety.md): a partner's message with contact details early shows behind a warning
 * with reveal and report; one sent after "Weet je het zeker?" asks "Stoort dit je?" with report;
 * a received image still screened or flagged shows blurred with "Tik om te bekijken" and report.
 * With `icebreakers` (an empty conversation) it offers opening lines that fill the composer.
 * Scrolls to the newest message whenever another one arrives.
 */
export function MessageList({
  partnerName,
  fictional = false,
  messages,
  icebreakers,
  older,
  onIcebreaker,
  onDelete,
}: {
  partnerName: string;
  /** The partner is a fictional profile: the list is labelled so (issue "Back office" §4). */
  fictional?: boolean;
  messages: ApiMessage[];
  icebreakers: boolean;
  older: { available: boolean; loading: boolean; load: () => void };
  onIcebreaker: (text: string) => void;
  onDelete: (messageId: number) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const { data: settings } = useSettings();
  const fictionalTexts = useFictionalTexts();
  const label = fictional && fictionalTexts ? `${partnerName} (${fictionalTexts.singular})` : partnerName;
  const bottom = useRef<HTMLDivElement>(null);
  // Held-back messages (contact details early, docs/safety.md) the member chose to see.
  const [revealed, setRevealed] = useState<ReadonlySet<number>>(new Set());
  const newest = messages.at(-1)?.id;
  useEffect(() => {
    if (newest !== undefined) bottom.current?.scrollIntoView({ block: 'end' });
  }, [newest]);
  return (
    <section
      className="chat-messages container py-3"
      aria-label={t('chat.messages_with', { name: label })}
      aria-live="polite"
    >
      {fictional && (
        <p className="text-center mb-3">
          <FictionalBadge />
        </p>
      )}
      {older.available && (
        <div className="text-center mb-3">
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            onClick={older.load}
            disabled={older.loading}
          >
            {t('chat.older')}
          </button>
        </div>
      )}
      {icebreakers && (
        <div className="text-center py-4">
          <p className="fw-semibold">{t('chat.icebreaker_title', { name: partnerName })}</p>
          <div className="d-flex flex-column gap-2 align-items-center">
            {ICEBREAKERS.map((key) => (
              <button
                key={key}
                type="button"
                className="btn btn-outline-primary btn-sm"
                onClick={() => onIcebreaker(t(`chat.icebreakers.${key}`))}
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
            {m.removed ? (
              <em className="chat-meta">{t('chat.removed_message')}</em>
            ) : m.type === 'image' && m.image && m.blurred ? (
              <BlurredImage m={m} src={mediaUrl(settings, m.image.blur_filename)} />
            ) : m.type === 'image' && m.image ? (
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
                <GiftIcon giftId={m.gift_id} className="me-1" />
                {t(`gifts.${m.gift_id}`)}
              </span>
            ) : m.held_back.length > 0 && !revealed.has(m.id) ? (
              <span className="d-block" role="note">
                <span className="d-block fw-semibold">{t('safety.held_back')}</span>
                <span className="d-flex flex-wrap gap-2 mt-1">
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-secondary"
                    onClick={() => setRevealed((r) => new Set(r).add(m.id))}
                  >
                    {t('safety.reveal')}
                  </button>
                  <Link className="btn btn-sm btn-outline-danger" to={reportLink(m)}>
                    {t('safety.report')}
                  </Link>
                </span>
              </span>
            ) : (
              m.body
            )}
            {m.bother && (
              <span className="d-flex flex-wrap align-items-center gap-2 mt-1 small" role="note">
                <span>{t('safety.bothers_you')}</span>
                <Link className="btn btn-sm btn-outline-danger py-0" to={reportLink(m)}>
                  {t('safety.report')}
                </Link>
              </span>
            )}
            <span className="chat-meta d-flex justify-content-end align-items-center gap-2 small mt-1">
              <time dateTime={m.created_at}>
                {format.sameDay(m.created_at) ? format.time(m.created_at) : format.dateTime(m.created_at)}
              </time>
              {m.from_me && m.read && <span>{t('chat.read')}</span>}
              <button
                type="button"
                className="btn btn-link btn-sm p-0 text-reset"
                aria-label={t('chat.delete_message')}
                onClick={() => onDelete(m.id)}
              >
                <Trash aria-hidden="true" />
              </button>
            </span>
          </li>
        ))}
      </ol>
      <div ref={bottom} />
    </section>
  );
}

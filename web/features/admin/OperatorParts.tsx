import type { OperatorLease, OperatorNote, OperatorProfile } from '@common/schemas/operator';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useFormat } from '../../lib/format';
import { mediaUrl, useSettings } from '../../lib/queries';
import { useBackofficeTranslation } from './i18n';

type T = ReturnType<typeof useBackofficeTranslation>['t'];

/** A message's preview as text: its body, or a label for a photo or a gift. */
export function messagePreview(
  message: { type: 'text' | 'image' | 'gift'; body: string | null },
  t: T,
): string {
  if (message.type === 'image') return t('operator.message.image');
  if (message.type === 'gift') return t('operator.message.gift');
  return message.body ?? t('operator.message.removed');
}

/** Who holds a lease and until when. */
export function LeaseBadge({ lease }: { lease: OperatorLease }) {
  const { t } = useBackofficeTranslation();
  const format = useFormat();
  const until = format.time(lease.expires_at);
  return (
    <span className={`badge ${lease.mine ? 'text-bg-success' : 'text-bg-warning'} text-wrap`}>
      {lease.mine
        ? t('operator.lease.mine_until', { time: until })
        : t('operator.lease.held_by', { name: lease.operator_name, time: until })}
    </span>
  );
}

/** Seconds left until `expiresAt` (ISO 8601), updated every second; never below 0. */
export function useSecondsLeft(expiresAt: string): number {
  const end = new Date(expiresAt).getTime();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return Math.max(0, Math.round((end - now) / 1000));
}

/** A count of seconds as m:ss. */
export function clock(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/** A form to add a note on `subjectId`; `onAdd` answers once the note is stored. */
function NoteForm({ onAdd, busy }: { onAdd: (body: string) => Promise<unknown>; busy: boolean }) {
  const { t } = useBackofficeTranslation();
  const id = useId();
  const [body, setBody] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    void onAdd(body.trim()).then(() => setBody(''));
  };
  return (
    <form onSubmit={submit} className="mt-2">
      <label htmlFor={id} className="form-label small mb-1">
        {t('operator.notes.add_label')}
      </label>
      <textarea
        id={id}
        className="form-control form-control-sm mb-2"
        rows={2}
        maxLength={2000}
        value={body}
        onChange={(e) => setBody(e.target.value)}
      />
      <button type="submit" className="btn btn-sm btn-outline-secondary" disabled={busy || !body.trim()}>
        {t('operator.notes.add')}
      </button>
    </form>
  );
}

/**
 * A profile in the work view (member or fictional): photos, name, age, place, about text, and
 * the staff notes on it with a form to add one. All member text is rendered as text.
 */
export function ProfileCard(props: {
  profile: OperatorProfile;
  title: string;
  notes: OperatorNote[];
  onAddNote: (body: string) => Promise<unknown>;
  busy: boolean;
}) {
  const { profile, notes } = props;
  const { t } = useBackofficeTranslation();
  const format = useFormat();
  const { data: settings } = useSettings();
  const headingId = useId();
  return (
    <section className="card h-100 shadow-sm" aria-labelledby={headingId}>
      <div className="card-body">
        <p className="small text-uppercase text-body-secondary mb-1">{props.title}</p>
        <h2 id={headingId} className="h5 mb-1 text-break">
          {profile.name}
          {profile.fictional && (
            <span className="badge text-bg-info ms-2 align-middle">{t('operator.profile.fictional')}</span>
          )}
        </h2>
        <p className="small mb-2">
          {t('operator.profile.facts', {
            age: profile.age,
            gender: t(`operator.profile.gender_${profile.gender}`),
            city: profile.city || '—',
            country: format.region(profile.country),
          })}
        </p>
        {profile.photos.length > 0 && (
          <ul className="list-unstyled d-flex flex-wrap gap-2 mb-2">
            {profile.photos.slice(0, 6).map((photo, index) => (
              <li key={photo.id}>
                <img
                  src={mediaUrl(settings, photo.thumb_filename)}
                  alt={t('operator.profile.photo', { name: profile.name, n: index + 1 })}
                  width={64}
                  height={64}
                  className="rounded object-fit-cover border"
                  loading="lazy"
                />
              </li>
            ))}
          </ul>
        )}
        <p className="small mb-3 text-break" style={{ whiteSpace: 'pre-wrap' }}>
          {profile.about || <span className="text-body-secondary">{t('operator.profile.no_about')}</span>}
        </p>
        <h3 className="h6">{t('operator.notes.title')}</h3>
        {notes.length === 0 ? (
          <p className="small text-body-secondary mb-1">{t('operator.notes.none')}</p>
        ) : (
          <ul className="list-unstyled small mb-1">
            {notes.map((note) => (
              <li key={note.id} className="border-start border-3 ps-2 mb-2">
                <span className="d-block text-break" style={{ whiteSpace: 'pre-wrap' }}>
                  {note.body}
                </span>
                <span className="text-body-secondary">
                  {t('operator.notes.by', { name: note.author_name, time: format.dateTime(note.created_at) })}
                </span>
              </li>
            ))}
          </ul>
        )}
        <NoteForm onAdd={props.onAddNote} busy={props.busy} />
      </div>
    </section>
  );
}

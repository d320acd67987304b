import type { MemberPage } from '@common/schemas/admin-members';
import type { ReactNode } from 'react';
import { useFormat } from '../../../lib/format';
import { useBackofficeTranslation } from '../i18n';

/** Label and value pairs as a definition list (two columns, three from `xl`); empty values show a dash. */
export function Fields({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="row mb-0">
      {rows.map(([label, value]) => (
        <div key={label} className="col-6 col-xl-4 mb-2">
          <dt className="small text-body-secondary fw-normal">{label}</dt>
          <dd className="mb-0 text-break">
            {value === null || value === undefined || value === '' ? '–' : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The account: status, role, language, site, tracking, signup address and dates, mails turned off. */
export function AccountSection({ account }: { account: MemberPage['account'] }) {
  const { t } = useBackofficeTranslation();
  const format = useFormat();
  const dateOrDash = (value: string | null) => (value ? format.dateTime(value) : null);
  const tracking = Object.entries(account.tracking);
  return (
    <Fields
      rows={[
        [t('members.fields.id'), account.id],
        [t('members.fields.email'), account.email],
        [t('members.fields.status'), t(`members.status.${account.status}`, { defaultValue: account.status })],
        [t('members.fields.role'), t(`staff.roles.${account.role}`, { defaultValue: account.role })],
        [t('members.fields.credits'), format.number(account.credits)],
        [t('members.fields.paid_user'), account.paid_user ? t('members.yes') : t('members.no')],
        [t('members.fields.spending_limit'), account.spending_limit ? t('members.yes') : t('members.no')],
        [t('members.fields.language'), format.language(account.language)],
        [t('members.fields.domain'), account.domain],
        [t('members.fields.invisible'), account.invisible ? t('members.yes') : t('members.no')],
        [t('members.fields.signup_date'), format.dateTime(account.signup_date)],
        [t('members.fields.confirmed_at'), dateOrDash(account.confirmed_at)],
        [t('members.fields.last_active_at'), format.dateTime(account.last_active_at)],
        [t('members.fields.deleted_at'), dateOrDash(account.deleted_at)],
        [t('members.fields.purged_at'), dateOrDash(account.purged_at)],
        [t('members.fields.signup_ip'), account.signup_ip],
        [t('members.fields.signup_device_id'), account.signup_device_id],
        [
          t('members.fields.tracking'),
          tracking.length ? tracking.map(([key, value]) => `${key}=${value}`).join(', ') : null,
        ],
        [
          t('members.fields.notifications_disabled'),
          account.notifications_disabled.length ? account.notifications_disabled.join(', ') : null,
        ],
      ]}
    />
  );
}

/** Every profile field, as the member filled it in (text stays text). */
export function ProfileSection({ profile }: { profile: MemberPage['profile'] }) {
  const { t } = useBackofficeTranslation();
  const format = useFormat();
  if (!profile) return <p>{t('members.no_profile')}</p>;
  const field = (key: string) => t(`members.profile.${key}`);
  return (
    <>
      <Fields
        rows={[
          [field('name'), profile.name],
          [field('status'), t(`members.profile_status.${profile.status}`, { defaultValue: profile.status })],
          [field('searchable'), profile.searchable ? t('members.yes') : t('members.no')],
          [field('fictional'), profile.fictional ? t('members.yes') : t('members.no')],
          [field('sites'), profile.sites.join(', ')],
          [field('gender'), profile.gender],
          [field('looking_for'), profile.looking_for],
          [field('date_of_birth'), format.date(`${profile.date_of_birth}T12:00:00Z`)],
          [field('country'), format.region(profile.country)],
          [field('region'), profile.region],
          [field('city'), profile.city],
          [field('hair_colour'), profile.hair_colour],
          [field('eye_colour'), profile.eye_colour],
          [field('body_type'), profile.body_type],
          [field('relationship_status'), profile.relationship_status],
          [field('sexuality'), profile.sexuality],
          [field('tattoos'), profile.tattoos],
          [field('signup_reason'), profile.signup_reason],
          [field('appearance'), profile.appearance],
          [field('seek_appearance'), profile.seek_appearance],
          [
            field('ages'),
            profile.min_age || profile.max_age ? `${profile.min_age ?? '…'}–${profile.max_age ?? '…'}` : null,
          ],
          [field('interests'), profile.interests.join(', ')],
        ]}
      />
      <h3 className="h6 mt-3">{field('about')}</h3>
      <p className="text-break" style={{ whiteSpace: 'pre-wrap' }}>
        {profile.about || '–'}
      </p>
    </>
  );
}

const PHOTO_STATUS_CLASS: Record<string, string> = {
  active: 'text-bg-success',
  under_review: 'text-bg-warning',
  rejected: 'text-bg-danger',
};

/** The member's photos with their status; staff may load every one of them. */
export function PhotosSection({ photos }: { photos: MemberPage['photos'] }) {
  const { t } = useBackofficeTranslation();
  const format = useFormat();
  if (photos.length === 0) return <p>{t('members.photos.none')}</p>;
  return (
    <ul className="row row-cols-2 row-cols-sm-3 row-cols-lg-4 row-cols-xl-6 g-3 list-unstyled">
      {photos.map((photo) => (
        <li key={photo.id} className="col">
          <figure className="mb-0">
            <a href={photo.url} target="_blank" rel="noreferrer">
              <img
                src={photo.thumb_url}
                alt={t('members.photos.alt', { id: photo.id })}
                className="img-fluid rounded border"
                width={200}
                height={200}
                loading="lazy"
              />
            </a>
            <figcaption className="small mt-1">
              <span className={`badge ${PHOTO_STATUS_CLASS[photo.status] ?? 'text-bg-light'} me-1`}>
                {t(`members.photos.status.${photo.status}`, { defaultValue: photo.status })}
              </span>
              {photo.main && <span className="badge text-bg-light border">{t('members.photos.main')}</span>}
              <div className="text-body-secondary">{format.date(photo.created_at)}</div>
              {photo.reject_reason && <div className="text-break">{photo.reject_reason}</div>}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

/** The member's orders, newest first: amount (in the order's currency), method, credits, dates. */
export function OrdersSection({ orders }: { orders: MemberPage['orders'] }) {
  const { t } = useBackofficeTranslation();
  const format = useFormat();
  if (orders.length === 0) return <p>{t('members.orders.none')}</p>;
  return (
    <ul className="list-group">
      {orders.map((order) => (
        <li key={order.id} className="list-group-item">
          <div className="d-flex flex-wrap gap-2 align-items-baseline">
            <span className="fw-semibold">{t('members.orders.order', { id: order.id })}</span>
            <span className="badge text-bg-light border">{order.status}</span>
            <span className="ms-auto fw-semibold">{format.money(order.amount_cents, order.currency)}</span>
          </div>
          <div className="small text-body-secondary">
            {t('members.orders.line', {
              credits: format.number(order.credits),
              method: order.method,
              created: format.dateTime(order.created_at),
            })}
            {order.paid_at && ` · ${t('members.orders.paid', { date: format.dateTime(order.paid_at) })}`}
            {order.refunded_cents !== null &&
              ` · ${t('members.orders.refunded', { amount: format.money(order.refunded_cents, order.currency) })}`}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The member's sessions: when, until when, from where and which browser (never the token). */
export function SessionsSection({ sessions }: { sessions: MemberPage['sessions'] }) {
  const { t } = useBackofficeTranslation();
  const format = useFormat();
  if (sessions.length === 0) return <p>{t('members.sessions.none')}</p>;
  return (
    <ul className="list-group">
      {sessions.map((session) => (
        <li key={`${session.created_at}-${session.expires_at}`} className="list-group-item">
          <div className="fw-semibold">
            {t('members.sessions.line', {
              created: format.dateTime(session.created_at),
              expires: format.dateTime(session.expires_at),
            })}
          </div>
          <div className="small text-break">
            {session.ip ?? '–'} · {session.user_agent ?? '–'}
          </div>
          {session.device_id && (
            <div className="small text-body-secondary text-break">
              {t('members.sessions.device', { id: session.device_id })}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

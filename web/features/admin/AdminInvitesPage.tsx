import type { InviteCodeItem } from '@common/schemas/invites';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../components/PageSpinner';
import { useFormat } from '../../lib/format';
import { useSettings } from '../../lib/queries';
import { useInviteCodes, useRevokeInviteCode } from '../invites/queries';
import { InviteCodeForm } from './InviteCodeForm';

/** The signup address a code opens: this site's own for codes of every site or of this one. */
export function inviteLink(code: InviteCodeItem, siteDomain: string | undefined): string {
  const base =
    code.domain === 'default' || code.domain === siteDomain
      ? window.location.origin
      : `https://${code.domain}`;
  return `${base}/signup?invite=${encodeURIComponent(code.code)}`;
}

const STATUS_CLASS: Record<InviteCodeItem['status'], string> = {
  active: 'text-bg-success',
  expired: 'text-bg-secondary',
  used_up: 'text-bg-warning',
  revoked: 'text-bg-danger',
};

/** One code: its link, uses, expiry and status; copy the link, revoke (asked once more). */
function InviteCodeRow({ code, siteDomain }: { code: InviteCodeItem; siteDomain: string | undefined }) {
  const { t } = useTranslation();
  const format = useFormat();
  const revoke = useRevokeInviteCode();
  const [confirming, setConfirming] = useState(false);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const link = inviteLink(code, siteDomain);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  const uses =
    code.max_uses === null
      ? t('invites.admin.uses_unlimited', { used: format.number(code.uses_count) })
      : t('invites.admin.uses', { used: format.number(code.uses_count), max: format.number(code.max_uses) });
  return (
    <li className="list-group-item py-3">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
        <span className="font-monospace fw-bold fs-5">{code.code}</span>
        <span className={`badge ${STATUS_CLASS[code.status]}`}>
          {t(`invites.admin.status.${code.status}`)}
        </span>
        {code.domain !== 'default' && <span className="badge text-bg-light border">{code.domain}</span>}
      </div>
      {code.note && <p className="mb-1">{code.note}</p>}
      <p className="small text-body-secondary mb-2">
        {uses} ·{' '}
        {code.expires_at
          ? t('invites.admin.expires_on', { date: format.dateTime(code.expires_at) })
          : t('invites.admin.no_expiry')}{' '}
        · {t('invites.admin.created_on', { date: format.date(code.created_at) })}
      </p>
      <input
        className="form-control form-control-sm font-monospace mb-2"
        readOnly
        value={link}
        aria-label={t('invites.admin.copy')}
        onFocus={(e) => e.target.select()}
      />
      {confirming ? (
        <div className="alert alert-warning py-2 mb-0" role="alert">
          <p className="mb-2">{t('invites.admin.revoke_confirm', { code: code.code })}</p>
          <div className="d-flex gap-2">
            <button
              type="button"
              className="btn btn-sm btn-danger"
              disabled={revoke.isPending}
              onClick={() => revoke.mutate(code.id, { onSettled: () => setConfirming(false) })}
            >
              {t('invites.admin.revoke_yes')}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              onClick={() => setConfirming(false)}
            >
              {t('common.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <div className="d-flex flex-wrap align-items-center gap-2">
          <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => void copy()}>
            {t('invites.admin.copy')}
          </button>
          {code.status !== 'revoked' && (
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              onClick={() => setConfirming(true)}
            >
              {t('invites.admin.revoke')}
            </button>
          )}
          <span className="small" role="status">
            {copied === 'yes' && <span className="text-success">{t('invites.admin.copied')}</span>}
            {copied === 'failed' && <span className="text-danger">{t('invites.admin.copy_failed')}</span>}
          </span>
        </div>
      )}
      {revoke.isError && (
        <div className="text-danger small mt-2" role="alert">
          {revoke.error.message}
        </div>
      )}
    </li>
  );
}

/**
 * /admin/invites (SPEC §1, §8 invite-only mode): staff create single- or multi-use invite codes
 * with an optional expiry, see each code's uses and expiry, copy its signup link
 * (`/signup?invite=CODE`) and revoke it. Inside the back-office shell, which shows it only to
 * roles with `invites.manage`.
 */
export default function AdminInvitesPage() {
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  const codes = useInviteCodes(true);
  return (
    <div>
      <h1 className="h3 mb-3">{t('invites.admin.title')}</h1>
      <div className="row g-4">
        <div className="col-12 col-lg-5">
          <InviteCodeForm siteDomain={settings?.domain} />
        </div>
        <div className="col-12 col-lg-7">
          {codes.isPending ? (
            <PageSpinner />
          ) : codes.isError ? (
            <div className="alert alert-danger" role="alert">
              {codes.error.message}
            </div>
          ) : codes.data.length === 0 ? (
            <p>{t('invites.admin.empty')}</p>
          ) : (
            <ul className="list-group shadow-sm">
              {codes.data.map((code) => (
                <InviteCodeRow key={code.id} code={code} siteDomain={settings?.domain} />
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}

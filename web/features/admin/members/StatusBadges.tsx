import { useBackofficeTranslation } from '../i18n';

const STATUS_CLASS: Record<string, string> = {
  confirmed: 'text-bg-success',
  not_confirmed: 'text-bg-warning',
  deleted: 'text-bg-secondary',
  banned: 'text-bg-danger',
};

/**
 * A member's account status, a staff role (not for plain members), the fictional flag and a
 * deactivated profile, as small badges with text (never colour alone).
 */
export function StatusBadges({
  status,
  role,
  fictional,
  profileStatus,
}: {
  status: string;
  role: string;
  fictional: boolean;
  profileStatus?: string | null;
}) {
  const { t } = useBackofficeTranslation();
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      <span className={`badge ${STATUS_CLASS[status] ?? 'text-bg-light'}`}>
        {t(`members.status.${status}`, { defaultValue: status })}
      </span>
      {profileStatus === 'disabled' && (
        <span className="badge text-bg-dark">{t('members.status.deactivated')}</span>
      )}
      {role !== 'member' && (
        <span className="badge text-bg-info">{t(`staff.roles.${role}`, { defaultValue: role })}</span>
      )}
      {fictional && <span className="badge text-bg-primary">{t('members.fictional')}</span>}
    </span>
  );
}

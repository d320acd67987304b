import type { MemberPage } from '@common/schemas/admin-members';
import { MAX_CREDIT_ADJUSTMENT } from '@common/schemas/admin-members';
import { can, type StaffRole } from '@common/staff';
import { useId, useState } from 'react';
import { useFormat } from '../../../lib/format';
import { useBackofficeTranslation } from '../i18n';
import { type MemberAction, useAdjustCredits, useExportMember, useMemberAction } from './queries';
import { ReasonDialog } from './ReasonDialog';

type Dialog = 'credits' | MemberAction | 'export' | null;

/**
 * The member page's actions, each behind a dialog that asks for the reason (logged in the audit):
 * adjust credits (admins, support), deactivate or reactivate the profile, delete the account,
 * export the data as a JSON download (admins, support). Roles without an action do not see it.
 * A line under the buttons says what the last action did.
 */
export function MemberActions({ page, role }: { page: MemberPage; role: StaffRole }) {
  const { t } = useBackofficeTranslation();
  const format = useFormat();
  const id = useId();
  const memberId = page.account.id;
  const [dialog, setDialog] = useState<Dialog>(null);
  const [delta, setDelta] = useState('');
  const [deltaError, setDeltaError] = useState<string | null>(null);
  const [key, setKey] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const credits = useAdjustCredits(memberId);
  const action = useMemberAction(memberId);
  const exporter = useExportMember(memberId);
  const open = (which: Dialog) => {
    credits.reset();
    action.reset();
    exporter.reset();
    setDone(null);
    if (which === 'credits') {
      setDelta('');
      setDeltaError(null);
      // One key per adjustment: a request sent again books once.
      setKey(crypto.randomUUID());
    }
    setDialog(which);
  };
  const close = () => setDialog(null);
  const canManage = can(role, 'members.manage');
  const deleted = page.account.status === 'deleted';
  const disabled = page.profile?.status === 'disabled';

  const adjust = (reason: string) => {
    const value = Number(delta);
    if (!Number.isInteger(value) || value === 0 || Math.abs(value) > MAX_CREDIT_ADJUSTMENT) {
      setDeltaError(t('members.credits.delta_invalid', { max: format.number(MAX_CREDIT_ADJUSTMENT) }));
      return;
    }
    setDeltaError(null);
    credits.mutate(
      { delta: value, reason, idempotency_key: key },
      {
        onSuccess: (answer) => {
          close();
          setDone(
            t('members.credits.done', {
              before: format.number(answer.before),
              balance: format.number(answer.balance),
            }),
          );
        },
      },
    );
  };
  const change = (which: MemberAction, reason: string) =>
    action.mutate(
      { action: which, reason },
      {
        onSuccess: () => {
          close();
          setDone(t(`members.actions.${which}_done`));
        },
      },
    );

  return (
    <>
      <div className="d-flex flex-wrap gap-2">
        {can(role, 'credits.adjust') && !deleted && (
          <button type="button" className="btn btn-primary" onClick={() => open('credits')}>
            {t('members.credits.open')}
          </button>
        )}
        {canManage && !deleted && page.profile && (
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={() => open(disabled ? 'reactivate' : 'deactivate')}
          >
            {disabled ? t('members.actions.reactivate') : t('members.actions.deactivate')}
          </button>
        )}
        {canManage && (
          <button type="button" className="btn btn-outline-secondary" onClick={() => open('export')}>
            {t('members.actions.export')}
          </button>
        )}
        {canManage && !deleted && page.account.status !== 'banned' && (
          <button type="button" className="btn btn-outline-danger" onClick={() => open('delete')}>
            {t('members.actions.delete')}
          </button>
        )}
      </div>
      {done && (
        <div className="alert alert-success mt-3 mb-0" role="status">
          {done}
        </div>
      )}

      <ReasonDialog
        show={dialog === 'credits'}
        title={t('members.credits.title')}
        intro={t('members.credits.intro', { balance: format.number(page.account.credits) })}
        confirm={t('members.credits.confirm')}
        busy={credits.isPending}
        error={credits.error}
        onCancel={close}
        onConfirm={adjust}
        handledFields={['delta']}
      >
        <div className="mb-3">
          <label htmlFor={`${id}-delta`} className="form-label">
            {t('members.credits.delta')}
          </label>
          <input
            id={`${id}-delta`}
            type="number"
            inputMode="numeric"
            step={1}
            min={-MAX_CREDIT_ADJUSTMENT}
            max={MAX_CREDIT_ADJUSTMENT}
            className={`form-control${deltaError || credits.error?.fields.delta ? ' is-invalid' : ''}`}
            value={delta}
            aria-describedby={`${id}-delta-help`}
            onChange={(e) => setDelta(e.target.value)}
            required
          />
          <div
            id={`${id}-delta-help`}
            className={deltaError || credits.error?.fields.delta ? 'invalid-feedback d-block' : 'form-text'}
          >
            {deltaError ?? credits.error?.fields.delta ?? t('members.credits.delta_help')}
          </div>
        </div>
      </ReasonDialog>

      {(['deactivate', 'reactivate', 'delete'] as const).map((which) => (
        <ReasonDialog
          key={which}
          show={dialog === which}
          title={t(`members.actions.${which}_title`, { name: page.profile?.name ?? page.account.email })}
          intro={t(`members.actions.${which}_intro`)}
          confirm={t(`members.actions.${which}`)}
          danger={which === 'delete'}
          busy={action.isPending}
          error={action.error}
          onCancel={close}
          onConfirm={(reason) => change(which, reason)}
        />
      ))}

      <ReasonDialog
        show={dialog === 'export'}
        title={t('members.actions.export_title')}
        intro={t('members.actions.export_intro')}
        confirm={t('members.actions.export_confirm')}
        busy={exporter.isPending}
        error={exporter.error}
        onCancel={close}
        onConfirm={(reason) =>
          exporter.mutate(reason, {
            onSuccess: () => {
              close();
              setDone(t('members.actions.export_done'));
            },
          })
        }
      />
    </>
  );
}

import type { StaffMe } from '@common/schemas/staff';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PageSpinner } from '../../components/PageSpinner';
import { NotFoundPage } from '../errors/NotFoundPage';
import { AdminLayout } from './AdminLayout';
import { useBackofficeTranslation } from './i18n';
import { Enrolment, RecoveryCodes, VerifyStep } from './SecondFactor';
import { staffKeys, useStaffMe } from './staffQueries';

/**
 * The back office under /admin/* (issue "Back office"), its own chunk. Loads the back-office
 * texts and asks who is signed in (`GET /api/staff/me`): members see the not-found page; staff
 * without a factor enrol (QR code, first code, recovery codes shown once); enrolled staff whose
 * session has not passed the second factor enter a code or a recovery code; then the layout
 * with the menu of the pages the role may open.
 */
export default function AdminApp() {
  const { ready } = useBackofficeTranslation();
  const me = useStaffMe();
  const queryClient = useQueryClient();
  // The recovery codes of an enrolment just confirmed: shown until staff say they saved them.
  const [codes, setCodes] = useState<string[] | null>(null);
  if (!ready || me.isPending) return <PageSpinner />;
  if (me.isError) {
    if (me.error.code === 'forbidden') return <NotFoundPage />;
    return (
      <div className="container py-4">
        <div className="alert alert-danger" role="alert">
          {me.error.message}
        </div>
      </div>
    );
  }
  if (codes) {
    return (
      <RecoveryCodes
        codes={codes}
        onDone={() => {
          // The confirmation passed the second factor in this session: open the shell at once.
          queryClient.setQueryData<StaffMe>(staffKeys.me, (old) =>
            old ? { ...old, enrolled: true, verified: true } : old,
          );
          setCodes(null);
          void queryClient.invalidateQueries({ queryKey: staffKeys.me });
        }}
      />
    );
  }
  const { role, email, enrolled, verified } = me.data;
  if (!verified) return enrolled ? <VerifyStep /> : <Enrolment onConfirmed={setCodes} />;
  return <AdminLayout role={role} email={email} />;
}

import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { storedInvite } from '../../lib/invite';
import { useMemberOnArrival, useSettings } from '../../lib/queries';
import SignupForm from './SignupForm';

/**
 * SPEC §2 /signup: the signup as a page (smartphones); members go to /members, visitors of an
 * invite-only site without an invite code to /invite-only (SPEC §8).
 */
export default function SignupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const member = useMemberOnArrival();
  const { data: settings } = useSettings();
  if (member === null || !settings) return <PageSpinner />;
  if (member) return <Navigate to="/members" replace />;
  // SPEC §8: an invite-only site needs a code (kept from `?invite=` or the /invite-only page).
  if (settings.invite_only && !storedInvite()) return <Navigate to="/invite-only" replace />;
  return (
    <div className="container py-4" style={{ maxWidth: 540 }}>
      <h1 className="h3 mb-3">{t('signup.title')}</h1>
      <div className="card shadow-sm">
        <div className="card-body">
          <SignupForm onDone={() => navigate('/complete-signup')} />
        </div>
      </div>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { useMemberOnArrival } from '../../lib/queries';
import SignupForm from './SignupForm';

/** SPEC §2 /signup: the signup as a page (smartphones); members go to /members. */
export default function SignupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const member = useMemberOnArrival();
  if (member === null) return <PageSpinner />;
  if (member) return <Navigate to="/members" replace />;
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

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Lock } from '../../components/icons/lock';
import { SlashCircle } from '../../components/icons/slash-circle';
import type { ApiError } from '../../lib/api';
import { useSignupModal } from '../auth/SignupModal';

/**
 * Why a profile cannot be shown (SPEC §6, §8): the server's message with a lock, or a slashed
 * circle when the member blocked the viewer; a visitor is offered the signup, a member the search.
 */
export function ProfileUnavailable({ error }: { error: ApiError }) {
  const { t } = useTranslation();
  const signup = useSignupModal();
  return (
    <div className="container py-5 text-center" style={{ maxWidth: 560 }}>
      {error.code === 'blocked' ? (
        <SlashCircle className="display-4 text-primary" aria-hidden="true" />
      ) : (
        <Lock className="display-4 text-primary" aria-hidden="true" />
      )}
      <p className="lead mt-3" role="alert">
        {error.message}
      </p>
      {error.code === 'authentication_required' ? (
        <button type="button" className="btn btn-primary" onClick={() => signup.open()}>
          {t('nav.signup')}
        </button>
      ) : (
        <Link to="/members" className="btn btn-primary">
          {t('profile_page.back_to_search')}
        </Link>
      )}
    </div>
  );
}

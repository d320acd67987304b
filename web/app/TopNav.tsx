import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Brand } from '../components/Brand';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { useSignupModal } from '../features/auth/SignupModal';
import { useUser } from '../lib/queries';
import { BackButton } from './BackButton';

// A member's navigation (badges, menus, the collapsing navbar) loads only for members.
const MemberTopNav = lazy(() => import('./MemberTopNav'));

/** The classes of the top bar beside Bootstrap's navbar classes, for visitors and members alike. */
export const TOP_NAV_CLASS = 'border-bottom shadow-sm';

/**
 * The top bar as react-bootstrap's `<Navbar expand="md" bg="white" sticky="top">` draws it, without
 * its code: the back button and the logo, then `children` (a visitor's buttons, a member's
 * navigation, `MemberTopNav`).
 */
export function TopBar({ children }: { children?: ReactNode }) {
  return (
    <header className={`navbar navbar-expand-md navbar-light bg-white sticky-top ${TOP_NAV_CLASS}`}>
      <div className="container">
        <div className="d-flex align-items-center">
          <BackButton />
          <Brand className="navbar-brand" />
        </div>
        {children}
      </div>
    </header>
  );
}

/** SPEC §2 top navigation, for members and for visitors. */
export function TopNav() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const signup = useSignupModal();

  if (user) {
    return (
      <Suspense fallback={<TopBar />}>
        <MemberTopNav user={user} />
      </Suspense>
    );
  }
  return (
    <TopBar>
      <div className="navbar-nav ms-auto flex-row align-items-center gap-2">
        <LanguageSwitcher />
        <Link to="/login" className="btn btn-outline-primary">
          {t('nav.login')}
        </Link>
        <button
          type="button"
          data-signup=""
          className="btn btn-primary d-none d-sm-inline-block"
          onClick={() => signup.open()}
        >
          {t('nav.signup')}
        </button>
      </div>
    </TopBar>
  );
}

import type { ApiUser } from '@common/schemas/user';
import { isStaffRole } from '@common/staff';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import { badgeText } from '../components/badges';
import { CountBadge, LowCreditsBadge } from '../components/CountBadge';
import { ChatHeart } from '../components/icons/chat-heart';
import { Coin } from '../components/icons/coin';
import { Fire } from '../components/icons/fire';
import { Gem } from '../components/icons/gem';
import { Heart } from '../components/icons/heart';
import { PersonCircle } from '../components/icons/person-circle';
import { Search } from '../components/icons/search';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { useLogout } from '../features/auth/queries';
import { useUnread } from '../features/chats/queries';
import { useNewLikes } from '../features/likes/queries';
import { AccountMenu } from './AccountMenu';
import { MemberTabBar } from './MemberTabBar';
import { TopBar } from './TopNav';

/**
 * SPEC §2 top navigation of a signed-in member: search, messages and likes with their badges,
 * swipe game, credits or premium, language, and the account menu. On phones (< 768 px) the top bar
 * keeps only the logo, language and account menu (which then also holds the swipe game), and the
 * other items with their badges move to the bottom tab bar (`MemberTabBar`), so that no badge
 * hides behind a menu. Its own chunk: `TopNav` loads it once user.php names a member.
 */
export default function MemberTopNav({ user }: { user: ApiUser }) {
  const { t } = useTranslation();
  const logOut = useLogout();
  const navigate = useNavigate();
  const newLikes = useNewLikes();
  const unread = useUnread();

  const logout = async () => {
    await logOut();
    navigate('/');
  };

  return (
    <>
      <TopBar>
        <nav aria-label={t('nav.main')} className="navbar-nav me-auto d-none d-md-flex">
          <NavLink to="/members" className="nav-link">
            <Search className="me-1" aria-hidden="true" />
            {t('nav.search')}
          </NavLink>
          <NavLink to="/chats" className="nav-link">
            <ChatHeart className="me-1" aria-hidden="true" />
            {t('nav.messages')}
            {unread > 0 && (
              <CountBadge className="badge-unread ms-1">
                {badgeText(unread)}
                <span className="visually-hidden"> {t('nav.unread')}</span>
              </CountBadge>
            )}
          </NavLink>
          <NavLink to="/likes" className="nav-link">
            <Heart className="me-1" aria-hidden="true" />
            {t('nav.likes')}
            {newLikes > 0 && (
              <CountBadge bg="primary" className="ms-1">
                {badgeText(newLikes)}
                <span className="visually-hidden"> {t('nav.new_likes')}</span>
              </CountBadge>
            )}
          </NavLink>
          <NavLink to="/swipe-game" className="nav-link">
            <Fire className="me-1" aria-hidden="true" />
            {t('nav.swipe')}
          </NavLink>
        </nav>
        <div className="navbar-nav account-nav ms-auto flex-row align-items-center gap-2 gap-md-0">
          {user.paid_user ? (
            <NavLink to="/credits" className="nav-link d-none d-md-block">
              <Coin className="me-1" aria-hidden="true" />
              {t('credits.balance_short')}
              <LowCreditsBadge credits={user.credits} className="ms-1" />
            </NavLink>
          ) : (
            <NavLink to="/premium" className="nav-link d-none d-md-block fw-semibold text-primary">
              <Gem className="me-1" aria-hidden="true" />
              {t('nav.premium')}
            </NavLink>
          )}
          <LanguageSwitcher />
          <AccountMenu
            title={
              <span className="account-menu-title">
                <PersonCircle className="me-1 flex-shrink-0" aria-hidden="true" />
                <span className="text-truncate">{user.profile.name}</span>
              </span>
            }
          >
            <Link className="dropdown-item" to="/profile">
              {t('nav.my_profile')}
            </Link>
            <Link className="dropdown-item d-md-none" to="/swipe-game">
              {t('nav.swipe')}
            </Link>
            {isStaffRole(user.role) && (
              <Link className="dropdown-item" to="/admin">
                {t('nav.back_office')}
              </Link>
            )}
            <Link className="dropdown-item" to="/transactions">
              {t('nav.transactions')}
            </Link>
            <Link className="dropdown-item" to="/settings">
              {t('nav.settings')}
            </Link>
            <hr className="dropdown-divider" />
            <button type="button" className="dropdown-item" onClick={() => void logout()}>
              {t('nav.logout')}
            </button>
          </AccountMenu>
        </div>
      </TopBar>
      <MemberTabBar user={user} />
    </>
  );
}

import { CREDITS_BADGE_THRESHOLD } from '@common/constants';
import { Badge, Container, Nav, Navbar, NavDropdown } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import { useLogout } from '../features/auth/queries';
import { useUnread } from '../features/chats/queries';
import { useNewLikes } from '../features/likes/queries';
import { useUser } from '../lib/queries';
import { Brand } from './Brand';
import { badgeText } from './badges';
import { LanguageSwitcher } from './LanguageSwitcher';
import { useSignupModal } from './SignupModal';

/** SPEC §2 top navigation, for members and for visitors. */
export function TopNav() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const logOut = useLogout();
  const navigate = useNavigate();
  const signup = useSignupModal();
  const newLikes = useNewLikes();
  const unread = useUnread();

  const logout = async () => {
    await logOut();
    navigate('/');
  };

  return (
    <Navbar expand="md" bg="white" className="border-bottom shadow-sm" sticky="top" as="header" role="banner">
      <Container>
        <Brand className="navbar-brand" />
        {user ? (
          <>
            <Navbar.Toggle aria-controls="main-nav" label={t('nav.menu')} />
            <Navbar.Collapse id="main-nav">
              <Nav as="nav" aria-label={t('nav.main')} className="me-auto">
                <Nav.Link as={NavLink} to="/members">
                  <i className="bi bi-search me-1" aria-hidden="true" />
                  {t('nav.search')}
                </Nav.Link>
                <Nav.Link as={NavLink} to="/chats">
                  <i className="bi bi-chat-heart me-1" aria-hidden="true" />
                  {t('nav.messages')}
                  {unread > 0 && (
                    <Badge pill className="badge-unread ms-1">
                      {badgeText(unread)}
                      <span className="visually-hidden"> {t('nav.unread')}</span>
                    </Badge>
                  )}
                </Nav.Link>
                <Nav.Link as={NavLink} to="/likes">
                  <i className="bi bi-heart me-1" aria-hidden="true" />
                  {t('nav.likes')}
                  {newLikes > 0 && (
                    <Badge pill bg="primary" className="ms-1">
                      {badgeText(newLikes)}
                      <span className="visually-hidden"> {t('nav.new_likes')}</span>
                    </Badge>
                  )}
                </Nav.Link>
                <Nav.Link as={NavLink} to="/swipe-game">
                  <i className="bi bi-fire me-1" aria-hidden="true" />
                  {t('nav.swipe')}
                </Nav.Link>
              </Nav>
              <Nav className="align-items-md-center">
                {user.paid_user ? (
                  <Nav.Link as={NavLink} to="/credits">
                    <i className="bi bi-coin me-1" aria-hidden="true" />
                    {t('credits.balance_short')}
                    {user.credits <= CREDITS_BADGE_THRESHOLD && (
                      <Badge
                        pill
                        bg={user.credits > 0 ? 'warning' : 'danger'}
                        text={user.credits > 0 ? 'dark' : undefined}
                        className="ms-1"
                      >
                        {user.credits}
                        <span className="visually-hidden">
                          {' '}
                          {t('nav.credits_count', { count: user.credits })}
                        </span>
                      </Badge>
                    )}
                  </Nav.Link>
                ) : (
                  <Nav.Link as={NavLink} to="/premium" className="fw-semibold text-primary">
                    <i className="bi bi-gem me-1" aria-hidden="true" />
                    {t('nav.premium')}
                  </Nav.Link>
                )}
                <LanguageSwitcher />
                <NavDropdown
                  align="end"
                  id="account-menu"
                  title={
                    <span>
                      <i className="bi bi-person-circle me-1" aria-hidden="true" />
                      {user.profile.name}
                    </span>
                  }
                >
                  <NavDropdown.Item as={Link} to="/profile">
                    {t('nav.my_profile')}
                  </NavDropdown.Item>
                  {user.role === 'admin' && (
                    <>
                      <NavDropdown.Item as={Link} to="/admin/photos">
                        {t('admin.photos_title')}
                      </NavDropdown.Item>
                      <NavDropdown.Item as={Link} to="/admin/refunds">
                        {t('admin.refunds_title')}
                      </NavDropdown.Item>
                    </>
                  )}
                  <NavDropdown.Item as={Link} to="/transactions">
                    {t('nav.transactions')}
                  </NavDropdown.Item>
                  <NavDropdown.Item as={Link} to="/notifications">
                    {t('nav.settings')}
                  </NavDropdown.Item>
                  <NavDropdown.Divider />
                  <NavDropdown.Item as="button" onClick={() => void logout()}>
                    {t('nav.logout')}
                  </NavDropdown.Item>
                </NavDropdown>
              </Nav>
            </Navbar.Collapse>
          </>
        ) : (
          <Nav className="ms-auto flex-row align-items-center gap-2">
            <LanguageSwitcher />
            <Link to="/login" className="btn btn-outline-primary">
              {t('nav.login')}
            </Link>
            <button
              type="button"
              className="btn btn-primary d-none d-sm-inline-block"
              onClick={() => signup.open()}
            >
              {t('nav.signup')}
            </button>
          </Nav>
        )}
      </Container>
    </Navbar>
  );
}

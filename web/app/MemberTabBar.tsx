import type { ApiUser } from '@common/schemas/user';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { badgeText } from '../components/badges';
import { CountBadge, LowCreditsBadge } from '../components/CountBadge';
import { ChatHeart } from '../components/icons/chat-heart';
import { Coin } from '../components/icons/coin';
import { Gem } from '../components/icons/gem';
import { Heart } from '../components/icons/heart';
import { PersonCircle } from '../components/icons/person-circle';
import { Search } from '../components/icons/search';
import { useUnread } from '../features/chats/queries';
import { useNewLikes } from '../features/likes/queries';

/** The class `<body>` carries while the tab bar is drawn: on phones the page keeps clear of it (theme.scss). */
export const TAB_BAR_BODY_CLASS = 'has-tab-bar';

/**
 * One tab: an icon, a short label under it, and its badge drawn at the icon's top right (after
 * the label in the text, so that the tab reads "Berichten 3 ongelezen" as the top navigation does).
 */
function Tab({ to, icon, label, badge }: { to: string; icon: ReactNode; label: string; badge?: ReactNode }) {
  return (
    <NavLink to={to} className="tab-bar-link">
      <span className="tab-bar-icon">{icon}</span>
      <span className="tab-bar-label">{label}</span>
      {badge}
    </NavLink>
  );
}

/**
 * SPEC §2 top-navigation items on phones (< 768 px), as an app's fixed bottom tab bar: member
 * search, messages with the unread badge (capped "99+", the SPEC's unread colour), likes with the
 * new-likes badge, credits (badge at 10 or fewer: warning colour above 0, danger at 0) for paid
 * members or premium for others, and the own profile. The counts are the query cache the realtime
 * frames write to (`useUnread`, `useNewLikes`, the user's `credits`): no polling of its own. The
 * active tab carries `aria-current="page"` (react-router's NavLink). Padded by
 * `env(safe-area-inset-bottom)` in installed mode; hidden from 768 px on, where the top navigation
 * shows the same items, and in the back office.
 */
export function MemberTabBar({ user }: { user: ApiUser }) {
  const { t } = useTranslation();
  const unread = useUnread();
  const newLikes = useNewLikes();
  const { pathname } = useLocation();
  const shown = !(pathname === '/admin' || pathname.startsWith('/admin/'));

  useEffect(() => {
    if (!shown) return;
    document.body.classList.add(TAB_BAR_BODY_CLASS);
    return () => document.body.classList.remove(TAB_BAR_BODY_CLASS);
  }, [shown]);

  if (!shown) return null;
  return (
    <nav className="tab-bar d-md-none" aria-label={t('nav.main')}>
      <Tab to="/members" icon={<Search aria-hidden="true" />} label={t('nav.tab_search')} />
      <Tab
        to="/chats"
        icon={<ChatHeart aria-hidden="true" />}
        label={t('nav.messages')}
        badge={
          unread > 0 && (
            <CountBadge className="badge-unread tab-bar-badge">
              {badgeText(unread)}
              <span className="visually-hidden"> {t('nav.unread')}</span>
            </CountBadge>
          )
        }
      />
      <Tab
        to="/likes"
        icon={<Heart aria-hidden="true" />}
        label={t('nav.likes')}
        badge={
          newLikes > 0 && (
            <CountBadge bg="primary" className="tab-bar-badge">
              {badgeText(newLikes)}
              <span className="visually-hidden"> {t('nav.new_likes')}</span>
            </CountBadge>
          )
        }
      />
      {user.paid_user ? (
        <Tab
          to="/credits"
          icon={<Coin aria-hidden="true" />}
          label={t('credits.balance_short')}
          badge={<LowCreditsBadge credits={user.credits} className="tab-bar-badge" />}
        />
      ) : (
        <Tab to="/premium" icon={<Gem aria-hidden="true" />} label={t('nav.tab_premium')} />
      )}
      <Tab to="/profile" icon={<PersonCircle aria-hidden="true" />} label={t('nav.tab_profile')} />
    </nav>
  );
}

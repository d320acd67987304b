import { useLocation } from 'react-router';
import { ActivationReminder } from '../features/auth/ActivationReminder';
import { useUnread } from '../features/chats/queries';
import { TimeBonusBanner } from '../features/credits/TimeBonus';
import { LikePopup } from '../features/likes/LikePopup';
import { useNewLikes } from '../features/likes/queries';
import { WarningsAlert } from '../features/moderation/WarningsAlert';
import { MailDisabledAlert } from '../features/notifications/MailDisabledAlert';
import { PushPrompt } from '../features/notifications/PushPrompt';
import { ProfilePhotoAlert } from '../features/profile/ProfilePhotoAlert';
import { useRealtime } from '../lib/realtime';
import { usePushRuntime } from '../lib/usePush';
import { realtimeHandlers, refreshMemberQueries } from './realtime';
import { useAppBadge } from './useAppBadge';
import { usePageHiddenBeacon } from './usePageHiddenBeacon';
import { usePageTitle } from './usePageTitle';

// The parts of the layouts that only a signed-in member has, in one chunk the layouts load once
// user.php names a member (`Layouts.tsx`): a visitor's pages never download the realtime socket,
// the chat, likes and credits queries, the time bonus or the like pop-up.

/**
 * What every member page keeps running: the realtime socket with the fallback refresh, the
 * page title and app-icon badge with unread messages plus new likes (SPEC §2, §4), and the
 * page-hidden beacon (SPEC §7), the push service worker and its messages (SPEC §7). Renders nothing.
 */
export function MemberRuntime() {
  useRealtime({ handlers: realtimeHandlers, refreshAll: refreshMemberQueries });
  usePushRuntime(refreshMemberQueries);
  usePageHiddenBeacon();
  const total = useUnread() + useNewLikes();
  usePageTitle(total);
  useAppBadge(total);
  return null;
}

/**
 * SPEC §2 banners under the top navigation: a moderators' warning (issue "Back office" §2), activation reminder, profile-photo alert,
 * disabled-e-mail alert, time bonus, push prompt. Not in the back office (/admin): staff at work
 * are not shown a member's nudges.
 */
export function MemberBanners() {
  const { pathname } = useLocation();
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return null;
  return (
    <>
      <WarningsAlert />
      <ActivationReminder />
      <ProfilePhotoAlert />
      <MailDisabledAlert />
      <TimeBonusBanner />
      <PushPrompt />
    </>
  );
}

/** SPEC §2, §7 the like pop-up (`?t=<seconds>`); not in the back office. */
export function MemberPopups() {
  const { pathname } = useLocation();
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return null;
  return <LikePopup />;
}

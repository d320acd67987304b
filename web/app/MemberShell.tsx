import { useLocation } from 'react-router';
import { useActivationReminder } from '../features/auth/ActivationReminder';
import { useUnread } from '../features/chats/queries';
import { TimeBonusPopup, useTimeBonusBanner } from '../features/credits/TimeBonus';
import { LikePopup } from '../features/likes/LikePopup';
import { useNewLikes } from '../features/likes/queries';
import { useWarningsAlert } from '../features/moderation/WarningsAlert';
import { useMailDisabledAlert } from '../features/notifications/MailDisabledAlert';
import { usePushPrompt } from '../features/notifications/PushPrompt';
import { usePhotoReviewAlert, useProfilePhotoAlert } from '../features/profile/ProfilePhotoAlert';
import { useRealtime } from '../lib/realtime';
import { usePushRuntime } from '../lib/usePush';
import { AlertQueue } from './AlertQueue';
import type { QueuedAlert } from './alertQueue';
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
 * SPEC §2 default-layout alerts as the features register them, most urgent first (lower
 * priority number): a moderators' warning (issue "Back office" §2, until acknowledged), the
 * activation reminder, the profile-photo alert (members with a photo get far more answers), the
 * disabled-e-mail alert, the time bonus (its popup still follows after 40 s), the push prompt,
 * and last the notice that a photo is being reviewed, which asks nothing of the member.
 */
export const MEMBER_ALERTS: readonly QueuedAlert[] = [
  { id: 'moderation-warning', priority: 0, useAlert: useWarningsAlert },
  { id: 'activation', priority: 10, useAlert: useActivationReminder },
  { id: 'profile-photo', priority: 20, useAlert: useProfilePhotoAlert },
  { id: 'mail-disabled', priority: 30, useAlert: useMailDisabledAlert },
  { id: 'time-bonus', priority: 40, useAlert: useTimeBonusBanner },
  { id: 'push-prompt', priority: 50, useAlert: usePushPrompt },
  { id: 'photo-review', priority: 60, useAlert: usePhotoReviewAlert },
];

/**
 * SPEC §2 banners under the top navigation, through one queue (`AlertQueue`): one at a time on a
 * phone, at most two on a wider screen; the others follow as these are dismissed. Not in the back
 * office (/admin): staff at work are not shown a member's nudges.
 */
export function MemberBanners() {
  const { pathname } = useLocation();
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return null;
  return <AlertQueue alerts={MEMBER_ALERTS} />;
}

/** SPEC §2, §7 the like pop-up (`?t=<seconds>`) and the time-bonus popup; not in the back office. */
export function MemberPopups() {
  const { pathname } = useLocation();
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return null;
  return (
    <>
      <LikePopup />
      <TimeBonusPopup />
    </>
  );
}

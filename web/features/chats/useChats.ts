import type { ChatItem } from '@common/schemas/chats';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../lib/api';
import { useUser } from '../../lib/queries';
import { chatKeys } from '../../lib/realtime';

/** SPEC §7 `GET /api/chats.php`; the progress indicator shows only on the first load. */
export function useChats() {
  const { data: user } = useUser();
  return useQuery({
    queryKey: chatKeys.list,
    enabled: Boolean(user),
    queryFn: () => api<{ chats: ChatItem[] }>('/api/chats.php'),
    select: (d) => d.chats,
  });
}

/** Unread messages over all conversations (SPEC §2 badge and title). */
export function useUnread(): number {
  const { data } = useChats();
  return data?.reduce((sum, c) => sum + c.num_unread_messages, 0) ?? 0;
}

/** SPEC §4: the app-icon badge shows unread messages plus new likes where the browser can. */
export function useAppBadge(total: number): void {
  useEffect(() => {
    const nav = navigator as Navigator & {
      setAppBadge?: (n: number) => Promise<void>;
      clearAppBadge?: () => Promise<void>;
    };
    // Failures to set the badge are ignored (SPEC §8).
    if (total > 0) nav.setAppBadge?.(total).catch(() => undefined);
    else nav.clearAppBadge?.().catch(() => undefined);
  }, [total]);
}

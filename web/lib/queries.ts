import type { Locale } from '@common/constants';
import type { OwnProfile } from '@common/schemas/members';
import type { SiteSettings } from '@common/schemas/settings';
import type { ApiUser } from '@common/schemas/user';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from './api';
import { changeLocale, cookieLocale, storeLocale } from './i18n';
import { memberKeys } from './keys';

/** Query keys of the app shell (CONVENTIONS 12: a key factory per feature). */
export const shellKeys = {
  user: ['user'] as const,
  settings: ['settings'] as const,
  company: ['companyinfo'] as const,
};

/** The signed-in member (SPEC §7 GET /api/user.php), or null for a visitor. */
export function useUser() {
  return useQuery({
    queryKey: shellKeys.user,
    queryFn: async () => {
      const { user } = await api<{ user: ApiUser | null }>('/api/user.php');
      if (user && user.language !== cookieLocale()) {
        storeLocale(user.language);
        await changeLocale(user.language);
      }
      return user;
    },
    staleTime: 30_000,
  });
}

/**
 * The signed-in member's own profile with photos and their review state (API.md `GET
 * /api/profile`). `enabled: false` leaves it unasked (e.g. while nobody is signed in).
 */
export function useOwnProfile(enabled = true) {
  return useQuery({
    queryKey: memberKeys.own,
    queryFn: () => api<{ profile: OwnProfile }>('/api/profile'),
    select: (answer) => answer.profile,
    enabled,
  });
}

/**
 * The site settings (SPEC §7 settings.php), loaded once. Without a locale cookie, the
 * domain_language's first two letters choose and store the locale.
 */
export function useSettings() {
  return useQuery({
    queryKey: shellKeys.settings,
    queryFn: async () => {
      const settings = await api<SiteSettings>('/api/settings.php');
      return settings;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Hook returning a function that changes the language, saves it, and refreshes the user. */
export function useSetLanguage() {
  const queryClient = useQueryClient();
  return async (locale: Locale) => {
    storeLocale(locale);
    await changeLocale(locale);
    const { user } = await api<{ user: ApiUser | null }>('/api/user.php', {
      method: 'PUT',
      body: { language: locale },
    });
    queryClient.setQueryData(shellKeys.user, user);
  };
}

/** Full URL of an image path below the settings' cdn_prefix. */
export function mediaUrl(settings: SiteSettings | undefined, file: string): string {
  return `${settings?.cdn_prefix ?? '/media'}/${file}`;
}

/**
 * Whether the visitor was already signed in when the page first knew (null while loading).
 * Pages for visitors (home, signup, login) send members on with it, but not a visitor who
 * signs up or logs in on the page itself: that flow decides where to go next.
 */
export function useMemberOnArrival(): boolean | null {
  const { data: user, isPending } = useUser();
  const [arrival, setArrival] = useState<boolean | null>(null);
  useEffect(() => {
    if (!isPending && arrival === null) setArrival(Boolean(user));
  }, [isPending, user, arrival]);
  return isPending ? null : (arrival ?? Boolean(user));
}

import type { Locale } from '@common/constants';
import type { SiteSettings } from '@common/schemas/settings';
import type { ApiUser } from '@common/schemas/user';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { api } from './api';
import type { ApiAnswer } from './api-contract';
import { changeLocale, cookieLocale, storeLocale } from './i18n';

/**
 * The shell's calls are answered by this site's own server from its schemas (the server validates
 * what it sends against the same contract, `common/api-types.ts`): their answers are typed, not
 * parsed again here, so that zod is not needed to draw the first screen.
 */
type UserAnswer = { user: ApiUser | null };

/**
 * Query keys of what several features share (CONVENTIONS 12): the signed-in member, the site
 * settings and the reference lists. Each feature has its own factory in `features/<f>/queries.ts`.
 */
export const shellKeys = {
  user: ['user'] as const,
  settings: ['settings'] as const,
  company: ['companyinfo'] as const,
  regions: ['regions'] as const,
  interests: ['interests'] as const,
};

/** The signed-in member (SPEC §7 GET /api/user.php), or null for a visitor. */
export function useUser() {
  return useQuery({
    queryKey: shellKeys.user,
    queryFn: async () => {
      const { user } = await api<UserAnswer>('/api/user.php');
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
 * Hook answering a function that puts the signed-in member (an `ApiUser` as user.php answers it,
 * or null after a logout) into the cache without asking the server again.
 */
export function useSetUser(): (user: ApiUser | null) => void {
  const queryClient = useQueryClient();
  return useCallback((user) => queryClient.setQueryData(shellKeys.user, user), [queryClient]);
}

/**
 * Put the member's new balance (`credits`, in credits; may be below zero) into the cached user
 * (SPEC §2 credits badge), as a send answers it or a `credits_changed` frame carries it. Answers
 * the user as it was before, undefined when none is cached (a visitor, or not loaded yet).
 */
export function putBalance(
  queryClient: Pick<QueryClient, 'getQueryData' | 'setQueryData'>,
  credits: number,
): ApiUser | undefined {
  const before = queryClient.getQueryData<ApiUser | null>(shellKeys.user) ?? undefined;
  if (before && before.credits !== credits) {
    queryClient.setQueryData<ApiUser | null>(shellKeys.user, (user) => user && { ...user, credits });
  }
  return before;
}

/** Hook answering a function that asks user.php again (credits, status); resolves when it answered. */
export function useRefreshUser(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: shellKeys.user }), [queryClient]);
}

/**
 * The site settings (SPEC §7 settings.php), loaded once. Without a locale cookie, the
 * domain_language's first two letters choose and store the locale.
 */
export function useSettings() {
  return useQuery({
    queryKey: shellKeys.settings,
    queryFn: () => api<SiteSettings>('/api/settings.php'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Hook returning a function that changes the language, saves it, and refreshes the user. */
export function useSetLanguage() {
  const setUser = useSetUser();
  return async (locale: Locale) => {
    storeLocale(locale);
    await changeLocale(locale);
    const { user } = await api<UserAnswer>('/api/user.php', { method: 'PUT', body: { language: locale } });
    setUser(user);
  };
}

/** SPEC §7 regions.php: the regions per country (code and name), loaded once, not refetched once present. */
export function useRegions() {
  return useQuery({
    queryKey: shellKeys.regions,
    queryFn: () => api<ApiAnswer<'/api/regions.php', 'get'>>('/api/regions.php'),
    staleTime: Number.POSITIVE_INFINITY,
    select: (data) => data.regions,
  });
}

/** SPEC §7 interests.php: the interests (id and icon), loaded once, not refetched once present. */
export function useInterests() {
  return useQuery({
    queryKey: shellKeys.interests,
    queryFn: () => api<ApiAnswer<'/api/interests.php', 'get'>>('/api/interests.php'),
    staleTime: Number.POSITIVE_INFINITY,
    select: (data) => data.interests,
  });
}

/**
 * SPEC §7 companyinfo.php: the company behind the site (name, address, KvK, VAT, support phone;
 * `example_data` on a development site still showing the seeded examples), loaded once, not
 * refetched once present.
 */
export function useCompanyInfo() {
  return useQuery({
    queryKey: shellKeys.company,
    queryFn: () => api<ApiAnswer<'/api/companyinfo.php', 'get'>>('/api/companyinfo.php'),
    staleTime: Number.POSITIVE_INFINITY,
  });
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

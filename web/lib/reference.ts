import { useQuery } from '@tanstack/react-query';
import { api } from './api';
import { memberKeys } from './keys';

type Region = { code: string; name: string };

/** SPEC §7 regions.php: loaded once, not refetched once present. */
export function useRegions() {
  return useQuery({
    queryKey: memberKeys.regions,
    queryFn: () => api<{ regions: Record<string, Region[]> }>('/api/regions.php'),
    staleTime: Number.POSITIVE_INFINITY,
    select: (data) => data.regions,
  });
}

/** SPEC §7 interests.php: loaded once, not refetched once present. */
export function useInterests() {
  return useQuery({
    queryKey: memberKeys.interests,
    queryFn: () => api<{ interests: Array<{ id: string; icon: string }> }>('/api/interests.php'),
    staleTime: Number.POSITIVE_INFINITY,
    select: (data) => data.interests,
  });
}

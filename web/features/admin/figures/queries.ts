import { type FiguresAnswer, type FiguresQuery, figuresAnswer } from '@common/schemas/figures';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ApiError, api } from '../../../lib/api';

/** What the dashboard asks: the query of `GET /api/admin/figures` (dates `YYYY-MM-DD`, Amsterdam days). */
export type FiguresRequest = Pick<FiguresQuery, 'from' | 'to' | 'site' | 'group' | 'by'>;

/** Query key of the figures (CONVENTIONS 12). */
export const figuresKey = (request: FiguresRequest) => ['admin', 'figures', request] as const;

/**
 * The business figures of `request` (`GET /api/admin/figures`); the previous answer stays shown
 * while another period loads. Errors: ApiError `validation` (period), `forbidden` (not an admin).
 */
export function useFigures(request: FiguresRequest) {
  return useQuery<FiguresAnswer, ApiError>({
    queryKey: figuresKey(request),
    queryFn: () =>
      api(`/api/admin/figures?${new URLSearchParams({ ...request }).toString()}`, { schema: figuresAnswer }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

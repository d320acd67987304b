import type { TFunction } from 'i18next';
import { isRouteErrorResponse } from 'react-router';
import { ApiError } from '../../lib/api';

/** What the error page shows of an error: its HTTP status code and its message. */
export interface ErrorDetails {
  status: number;
  message: string;
}

/**
 * SPEC §8 generic error page: the status code (default 500) and the message of the error React
 * Router caught: a route error response's status and status text ("This page could not be
 * found" on 404); an `ApiError`'s status and its translated message (the network text when the
 * server was not reached); a plain Error's message. `t` translates the fallbacks.
 */
export function errorDetails(error: unknown, t: TFunction): ErrorDetails {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return { status: 404, message: t('errors.page_not_found') };
    const data = typeof error.data === 'string' ? error.data.trim() : '';
    return { status: error.status, message: error.statusText || data || t('errors.internal') };
  }
  if (error instanceof ApiError) {
    const status = error.status > 0 ? error.status : 500;
    if (error.code === 'network') return { status, message: t('errors.network') };
    if (error.status === 404 && !error.message) return { status, message: t('errors.page_not_found') };
    return { status, message: error.message || t('errors.internal') };
  }
  if (error instanceof Error && error.message) return { status: 500, message: error.message };
  if (typeof error === 'string' && error.trim()) return { status: 500, message: error };
  return { status: 500, message: t('errors.internal') };
}

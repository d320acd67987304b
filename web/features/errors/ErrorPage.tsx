import { RELOAD_GUARD_MS } from '@common/constants';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { errorDetails } from './routeError';

/** SPEC §8: a failed code chunk reloads the page once, at most once a minute. */
function reloadOnceForChunkError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  if (!/dynamically imported module|Importing a module script failed|Failed to fetch/i.test(message))
    return false;
  const last = Number(sessionStorage.getItem('chunk-reload') ?? 0);
  if (Date.now() - last < RELOAD_GUARD_MS) return false;
  sessionStorage.setItem('chunk-reload', String(Date.now()));
  window.location.reload();
  return true;
}

/**
 * SPEC §8 generic error page: the error's own status code (default 500) and message
 * (`errorDetails`: a route error response, an ApiError with its translated message, a plain
 * Error), and the link back home.
 */
export function ErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (reloadOnceForChunkError(error)) return null;
  const { status, message } = errorDetails(error, t);
  return (
    <main className="container py-5 text-center">
      <p className="display-4 fw-bold text-primary mb-0">{status}</p>
      <h1 className="h3 text-break">{message}</h1>
      <Link to="/" className="btn btn-primary mt-3">
        {t('errors.back_home')}
      </Link>
    </main>
  );
}

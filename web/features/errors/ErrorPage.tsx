import { RELOAD_GUARD_MS } from '@common/constants';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

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

/** SPEC §8 generic error page: the message and status code (default 500), a link home on 404. */
export function ErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (reloadOnceForChunkError(error)) return null;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = status === 404 ? t('errors.page_not_found') : t('errors.internal');
  return (
    <main className="container py-5 text-center">
      <p className="display-4 fw-bold text-primary mb-0">{status}</p>
      <h1 className="h3">{message}</h1>
      <Link to="/" className="btn btn-primary mt-3">
        {t('errors.back_home')}
      </Link>
    </main>
  );
}

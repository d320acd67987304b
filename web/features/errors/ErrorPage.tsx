import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { createChunkReloadGuard, isChunkLoadError } from '../../lib/chunkReload';
import { errorDetails } from './routeError';

/** SPEC §8: a failed code chunk reloads the page once, at most once a minute (`lib/chunkReload.ts`). */
const reloadForChunkError = createChunkReloadGuard({
  now: () => Date.now(),
  get storage() {
    return window.sessionStorage;
  },
  reload: () => window.location.reload(),
});

/**
 * SPEC §8 generic error page: the error's own status code (default 500) and message
 * (`errorDetails`: a route error response, an ApiError with its translated message, a plain
 * Error), and the link back home. A page whose code could not be downloaded reloads once
 * (`reloadForChunkError`); when it fails again within the minute, the page says so in words
 * and offers to reload, instead of the browser's message. `error` is what the page threw
 * (`app/RouteErrorBoundary.tsx`).
 */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (reloadForChunkError(error)) return null;
  if (isChunkLoadError(error)) {
    return (
      <main className="container py-5 text-center" style={{ maxWidth: 560 }}>
        <h1 className="h3">{t('app.chunk_failed_title')}</h1>
        <p className="text-body-secondary">{t('app.chunk_failed')}</p>
        <div className="d-flex flex-wrap justify-content-center gap-2 mt-3">
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            {t('app.reload')}
          </button>
          <Link to="/" className="btn btn-outline-primary" reloadDocument>
            {t('errors.back_home')}
          </Link>
        </div>
      </main>
    );
  }
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

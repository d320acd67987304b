import { useTranslation } from 'react-i18next';
import { Download } from '../../components/icons/download';

/** The zip of the member's data (API.md `GET /api/account/export?format=zip`). */
export const EXPORT_ZIP_URL = '/api/account/export?format=zip';
/** The same data as one JSON file, as an attachment. */
export const EXPORT_JSON_URL = '/api/account/export?download=1';

/**
 * The settings page's "download my data" section (GDPR Art. 15/20; API.md
 * `GET /api/account/export`): a heading, what the download holds, and plain links that download the
 * zip (data.json with the member's photos and the chat images they sent) or the JSON alone. Plain
 * same-origin GETs: the browser sends the session cookie and saves the server's attachment.
 */
export function ExportData() {
  const { t } = useTranslation();
  return (
    <section className="card shadow-sm mb-4" aria-labelledby="export-section-title">
      <div className="card-body">
        <h2 id="export-section-title" className="h5 d-flex align-items-center gap-2">
          <Download aria-hidden="true" />
          {t('export.title')}
        </h2>
        <p>{t('export.body')}</p>
        <div className="d-flex flex-wrap align-items-center gap-2">
          <a className="btn btn-outline-primary" href={EXPORT_ZIP_URL} download>
            {t('export.download_zip')}
          </a>
          <a className="btn btn-link" href={EXPORT_JSON_URL} download>
            {t('export.download_json')}
          </a>
        </div>
      </div>
    </section>
  );
}

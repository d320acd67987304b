import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** SPEC §8 unknown page ("This page could not be found", in the member's or visitor's language), with a link home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="container py-5 text-center">
      <p className="display-4 fw-bold text-primary mb-0">404</p>
      <h1 className="h3">{t('errors.page_not_found')}</h1>
      <Link to="/" className="btn btn-primary mt-3">
        {t('errors.back_home')}
      </Link>
    </div>
  );
}

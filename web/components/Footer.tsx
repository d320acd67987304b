import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSettings } from '../lib/queries';

/** SPEC §2 legal and help pages linked from the footer. */
export const FOOTER_PAGES = [
  'terms',
  'privacy',
  'cookies',
  'ban',
  'return-policy',
  'faq',
  'service',
] as const;

/**
 * SPEC §2 footer: logo (an image only), the legal and help links (support is the service page),
 * and the disclaimer. The links are padded to 24 px high at least, so that a finger hits one
 * (WCAG 2.5.8 target size).
 */
export function Footer() {
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  return (
    <footer className="bg-white border-top mt-5 py-4 small">
      <div className="container">
        <div className="d-flex flex-column flex-md-row gap-3 align-items-md-center">
          <img
            src="/logo.svg"
            alt={settings?.name ?? 'Amora'}
            className="footer-logo"
            width="32"
            height="32"
          />
          <nav aria-label={t('footer.label')}>
            <ul className="list-inline mb-0">
              {FOOTER_PAGES.map((page) => (
                <li key={page} className="list-inline-item">
                  <Link to={`/pages/${page}`} className="link-secondary d-inline-block py-1">
                    {t(`legal.${page}.title`)}
                  </Link>
                </li>
              ))}
              <li className="list-inline-item">
                <Link to="/pricing" className="link-secondary d-inline-block py-1">
                  {t('pricing.title')}
                </Link>
              </li>
              <li className="list-inline-item">
                <Link to="/complaints" className="link-secondary d-inline-block py-1">
                  {t('complaints.footer')}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
        <p className="text-body-secondary mt-3 mb-0">
          {t('footer.disclaimer', { fictional: settings?.fictional_plural ?? '' })}
        </p>
        <p className="text-body-secondary mb-0">
          © {new Date().getFullYear()} {settings?.name ?? 'Amora'}
        </p>
      </div>
    </footer>
  );
}

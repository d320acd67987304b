import type { LegalPageName } from '@common/legal';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFictionalTexts } from '../lib/fictional';
import { useSettings } from '../lib/queries';

/**
 * SPEC §2 footer: logo (an image only), the links to terms, privacy, cookies, ban, return policy,
 * FAQ and support (the service page), pricing and complaints, and the disclaimer: adults only
 * (the site's minimum age) and, in plain words, that some profiles are fictional and cannot be
 * met, with a link to the FAQ's answer. The links are padded to 24 px high at least, so that a
 * finger hits one (WCAG 2.5.8 target size).
 */
export function Footer() {
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  const fictional = useFictionalTexts();
  const page = (name: LegalPageName): [string, string] => [`/pages/${name}`, t(`legal.${name}.title`)];
  // The order of SPEC §2: terms, privacy, cookies, ban, pricing, complaints, return policy, FAQ, support.
  const links: Array<[string, string]> = [
    page('terms'),
    page('privacy'),
    page('cookies'),
    page('ban'),
    ['/pricing', t('pricing.title')],
    ['/complaints', t('complaints.footer')],
    page('return-policy'),
    page('faq'),
    page('service'),
  ];
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
              {links.map(([to, label]) => (
                <li key={to} className="list-inline-item">
                  <Link to={to} className="link-secondary d-inline-block py-1">
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <p className="text-body-secondary mt-3 mb-0">
          {t('disclaimer.text', {
            site: settings?.name ?? 'Amora',
            min_age: settings?.min_age ?? 18,
            fictional: fictional?.plural ?? '',
          })}{' '}
          <Link to="/pages/faq#fictional-profiles" className="link-secondary">
            {t('disclaimer.more')}
          </Link>
        </p>
        <p className="text-body-secondary mb-0">
          © {new Date().getFullYear()} {settings?.name ?? 'Amora'}
        </p>
      </div>
    </footer>
  );
}

import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FOOTER_PAGES } from '../../components/Footer';
import { useSettings } from '../../lib/queries';
import { NotFoundPage } from '../errors/NotFoundPage';
import { CompanyDetails } from './CompanyDetails';
import { ContactText } from './ContactText';

type LegalPageName = (typeof FOOTER_PAGES)[number];

/**
 * SPEC §2 legal and help pages: /pages/ban, cookies, faq, privacy, return-policy, service, terms;
 * the support phone and e-mail in their texts are links, and the company details follow.
 */
export default function LegalPage() {
  const { t } = useTranslation();
  const { page } = useParams();
  const { data: settings } = useSettings();
  if (!page || !(FOOTER_PAGES as readonly string[]).includes(page)) return <NotFoundPage />;
  const name = page as LegalPageName;
  const values = {
    site: settings?.name ?? 'Amora',
    support_email: settings?.support_email ?? '',
    support_phone: settings?.support_phone ?? '',
    refund_days: settings?.refund_days ?? 14,
    min_age: settings?.min_age ?? 18,
  };
  const paragraphs = t(`legal.${name}.body`, { ...values, returnObjects: true }) as unknown;
  return (
    <article className="container py-4" style={{ maxWidth: 760 }}>
      <h1 className="h2 mb-4">{t(`legal.${name}.title`)}</h1>
      {Array.isArray(paragraphs) &&
        paragraphs.map((p: unknown, i) =>
          typeof p === 'string' && p.startsWith('## ') ? (
            <h2 key={String(i)} className="h5 mt-4">
              {p.slice(3)}
            </h2>
          ) : (
            <p key={String(i)}>
              <ContactText text={String(p)} phone={values.support_phone} email={values.support_email} />
            </p>
          ),
        )}
      <CompanyDetails />
    </article>
  );
}

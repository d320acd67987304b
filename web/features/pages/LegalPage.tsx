import { ACCOUNT_DELETION_GRACE_DAYS } from '@common/constants';
import {
  addressLine,
  fillLegal,
  LEGAL_PAGES,
  LEGAL_UPDATED,
  type LegalPageName,
  type LegalValues,
} from '@common/legal';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { useFormat } from '../../lib/format';
import { useCompanyInfo, useSettings } from '../../lib/queries';
import { NotFoundPage } from '../errors/NotFoundPage';
import { BanNotice } from '../moderation/BanNotice';
import { CompanyDetails } from './CompanyDetails';
import { LegalSectionView } from './LegalText';
import { useLegalOverrides, useLegalTexts, withOverrides } from './legalTexts';

/** Pages long enough for a table of contents at their top. */
const MIN_SECTIONS_FOR_CONTENTS = 6;

/**
 * SPEC §2 legal and help pages: /pages/ban, cookies, faq, privacy, return-policy, service, terms.
 * The title comes with the locale (the footer names it too); the texts load from their own chunk
 * per locale (`legalTexts.ts`) with the site's values filled in (`LegalValues`: name, minimum age,
 * refund days, message price, support e-mail and phone, company name and address). Each section
 * is an anchor (`/pages/terms#fictional`); long pages list their sections first. The support phone
 * and e-mail are links, and the company details (KvK, VAT, trade names) close every page.
 */
export default function LegalPage() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const { page } = useParams();
  const { hash } = useLocation();
  const settings = useSettings();
  const company = useCompanyInfo();
  const texts = useLegalTexts(i18n.language);
  // The site's own texts (back office) replace shipped sections; without them the shipped ones show.
  const overrides = useLegalOverrides(i18n.language);
  const known = (LEGAL_PAGES as readonly string[]).includes(page ?? '');
  const shipped = known && texts.data ? texts.data[page as LegalPageName] : undefined;
  const sections =
    shipped && (overrides.data || overrides.isError)
      ? withOverrides(page ?? '', shipped, overrides.data ?? {})
      : undefined;
  const ready = Boolean(sections && settings.data && company.data);

  // A link to a section (`#withdrawal`) scrolls to it once the texts are drawn.
  useEffect(() => {
    if (ready && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [ready, hash]);

  if (!known) return <NotFoundPage />;
  const name = page as LegalPageName;
  const error = texts.error ?? settings.error ?? company.error;
  let content: ReactNode;
  if (error) {
    content = (
      <div className="alert alert-danger" role="alert">
        {error.message}
      </div>
    );
  } else if (!ready || !sections || !settings.data || !company.data) {
    content = <PageSpinner />;
  } else {
    const s = settings.data;
    const values: LegalValues = {
      site: s.name,
      min_age: s.min_age,
      refund_days: s.refund_days,
      message_credits: s.message_credits,
      support_email: s.support_email,
      support_phone: s.support_phone,
      company: company.data.name,
      company_address: addressLine(company.data),
      grace_days: ACCOUNT_DELETION_GRACE_DAYS,
    };
    const text = (value: string) => fillLegal(value, values);
    const contacts = { phone: s.support_phone, email: s.support_email };
    const headed = sections.filter((section) => section.heading);
    content = (
      <>
        {headed.length >= MIN_SECTIONS_FOR_CONTENTS && (
          <nav aria-labelledby="legal-contents" className="border rounded p-3 mb-4 small">
            <h2 id="legal-contents" className="h6">
              {t('legal.contents')}
            </h2>
            <ol className="mb-0 ps-3 legal-contents">
              {headed.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="d-inline-block py-1">
                    {text(section.heading ?? '')}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        {sections.map((section) => (
          <LegalSectionView key={section.id} section={section} text={text} contacts={contacts} />
        ))}
      </>
    );
  }
  return (
    <article className="container py-4" style={{ maxWidth: 760 }}>
      <h1 className="h2 mb-1">{t(`legal.${name}.title`)}</h1>
      <p className="small text-body-secondary mb-4">
        {t('legal.updated', { date: format.date(`${LEGAL_UPDATED}T12:00:00`) })}
      </p>
      {name === 'ban' && <BanNotice />}
      {content}
      <CompanyDetails />
    </article>
  );
}

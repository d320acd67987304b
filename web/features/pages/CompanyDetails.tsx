import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { telHref } from '../../lib/phone';
import { useCompanyInfo, useSettings } from '../../lib/queries';

/**
 * The company behind the site under each legal page (SPEC §3 company info, `GET
 * /api/companyinfo.php`): name and address, KvK and VAT numbers, trade names, support phone (a
 * `tel:` link, SPEC §9) and e-mail. On a development site still showing the seeded example
 * details (`example_data`), a badge "voorbeeldgegevens" and a line say they are examples.
 * Renders nothing until the answer is there.
 */
export function CompanyDetails() {
  const { t } = useTranslation();
  const { data: company } = useCompanyInfo();
  const { data: settings } = useSettings();
  if (!company) return null;
  const rows: Array<[string, string[]]> = [
    [t('company_info.kvk'), company.kvk ? [company.kvk] : []],
    [t('company_info.vat'), company.vat_numbers],
    [t('company_info.tradenames'), company.tradenames],
  ];
  const email = settings?.support_email ?? '';
  return (
    <section className="border-top mt-5 pt-4 small" aria-labelledby="company-title">
      <h2 id="company-title" className="h6 d-flex flex-wrap align-items-center gap-2">
        {t('company_info.title')}
        {company.example_data && (
          <span className="badge text-bg-warning fw-semibold">{t('company_info.example')}</span>
        )}
      </h2>
      {company.example_data && <p className="text-body-secondary">{t('company_info.example_hint')}</p>}
      <address className="mb-2">
        <strong>{company.name}</strong>
        <br />
        {company.address}
        <br />
        {company.city}
        <br />
        {company.country}
      </address>
      <dl className="row mb-0">
        {rows
          .filter(([, values]) => values.length > 0)
          .map(([label, values]) => (
            <Fragment key={label}>
              <dt className="col-sm-4 fw-normal text-body-secondary">{label}</dt>
              <dd className="col-sm-8 mb-1">{values.join(', ')}</dd>
            </Fragment>
          ))}
        {company.support_phone && (
          <>
            <dt className="col-sm-4 fw-normal text-body-secondary">{t('company_info.phone')}</dt>
            <dd className="col-sm-8 mb-1">
              <a href={telHref(company.support_phone)}>{company.support_phone}</a>
            </dd>
          </>
        )}
        {email && (
          <>
            <dt className="col-sm-4 fw-normal text-body-secondary">{t('company_info.email')}</dt>
            <dd className="col-sm-8 mb-1">
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}

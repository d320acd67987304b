import { useTranslation } from 'react-i18next';

/** A centred spinner while a page's code or data loads. */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="d-flex justify-content-center py-5">
      <output className="spinner-border text-primary">
        <span className="visually-hidden">{t('common.loading')}</span>
      </output>
    </div>
  );
}

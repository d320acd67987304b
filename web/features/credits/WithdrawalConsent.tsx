import type { ComponentProps } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSettings } from '../../lib/queries';

/**
 * The checkbox by which the buyer expressly agrees, before paying, that the credits are delivered
 * at once and acknowledges losing the statutory right of withdrawal (Directive 2011/83/EU art.
 * 16(m), Dutch Civil Code 6:230p(g); `withdrawalConsent` in common/payments.ts), with the hint that
 * unused credits can still be refunded within the site's `refund_days` and a link to the return
 * policy. `error` marks it invalid and says why it is needed. Extra props go to the `<input>`
 * (react-hook-form's `register`, or `checked`/`onChange`).
 */
export function WithdrawalConsent({
  id,
  error = false,
  ...input
}: { id: string; error?: boolean } & Omit<ComponentProps<'input'>, 'id' | 'type'>) {
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  const described = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="form-check mb-3">
      <input
        id={id}
        type="checkbox"
        className={`form-check-input${error ? ' is-invalid' : ''}`}
        aria-invalid={error || undefined}
        aria-describedby={described}
        {...input}
      />
      <label htmlFor={id} className="form-check-label small">
        {t('legal.withdrawal_consent.label')}
      </label>
      <div id={`${id}-hint`} className="form-text">
        <Trans
          i18nKey="legal.withdrawal_consent.hint"
          values={{ days: settings?.refund_days ?? 14 }}
          components={{ policy: <Link to="/pages/return-policy#consent" target="_blank" rel="noopener" /> }}
        />
      </div>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {t('validation.withdrawal_consent')}
        </div>
      )}
    </div>
  );
}

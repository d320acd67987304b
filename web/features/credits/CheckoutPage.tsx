import type { PaymentMethod } from '@common/payments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ArrowLeft } from '../../components/icons/arrow-left';
import { CheckCircleFill } from '../../components/icons/check-circle-fill';
import { Lock } from '../../components/icons/lock';
import { XCircleFill } from '../../components/icons/x-circle-fill';
import { PageSpinner } from '../../components/PageSpinner';
import { useFormat } from '../../lib/format';
import { NotFoundPage } from '../errors/NotFoundPage';
import { overLimit, priceOf } from './CreditsPage';
import { enteredCode } from './discountStore';
import { MethodMark } from './MethodMark';
import { useCreateOrder, useOrder, usePackages } from './queries';
import { SpendingLeft } from './SpendingLimit';
import { useSpendingLimit } from './spending';
import { WithdrawalConsent } from './WithdrawalConsent';

/**
 * SPEC §4 payment states after the member's return from the provider: loading, being processed,
 * completed (credits credited) or failed/cancelled with retry and another method; after a card
 * failure PayPal is offered. A direct debit whose advance credits are booked is arranged, not
 * "being processed": its credits are there, the rest follows the bank's collection.
 */
function PaymentResult({ orderId, packageId }: { orderId: number; packageId: number }) {
  const { t } = useTranslation();
  const order = useOrder(orderId);
  if (order.isPending) {
    return (
      <div className="text-center py-5" role="status">
        <div className="spinner-border text-primary mb-3" aria-hidden="true" />
        <p>{t('checkout.loading')}</p>
      </div>
    );
  }
  if (order.isError) return <div role="alert">{order.error.message}</div>;
  const o = order.data;
  if (o.status === 'paid') {
    return (
      <div className="text-center py-4" role="status">
        <CheckCircleFill className="text-success display-4" aria-hidden="true" />
        <h1 className="h3 mt-3">{t('checkout.completed_title')}</h1>
        <p>{t('checkout.completed', { credits: o.credits })}</p>
        <NextSteps />
      </div>
    );
  }
  if (o.status === 'pending' && o.advance_credits > 0) {
    const rest = o.credits - o.advance_credits;
    return (
      <div className="text-center py-4" role="status">
        <CheckCircleFill className="text-success display-4" aria-hidden="true" />
        <h1 className="h3 mt-3">{t('checkout.collecting_title')}</h1>
        <p>
          {rest > 0
            ? t('checkout.collecting', { advance: o.advance_credits, rest })
            : t('checkout.collecting_all', { advance: o.advance_credits })}
        </p>
        <NextSteps />
      </div>
    );
  }
  if (o.status === 'open' || o.status === 'pending') {
    return (
      <div className="text-center py-4" role="status">
        <div className="spinner-border text-primary mb-3" aria-hidden="true" />
        <h1 className="h3">{t('checkout.processing_title')}</h1>
        <p>{t('checkout.processing')}</p>
      </div>
    );
  }
  return (
    <div className="text-center py-4">
      <XCircleFill className="text-danger display-4" aria-hidden="true" />
      <h1 className="h3 mt-3">{t('checkout.failed_title')}</h1>
      <p role="alert">{t('checkout.failed')}</p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <Link to={`/credits/${packageId}/${o.method}`} className="btn btn-primary">
          {t('checkout.retry')}
        </Link>
        {o.method === 'creditcard' && (
          <Link to={`/credits/${packageId}/paypal`} className="btn btn-outline-primary">
            {t('checkout.try_paypal')}
          </Link>
        )}
        <Link to={`/credits/${packageId}`} className="btn btn-outline-secondary">
          {t('checkout.other_method')}
        </Link>
      </div>
    </div>
  );
}

/**
 * SPEC §2 /credits/{id}/{paymentmethod?}: the chosen package, the methods of the member's country,
 * the consent to immediate delivery (required before paying: `WithdrawalConsent`) and the pay
 * button, which creates the order and sends the member to the provider; with
 * `?order=` it is the page the provider sends the member back to.
 */
export default function CheckoutPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const packages = usePackages();
  const spending = useSpendingLimit();
  const packageId = Number(params.id);
  const returned = Number(search.get('order'));
  // A method in the address (retry, PayPal after a card failure) is chosen until the member picks another.
  const [picked, setChosen] = useState<PaymentMethod | null>(null);
  const chosen = picked ?? (params.method as PaymentMethod | undefined) ?? null;
  // The consent to immediate delivery (WithdrawalConsent); `missing` once paying was tried without it.
  const [consent, setConsent] = useState(false);
  const [missing, setMissing] = useState(false);
  const code = enteredCode();
  const pay = useCreateOrder(packageId, code?.code ?? null);
  if (!Number.isInteger(packageId) || packageId <= 0) return <NotFoundPage />;
  if (Number.isInteger(returned) && returned > 0) {
    return (
      <div className="container py-4" style={{ maxWidth: 560 }}>
        <PaymentResult orderId={returned} packageId={packageId} />
      </div>
    );
  }
  if (packages.isPending) return <PageSpinner />;
  if (packages.isError)
    return (
      <div className="container py-5" role="alert">
        {packages.error.message}
      </div>
    );
  const pkg = packages.data.packages.find((p) => p.id === packageId);
  if (!pkg) return <NotFoundPage />;
  const methods = packages.data.methods;
  const method = chosen && methods.includes(chosen) ? chosen : null;
  const price = priceOf(pkg, code);
  // Over the member's own limit: the same text the server answers, and no payment (issue "Safety" §5).
  const over = overLimit(price, spending.data?.left_cents)
    ? t('errors.spending_limit', {
        left_cents: spending.data?.left_cents,
        resets_on: spending.data?.resets_on,
      })
    : null;
  // Why the button cannot pay yet: no method chosen, or the consent not given.
  const hint = !method ? t('checkout.hint_method') : !consent ? t('checkout.hint_consent') : null;
  const submit = () => {
    if (!method) return;
    if (!consent) {
      setMissing(true);
      document.getElementById('checkout-consent')?.focus();
      return;
    }
    if (method === 'directdebit') navigate(`/directdebit?package=${pkg.id}&withdrawal=1`);
    else pay.mutate({ method, withdrawal_consent: true });
  };
  return (
    <div className="container py-4" style={{ maxWidth: 560 }}>
      <Link to="/credits" className="btn btn-link px-0 mb-2">
        <ArrowLeft className="me-1" aria-hidden="true" />
        {t('credits.title')}
      </Link>
      <h1 className="h3">{t('checkout.title')}</h1>
      <p className="fs-5">
        {t('checkout.summary', { credits: pkg.credits, amount: format.money(price, pkg.currency) })}
        {price !== pkg.amount && (
          <s className="text-body-secondary ms-2">{format.money(pkg.amount, pkg.currency)}</s>
        )}
      </p>
      <SpendingLeft limit={spending.data} />
      {over && (
        <div className="alert alert-warning" role="alert">
          {over}
        </div>
      )}
      {over ? (
        // Nothing to pay here: back to the packages, where those within the limit can be chosen.
        <Link to="/credits" className="btn btn-primary btn-lg w-100">
          {t('credits.title')}
        </Link>
      ) : (
        <>
          <fieldset>
            <legend className="h5">{t('checkout.method_title')}</legend>
            <div className="list-group mb-3">
              {methods.map((m) => (
                <label
                  key={m}
                  className={`list-group-item list-group-item-action d-flex align-items-center gap-3 py-3${method === m ? ' active' : ''}`}
                >
                  <input
                    type="radio"
                    name="method"
                    value={m}
                    className="form-check-input m-0"
                    checked={method === m}
                    onChange={() => setChosen(m)}
                  />
                  <MethodMark method={m} />
                  <span>{t(`checkout.methods.${m}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <WithdrawalConsent
            id="checkout-consent"
            checked={consent}
            error={missing && !consent}
            onChange={(e) => setConsent(e.target.checked)}
          />
          {pay.isError && (
            <div className="alert alert-danger" role="alert">
              {pay.error.fields.discount_code ??
                pay.error.fields.method ??
                pay.error.fields.withdrawal_consent ??
                pay.error.message}
            </div>
          )}
          <button
            type="button"
            className="btn btn-primary btn-lg w-100"
            disabled={!method || pay.isPending || pay.isSuccess}
            aria-describedby={hint ? 'checkout-pay-hint' : undefined}
            onClick={submit}
          >
            {t('checkout.pay', { amount: format.money(price, pkg.currency) })}
          </button>
          {hint && (
            <p id="checkout-pay-hint" className="small text-body-secondary text-center mt-2 mb-0">
              {hint}
            </p>
          )}
        </>
      )}
      {!over && (
        <p className="small text-body-secondary mt-3">
          <Lock className="me-1" aria-hidden="true" />
          {t('checkout.secure')}
        </p>
      )}
    </div>
  );
}

/** Where a member goes once the credits are there: the chats, or the members to write to. */
function NextSteps() {
  const { t } = useTranslation();
  return (
    <div className="d-flex flex-wrap justify-content-center gap-2">
      <Link to="/chats" className="btn btn-primary">
        {t('checkout.to_chats')}
      </Link>
      <Link to="/members" className="btn btn-outline-primary">
        {t('checkout.to_members')}
      </Link>
    </div>
  );
}

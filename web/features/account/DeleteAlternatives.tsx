import type { ApiPackage } from '@common/payments';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BoxSeam } from '../../components/icons/box-seam';
import { Envelope } from '../../components/icons/envelope';
import { EyeSlash } from '../../components/icons/eye-slash';
import { TagFill } from '../../components/icons/tag-fill';
import { useFormat } from '../../lib/format';
import { useSettings, useUser } from '../../lib/queries';
import { enteredCode } from '../credits/discountStore';
import { usePackages } from '../credits/queries';
import { useOwnProfile, useStayDiscount } from './queries';

/** The smallest package (fewest credits), which the dialog offers as a trial. */
function smallest(packages: readonly ApiPackage[]): ApiPackage | undefined {
  return packages.reduce<ApiPackage | undefined>(
    (min, p) => (!min || p.credits < min.credits ? p : min),
    undefined,
  );
}

/** What the checkout will ask for `pkg`: with an entered code, else the active discount (as CreditsPage's priceOf). */
function checkoutPrice(pkg: ApiPackage): number {
  const code = enteredCode();
  return code ? Math.round((pkg.amount * (100 - code.value_percentage)) / 100) : pkg.discounted_amount;
}

function Alternative({
  icon,
  title,
  body,
  action,
  busy = false,
  onClick,
}: {
  icon: ReactNode;
  title: string;
  body: string;
  action: string;
  busy?: boolean;
  onClick: () => void;
}) {
  return (
    <li className="list-group-item py-3">
      <div className="d-flex gap-3">
        <span className="fs-4 text-primary flex-shrink-0" aria-hidden="true">
          {icon}
        </span>
        <div className="flex-grow-1">
          <h3 className="h6 mb-1">{title}</h3>
          <p className="small text-body-secondary mb-2">{body}</p>
          <button type="button" className="btn btn-sm btn-primary" disabled={busy} onClick={onClick}>
            {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {action}
          </button>
        </div>
      </div>
    </li>
  );
}

/**
 * SPEC §2 delete dialog, first step: the alternatives to leaving — change the e-mail address,
 * privacy (invisible) mode (premium only, SPEC §5: offered to premium members who do not have it
 * on), a trial of the smallest package, and the stay discount of `delete_discount` percent (made
 * by the server, then to /credits). Each one really does it.
 */
export function DeleteAlternatives({
  onChangeEmail,
  onPrivacy,
  onLeave,
}: {
  onChangeEmail: () => void;
  onPrivacy: () => void;
  /** The dialog closes before the member is sent to another page. */
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const { data: settings } = useSettings();
  const { data: user } = useUser();
  const profile = useOwnProfile();
  const offerPrivacy = Boolean(user?.paid_user) && profile.data?.invisible === false;
  const packages = usePackages();
  const discount = useStayDiscount();
  const [error, setError] = useState<string | null>(null);
  const trial = packages.data ? smallest(packages.data.packages) : undefined;
  const percentage = settings?.delete_discount ?? 0;

  const leave = (to: string) => {
    onLeave();
    navigate(to);
  };

  const takeDiscount = () => {
    setError(null);
    discount.mutate(undefined, {
      onSuccess: () => leave('/credits'),
      onError: (e) => setError(e.message || t('errors.generic')),
    });
  };

  return (
    <>
      <p>{t('account_delete.alternatives_lead')}</p>
      {error && (
        <div className="alert alert-danger" role="alert">
          {error}
        </div>
      )}
      <ul className="list-group mb-0">
        <Alternative
          icon={<Envelope />}
          title={t('account_delete.alt_email_title')}
          body={t('account_delete.alt_email_body')}
          action={t('account_delete.alt_email_action')}
          onClick={onChangeEmail}
        />
        {offerPrivacy && (
          <Alternative
            icon={<EyeSlash />}
            title={t('account_delete.alt_privacy_title')}
            body={t('account_delete.alt_privacy_body')}
            action={t('account_delete.alt_privacy_action')}
            onClick={onPrivacy}
          />
        )}
        {trial && (
          <Alternative
            icon={<BoxSeam />}
            title={t('account_delete.alt_trial_title')}
            body={t('account_delete.alt_trial_body', {
              credits: format.number(trial.credits),
              price: format.money(checkoutPrice(trial), trial.currency),
            })}
            action={t('account_delete.alt_trial_action')}
            onClick={() => leave(`/credits/${trial.id}`)}
          />
        )}
        {percentage > 0 && (
          <Alternative
            icon={<TagFill />}
            title={t('account_delete.alt_discount_title', { percentage: format.percent(percentage) })}
            body={t('account_delete.alt_discount_body', { percentage: format.percent(percentage) })}
            action={t('account_delete.alt_discount_action')}
            busy={discount.isPending}
            onClick={takeDiscount}
          />
        )}
      </ul>
    </>
  );
}

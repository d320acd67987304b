import { useTranslation } from 'react-i18next';
import { PremiumOnly } from '../../components/PremiumOnly';
import { useUser } from '../../lib/queries';
import { useSetInvisible } from './queries';

/**
 * SPEC §4 invisible mode: a switch (`on` is the current state) that saves at once. It is a
 * premium feature (SPEC §5, §6): a free member sees the premium-only text with a link to /premium
 * and cannot turn it on (the server refuses with `premium_only` too), only off.
 */
export function InvisibleSwitch({ on }: { on: boolean }) {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const toggle = useSetInvisible();
  const premium = Boolean(user?.paid_user);
  const locked = !premium && !on;
  return (
    <section className="card border-0 shadow-sm mb-4" aria-labelledby="invisible-title">
      <div className="card-body">
        <div className="form-check form-switch">
          <input
            className="form-check-input"
            type="checkbox"
            role="switch"
            aria-checked={on}
            aria-describedby={premium ? 'invisible-hint' : 'invisible-hint invisible-premium'}
            id="invisible-switch"
            checked={on}
            disabled={toggle.isPending || locked}
            onChange={(e) => toggle.mutate(e.target.checked)}
          />
          <label className="form-check-label fw-semibold" htmlFor="invisible-switch" id="invisible-title">
            {t('own.invisible')}
          </label>
        </div>
        <p className="small text-body-secondary mb-0 mt-1" id="invisible-hint">
          {t('own.invisible_hint')}
        </p>
        {!premium && <PremiumOnly id="invisible-premium" className="mt-2" />}
        {toggle.error && !(toggle.error.code === 'premium_only' && !premium) && (
          <p className="small text-danger mb-0 mt-2" role="alert">
            {toggle.error.message}
          </p>
        )}
      </div>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { useSetInvisible } from './queries';

/** SPEC §1 invisible mode: a switch (`on` is the current state) that saves at once. */
export function InvisibleSwitch({ on }: { on: boolean }) {
  const { t } = useTranslation();
  const toggle = useSetInvisible();
  return (
    <section className="card border-0 shadow-sm mb-4" aria-labelledby="invisible-title">
      <div className="card-body">
        <div className="form-check form-switch">
          <input
            className="form-check-input"
            type="checkbox"
            role="switch"
            aria-checked={on}
            id="invisible-switch"
            checked={on}
            disabled={toggle.isPending}
            onChange={(e) => toggle.mutate(e.target.checked)}
          />
          <label className="form-check-label fw-semibold" htmlFor="invisible-switch" id="invisible-title">
            {t('own.invisible')}
          </label>
        </div>
        <p className="small text-body-secondary mb-0 mt-1">{t('own.invisible_hint')}</p>
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The foot of a `/complete-signup` step: "Overslaan" (go on without saving; absent without `onSkip`) on the left and the
 * step's own primary action (`children`, e.g. save and continue) on the right.
 */
export function StepActions({ onSkip, children }: { onSkip?: () => void; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="d-flex justify-content-between align-items-center gap-2 mt-4">
      {onSkip ? (
        <button type="button" className="btn btn-link link-secondary px-0" onClick={onSkip}>
          {t('complete.skip')}
        </button>
      ) : (
        <span />
      )}
      {children}
    </div>
  );
}

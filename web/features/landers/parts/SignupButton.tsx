import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignupModal } from '../../auth/SignupModal';

/** Button classes written out whole (the CSS build keeps only class names found in the sources). */
const VARIANTS = {
  primary: 'btn-primary',
  light: 'btn-light',
  secondary: 'btn-secondary',
  'outline-light': 'btn-outline-light',
  dark: 'btn-dark',
} as const;

/**
 * SPEC §2 lander call to action: opens the signup (a page on phones, the modal otherwise; members
 * go to the member search). `children` replaces the default text "Gratis aanmelden".
 */
export function SignupButton({
  children,
  variant = 'primary',
  size = 'lg',
  className = '',
}: {
  children?: ReactNode;
  variant?: keyof typeof VARIANTS;
  size?: 'lg' | 'md';
  className?: string;
}) {
  const { t } = useTranslation();
  const signup = useSignupModal();
  return (
    <button
      type="button"
      data-signup=""
      className={`btn ${VARIANTS[variant]} ${size === 'lg' ? 'btn-lg px-4' : ''} fw-semibold lander-cta ${className}`}
      onClick={() => signup.open()}
    >
      {children ?? t('landers.cta')}
    </button>
  );
}

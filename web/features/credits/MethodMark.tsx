import type { PaymentMethod } from '@common/payments';
import { Bank2 } from '../../components/icons/bank2';
import type { Icon } from '../../components/icons/bootstrapIcon';
import { CreditCard2Front } from '../../components/icons/credit-card-2-front';

/** The size of every mark, in CSS pixels: a small card like the brands' own acceptance marks. */
const W = 40;
const H = 28;

/** A card-shaped frame the marks are drawn in (white, a thin grey border). */
function Frame({ children }: { children: React.ReactNode }) {
  return (
    <svg
      width={W}
      height={H}
      viewBox="0 0 40 28"
      className="flex-shrink-0"
      aria-hidden="true"
      focusable="false"
      role="presentation"
    >
      <rect x="0.5" y="0.5" width="39" height="27" rx="4" fill="#fff" stroke="#ccd0d5" />
      {children}
    </svg>
  );
}

/** iDEAL: the "iD" of its mark, black and magenta, in the frame. */
function IdealMark() {
  return (
    <Frame>
      <rect x="6" y="5" width="28" height="18" rx="3" fill="#fff" stroke="#000" strokeWidth="1.2" />
      <circle cx="12.5" cy="9.2" r="1.6" fill="#000" />
      <rect x="11" y="12" width="3" height="8" fill="#000" />
      <path d="M16.5 8.5h4.2c3.3 0 5.3 2 5.3 5.25S24 19.5 20.7 19.5h-4.2z" fill="#cc0066" />
      <path d="M18.8 10.6h1.8c2 0 3 1.2 3 3.15s-1 3.65-3 3.65h-1.8z" fill="#fff" />
    </Frame>
  );
}

/** A payment card: two overlapping discs, red and amber, as card schemes mark acceptance. */
function CardMark() {
  return (
    <Frame>
      <circle cx="16" cy="14" r="7.5" fill="#eb001b" />
      <circle cx="24" cy="14" r="7.5" fill="#f79e1b" fillOpacity="0.9" />
    </Frame>
  );
}

/** PayPal: two slanted "P"s, dark and light blue. */
function PaypalMark() {
  return (
    <Frame>
      <path d="M14 6h7.5c3.6 0 5.2 2 4.6 4.9-.7 3.3-3.2 4.9-6.6 4.9h-2.4L15.9 22H12z" fill="#003087" />
      <path
        d="M17.2 9h6.6c3.2 0 4.6 1.8 4.1 4.4-.6 3-2.9 4.4-5.9 4.4h-2.2L18.9 24h-3.4z"
        fill="#009cde"
        fillOpacity="0.85"
      />
    </Frame>
  );
}

const ICONS: Partial<Record<PaymentMethod, Icon>> = {
  bancontact: CreditCard2Front,
  directdebit: Bank2,
};

/**
 * The decorative mark of a payment method on the checkout (its name is written beside it):
 * drawn marks for iDEAL, card and PayPal, which members look for; an icon for the others.
 */
export function MethodMark({ method }: { method: PaymentMethod }) {
  if (method === 'ideal') return <IdealMark />;
  if (method === 'creditcard') return <CardMark />;
  if (method === 'paypal') return <PaypalMark />;
  const Drawing = ICONS[method] ?? Bank2;
  return (
    <span className="d-inline-flex justify-content-center flex-shrink-0" style={{ width: W }}>
      <Drawing className="fs-4" aria-hidden="true" />
    </span>
  );
}

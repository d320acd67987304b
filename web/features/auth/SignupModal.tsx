import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { loadAllTexts } from '../../lib/i18n';
import { storedInvite } from '../../lib/invite';
import { useSettings, useUser } from '../../lib/queries';

// The dialog and its form (with the validation code) load when the modal first opens.
// With every text of the language: the first screen's texts do not hold the signup's (`lib/i18n.ts`).
const SignupDialog = lazy(() =>
  Promise.all([import('./SignupDialog'), loadAllTexts()]).then(([module]) => module),
);

interface SignupModalApi {
  /**
   * SPEC §2: the signup page on smartphones, the modal otherwise; members go to /members, and
   * visitors of an invite-only site without an invite code to /invite-only (SPEC §8).
   */
  open(): void;
}

const SignupModalContext = createContext<SignupModalApi>({ open: () => undefined });

/** The signup entry point of the default, lander and empty layouts. */
export function useSignupModal(): SignupModalApi {
  return useContext(SignupModalContext);
}

/** Smartphone widths (below Bootstrap's md breakpoint, 768 px). */
export const isSmartphone = () => window.matchMedia('(max-width: 767.98px)').matches;

/** Provides `useSignupModal` and renders the modal (SPEC §2 signup dialog). */
export function SignupModalProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { data: user } = useUser();
  const { data: settings } = useSettings();
  const [show, setShow] = useState(false);
  // Mounted from the first opening on, so that closing it can fade out.
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);

  const open = useCallback(() => {
    if (user) navigate('/members');
    // SPEC §8: on an invite-only site a visitor without a code learns how to get in first.
    else if (settings?.invite_only && !storedInvite()) navigate('/invite-only');
    else if (isSmartphone()) navigate('/signup');
    else {
      setOpened(true);
      setShow(true);
    }
  }, [user, settings, navigate]);
  const api = useMemo(() => ({ open }), [open]);

  return (
    <SignupModalContext.Provider value={api}>
      {children}
      {opened && (
        <Suspense fallback={null}>
          <SignupDialog
            show={show}
            busy={busy}
            onBusyChange={setBusy}
            onHide={() => setShow(false)}
            onDone={() => {
              setShow(false);
              navigate('/complete-signup');
            }}
          />
        </Suspense>
      )}
    </SignupModalContext.Provider>
  );
}

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
import { Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUser } from '../lib/queries';
import { PageSpinner } from './PageSpinner';

// The form (and its validation code) loads when the modal first opens.
const SignupForm = lazy(() => import('../features/auth/SignupForm'));

interface SignupModalApi {
  /** SPEC §2: the signup page on smartphones, the modal otherwise; members go to /members. */
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
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: user } = useUser();
  const [show, setShow] = useState(false);
  const [busy, setBusy] = useState(false);

  const open = useCallback(() => {
    if (user) navigate('/members');
    else if (isSmartphone()) navigate('/signup');
    else setShow(true);
  }, [user, navigate]);
  const api = useMemo(() => ({ open }), [open]);

  return (
    <SignupModalContext.Provider value={api}>
      {children}
      <Modal
        show={show}
        onHide={() => !busy && setShow(false)}
        backdrop={busy ? 'static' : true}
        keyboard={!busy}
        centered
        aria-labelledby="signup-title"
      >
        <Modal.Header closeButton={!busy} closeLabel={t('common.close')}>
          <Modal.Title id="signup-title">{t('signup.title')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Suspense fallback={<PageSpinner />}>
            <SignupForm
              onBusyChange={setBusy}
              onDone={() => {
                setShow(false);
                navigate('/complete-signup');
              }}
            />
          </Suspense>
        </Modal.Body>
      </Modal>
    </SignupModalContext.Provider>
  );
}

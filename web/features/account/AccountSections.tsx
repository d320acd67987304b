import { ACCOUNT_DELETION_GRACE_DAYS } from '@common/constants';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeSlash } from '../../components/icons/eye-slash';
import { PersonX } from '../../components/icons/person-x';
import { useOwnProfile } from './queries';

// The dialogs are their own chunks, loaded when the member first opens one.
const DeleteAccountDialog = lazy(() => import('./DeleteAccountDialog'));
const InvisibleDialog = lazy(() => import('./InvisibleDialog'));

type Open = 'delete' | 'invisible' | null;

/** Where settings keeps its e-mail change form (SettingsPage's section id). */
export const EMAIL_FORM_ID = 'email-change';

/** Scroll to the e-mail change form of the settings page and put the cursor in its field. */
function focusEmailForm(): void {
  const section = document.getElementById(EMAIL_FORM_ID);
  section?.scrollIntoView({ block: 'start' });
  section?.querySelector<HTMLInputElement>('input[type="email"]')?.focus({ preventScroll: true });
}

/**
 * The settings page's privacy and account sections: invisible mode (SPEC §2 "invisible mode
 * settings", current state and a button to its dialog) and "delete account" (the SPEC §2 dialog
 * with its alternatives first). The delete dialog's alternatives lead to the e-mail form above,
 * the invisible dialog, the smallest package's checkout or the stay discount.
 */
export function AccountSections() {
  const { t } = useTranslation();
  const profile = useOwnProfile();
  const [open, setOpen] = useState<Open>(null);
  // A dialog stays mounted once loaded, so it can close with its animation and hand focus back.
  const [loaded, setLoaded] = useState<{ delete: boolean; invisible: boolean }>({
    delete: false,
    invisible: false,
  });
  const invisibleButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  // Where focus goes when the open dialog has closed: its opener, or the e-mail form.
  const after = useRef<() => void>(() => undefined);

  const show = (which: Exclude<Open, null>, returnTo: () => void) => {
    after.current = returnTo;
    setLoaded((l) => ({ ...l, [which]: true }));
    setOpen(which);
  };
  const closed = () => {
    if (open === null) after.current();
  };

  const invisible = profile.data?.invisible;
  return (
    <>
      <section className="card shadow-sm mb-4" aria-labelledby="invisible-section-title">
        <div className="card-body">
          <h2 id="invisible-section-title" className="h5 d-flex align-items-center gap-2">
            <EyeSlash aria-hidden="true" />
            {t('invisible.section_title')}
          </h2>
          {invisible !== undefined && (
            <p className="mb-3">{invisible ? t('invisible.state_on') : t('invisible.state_off')}</p>
          )}
          <button
            ref={invisibleButton}
            type="button"
            className="btn btn-outline-primary"
            onClick={() => show('invisible', () => invisibleButton.current?.focus())}
          >
            {t('invisible.open')}
          </button>
        </div>
      </section>
      <section className="card shadow-sm mb-4 border-danger-subtle" aria-labelledby="delete-section-title">
        <div className="card-body">
          <h2 id="delete-section-title" className="h5 d-flex align-items-center gap-2">
            <PersonX aria-hidden="true" />
            {t('account_delete.section_title')}
          </h2>
          <p>{t('account_delete.section_body', { days: ACCOUNT_DELETION_GRACE_DAYS })}</p>
          <button
            ref={deleteButton}
            type="button"
            className="btn btn-outline-danger"
            onClick={() => show('delete', () => deleteButton.current?.focus())}
          >
            {t('account_delete.open')}
          </button>
        </div>
      </section>
      <Suspense fallback={null}>
        {loaded.delete && (
          <DeleteAccountDialog
            show={open === 'delete'}
            onHide={() => setOpen(null)}
            onExited={closed}
            onChangeEmail={() => {
              after.current = focusEmailForm;
              setOpen(null);
            }}
            onPrivacy={() => show('invisible', () => deleteButton.current?.focus())}
          />
        )}
        {loaded.invisible && (
          <InvisibleDialog show={open === 'invisible'} onHide={() => setOpen(null)} onExited={closed} />
        )}
      </Suspense>
    </>
  );
}

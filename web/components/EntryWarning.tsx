import { useEffect, useState } from 'react';
import { Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { dismiss, isDismissed } from '../lib/dismissals';
import { useSettings, useUser } from '../lib/queries';

/** Whether the page runs as an installed app (SPEC §2 installed-app mode). */
export const isInstalledApp = () => window.matchMedia('(display-mode: standalone)').matches;

/**
 * SPEC §1, §4 adult-entry warning: shown once unless dismissed (stored with a timestamp);
 * skipped in installed-app mode, when dismissed, when disabled by settings, for members, or
 * outside the countries the settings name (NL and DE).
 */
export function EntryWarning() {
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  const { data: user, isPending } = useUser();
  const [show, setShow] = useState(false);

  useEffect(() => {
    if (!settings || isPending) return;
    const wanted =
      settings.enable_site_entry_popup &&
      !user &&
      !isInstalledApp() &&
      !isDismissed('entry-warning') &&
      settings.site_entry_popup_countries.includes(settings.geoip_country);
    setShow(wanted);
  }, [settings, user, isPending]);

  const accept = () => {
    dismiss('entry-warning');
    setShow(false);
  };

  return (
    <Modal show={show} backdrop="static" keyboard={false} centered aria-labelledby="entry-warning-title">
      <Modal.Header>
        <Modal.Title id="entry-warning-title">
          <i className="bi bi-exclamation-triangle-fill text-warning me-2" aria-hidden="true" />
          {t('entry.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t('entry.body')}</p>
        <p className="small text-body-secondary mb-0">{t('entry.note')}</p>
      </Modal.Body>
      <Modal.Footer className="justify-content-between">
        <button type="button" className="btn btn-outline-secondary" onClick={() => window.history.back()}>
          {t('entry.leave')}
        </button>
        <button type="button" className="btn btn-primary" onClick={accept}>
          {t('entry.enter')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}

import { lazy, Suspense, useEffect, useState } from 'react';
import { dismiss, isDismissed } from '../lib/dismissals';
import { isInstalledApp } from '../lib/installedApp';
import { useSettings, useUser } from '../lib/queries';

// The dialog (react-bootstrap's modal) loads only when the warning is due.
const EntryWarningDialog = lazy(() => import('./EntryWarningDialog'));

/**
 * SPEC §1, §4 adult-entry warning: shown once unless dismissed (stored with a timestamp);
 * skipped in installed-app mode, when dismissed, when disabled by settings, for members, or
 * outside the countries the settings name (NL and DE).
 */
export function EntryWarning() {
  const { data: settings } = useSettings();
  const { data: user, isPending } = useUser();
  const [show, setShow] = useState(false);
  // Mounted once due, so that accepting can fade it out.
  const [due, setDue] = useState(false);

  useEffect(() => {
    if (!settings || isPending) return;
    const wanted =
      settings.enable_site_entry_popup &&
      !user &&
      !isInstalledApp() &&
      !isDismissed('entry-warning') &&
      settings.site_entry_popup_countries.includes(settings.geoip_country);
    setShow(wanted);
    if (wanted) setDue(true);
  }, [settings, user, isPending]);

  const accept = () => {
    dismiss('entry-warning');
    setShow(false);
  };

  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <EntryWarningDialog show={show} onAccept={accept} />
    </Suspense>
  );
}

import { useTranslation } from 'react-i18next';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { ChevronLeft } from '../components/icons/chevron-left';
import { isInstalledApp } from '../lib/installedApp';

/** SPEC §2: the screens that get a back button in installed-app mode (profile, likes, credits). */
const BACK_SCREENS = ['/members/:id', '/likes/*', '/credits/*'] as const;

/** Whether `pathname` is one of the SPEC §2 screens with a back button (a profile, likes, credits). */
export function hasBackButton(pathname: string): boolean {
  return BACK_SCREENS.some((pattern) => matchPath(pattern, pathname));
}

/**
 * SPEC §2: "A back button appears only in installed-app mode on profile, likes and credits
 * screens" — an installed app has no browser bar with a back button of its own. Goes back one
 * page, or to the member search when the app was opened on this page (React Router numbers the
 * entries of its history: index 0 is the first page of the app's window). Renders nothing in a
 * browser tab or on other screens.
 */
export function BackButton() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (!isInstalledApp() || !hasBackButton(pathname)) return null;
  const back = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/members');
  };
  return (
    <button
      type="button"
      className="btn btn-link nav-link text-body px-1 me-1"
      aria-label={t('nav.back')}
      title={t('nav.back')}
      onClick={back}
    >
      <ChevronLeft aria-hidden="true" size={22} />
    </button>
  );
}

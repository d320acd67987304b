import { Link } from 'react-router';
import { useSettings } from '../lib/queries';

/** The site's logo and name (settings `name`), linking home. */
export function Brand({ className = '' }: { className?: string }) {
  const { data: settings } = useSettings();
  const name = settings?.name ?? 'Amora';
  return (
    <Link to="/" className={`brand-logo fs-4 ${className}`}>
      <img src="/logo.svg" alt="" width="28" height="28" className="me-2 align-text-bottom" />
      {name}
    </Link>
  );
}

import { useFictionalTexts } from '../lib/fictional';
import { useSettings } from '../lib/queries';
import { FictionalIcon } from './FictionalIcon';

/**
 * The label of a fictional profile (SPEC §1: some profiles are fictional and say so), as search
 * cards show it: the site's `fictional_icon` and the label in the reader's language
 * (`useFictionalTexts`, "fictief profiel") in a light badge. Used where a member meets such a profile outside the search (swipe game, the
 * conversations list).
 */
export function FictionalBadge({ className = '' }: { className?: string }) {
  const { data: settings } = useSettings();
  const texts = useFictionalTexts();
  if (!settings || !texts) return null;
  return (
    <span className={`badge text-bg-light border fw-normal ${className}`.trim()}>
      <FictionalIcon name={settings.fictional_icon} className="me-1" aria-hidden="true" />
      {texts.singular}
    </span>
  );
}

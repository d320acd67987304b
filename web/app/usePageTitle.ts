import { useEffect } from 'react';
import { useSettings } from '../lib/queries';

/**
 * SPEC §2 page title: the site's index_title, preceded by `(count)` when `count` (unread
 * messages plus new likes) is above zero.
 */
export function usePageTitle(count = 0): void {
  const { data: settings } = useSettings();
  useEffect(() => {
    const base = settings?.index_title ?? settings?.name ?? document.title;
    document.title = count > 0 ? `(${count}) ${base}` : base;
  }, [settings, count]);
}

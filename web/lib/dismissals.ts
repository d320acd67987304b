/**
 * SPEC §4: dismissals of alerts and popups, stored with a timestamp (milliseconds) in
 * localStorage, keep them hidden.
 */
const KEY = 'dismissals';

function read(): Record<string, number> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** When `name` was dismissed (ms since epoch), or undefined. */
export function dismissedAt(name: string): number | undefined {
  return read()[name];
}

export function isDismissed(name: string): boolean {
  return dismissedAt(name) !== undefined;
}

/** Record that `name` was dismissed now. */
export function dismiss(name: string, now = Date.now()): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...read(), [name]: now }));
  } catch {
    // Private mode without storage: the dismissal lasts for this page only.
  }
}

/**
 * Whether `name` was dismissed less than `ms` milliseconds before `now` (ms since epoch): a
 * reminder closed for a while (SPEC §2 alerts that come back, such as the activation reminder).
 */
export function dismissedWithin(name: string, ms: number, now = Date.now()): boolean {
  const at = dismissedAt(name);
  return at !== undefined && now - at < ms;
}

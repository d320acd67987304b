/**
 * What a change changed, for the audit log (issue "Back office": before and after of the changed
 * keys only): the keys of `before` and `after` whose values differ (compared as JSON), each
 * side holding only those keys (a key one side lacks is null there).
 */
export function changedKeys(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): { before: Record<string, unknown>; after: Record<string, unknown>; keys: string[] } {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
    keys,
  };
}

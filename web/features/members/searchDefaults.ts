import {
  agesRange,
  isMatchFinderAnswers,
  type MatchFinderAnswers,
  type SearchDefaults,
} from '@common/match-finder';

const KEY = 'match-finder';

/**
 * Query key of the member's search defaults (CONVENTIONS 12; `profileKeys.searchDefaults` of
 * `features/profile/queries.ts`), here so the search reads them without the profile's schemas.
 */
export const SEARCH_DEFAULTS_KEY = ['profile', 'search-defaults'] as const;

/**
 * A visitor's match finder answers (SPEC §2 /match-finder), kept in localStorage until signup
 * sends them along (`POST /api/signup` `match_finder`); null when there are none or they are
 * unreadable. Members' answers live on the server (`/api/profile/search-defaults`).
 */
export function storedMatchFinder(): MatchFinderAnswers | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    if (!isMatchFinderAnswers(stored)) return null;
    const { ages, appearance, looking_for } = stored;
    return looking_for ? { ages, appearance, looking_for } : { ages, appearance };
  } catch {
    return null;
  }
}

/** Keep a visitor's match finder answers for the signup (see `storedMatchFinder`). */
export function storeMatchFinder(answers: MatchFinderAnswers): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(answers));
  } catch {
    // Without storage the answers last for this page only (they are in the address too).
  }
}

/** Forget the visitor's answers (after the signup stored them on the server). */
export function forgetMatchFinder(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored then.
  }
}

/** Filters of the member search as the address holds them (`/members?gender=…`). */
export type SearchFilters = Partial<
  Record<'gender' | 'country' | 'region' | 'min_age' | 'max_age' | 'appearance' | 'verified', string>
>;

/** The search filters of search defaults: the gender, ages and look; null values are left out. */
export function defaultsFilters(defaults: SearchDefaults): SearchFilters {
  const filters: SearchFilters = { gender: defaults.gender };
  if (defaults.min_age !== null) filters.min_age = String(defaults.min_age);
  if (defaults.max_age !== null) filters.max_age = String(defaults.max_age);
  if (defaults.appearance) filters.appearance = defaults.appearance;
  return filters;
}

/**
 * The search filters of match finder answers: 18-35 is ages 18 to 35, 35+ is 35 and up; the look;
 * the gender when the answers name it.
 */
export function answersFilters(answers: MatchFinderAnswers): SearchFilters {
  const range = agesRange(answers.ages);
  return {
    ...(answers.looking_for ? { gender: answers.looking_for } : {}),
    min_age: String(range.min_age),
    ...(range.max_age !== null ? { max_age: String(range.max_age) } : {}),
    appearance: answers.appearance,
  };
}

/** `filters` as a query string (`gender=female&min_age=18…`), empty values left out. */
export function filtersQuery(filters: SearchFilters): string {
  return new URLSearchParams(
    Object.entries(filters).filter((e): e is [string, string] => Boolean(e[1])),
  ).toString();
}

import { MIN_SEARCH_AGE } from '@common/schemas/members';

const KEY = 'search-defaults';

/** Search defaults from the match finder (SPEC §2): gender sought and age range, kept locally. */
export function searchDefaults(): Partial<Record<'gender' | 'min_age' | 'max_age', string>> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** SPEC §2 match finder: ages 18-35 or 35+, appearance and race preferences. */
export function saveMatchFinder(choice: {
  gender?: string;
  ages: '18-35' | '35+';
  appearance: string;
  race: string;
}): void {
  const ages =
    choice.ages === '18-35'
      ? { min_age: String(MIN_SEARCH_AGE), max_age: '35' }
      : { min_age: '35', max_age: '' };
  const value = {
    ...(choice.gender ? { gender: choice.gender } : {}),
    ...ages,
    appearance: choice.appearance,
    race: choice.race,
  };
  try {
    localStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    // Without storage the defaults last for this page only.
  }
}

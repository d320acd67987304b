import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@common/constants';
import type * as Argon2 from '@node-rs/argon2';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { lazyPackage } from '../../lib/lazy.ts';

/** argon2 (native), loaded with the first password hashed or checked. */
const argon2 = lazyPackage<typeof Argon2>('@node-rs/argon2');

/** OWASP's argon2id parameters: m = 19 MiB, t = 2, p = 1. */
const ARGON2_OPTIONS = {
  // Algorithm.Argon2id (a const enum, which isolated modules cannot read).
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

let checker: Promise<ZxcvbnFactory> | undefined;

/**
 * The zxcvbn checker with the common, English, Dutch and German dictionaries, loaded on the first
 * password check rather than at start: importing and unpacking the dictionaries takes about 0.3 s.
 */
function passwordChecker(): Promise<ZxcvbnFactory> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, common, de, en, nlBe] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-de'),
      import('@zxcvbn-ts/language-en'),
      import('@zxcvbn-ts/language-nl-be'),
    ]);
    return new ZxcvbnFactory({
      dictionary: {
        ...common.dictionary,
        ...en.dictionary,
        ...nlBe.dictionary,
        ...de.dictionary,
      },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
    });
  })().catch((error: unknown) => {
    checker = undefined; // the next check tries again
    throw error;
  });
  return checker;
}

/** Hash a password with argon2id (PHC string). */
export function hashPassword(password: string): Promise<string> {
  return argon2().hash(password, ARGON2_OPTIONS);
}

/** Check a password against a PHC hash; false on mismatch or a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await argon2().verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a random password, verified against for unknown e-mails so timing does not tell.
 * Hashed off the main thread from the module's load on, so the start does not wait for it.
 */
export const dummyHash: Promise<string> = hashPassword(`dummy-${Math.random()}`);

/**
 * Why a new password is refused, as an i18n key, or null when it is acceptable:
 * shorter than 8 or longer than 128 characters, or guessable (zxcvbn score below 3 with the
 * common, English, Dutch and German dictionaries, which include leaked-password lists), or
 * containing the member's e-mail or name.
 */
export async function passwordProblem(password: string, userInputs: string[] = []): Promise<string | null> {
  if (password.length < PASSWORD_MIN_LENGTH) return 'validation.password_too_short';
  if (password.length > PASSWORD_MAX_LENGTH) return 'validation.password_too_long';
  const zxcvbn = await passwordChecker();
  const result = await zxcvbn.checkAsync(password, userInputs.filter(Boolean));
  if (result.score < 3) return 'validation.password_weak';
  return null;
}

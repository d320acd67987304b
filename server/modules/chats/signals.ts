/**
 * What a message's text says that the safety measures look at (docs/safety.md "Nudges" and
 * "Contact details held back"): words of a per-language list (LDNOOBW, npm `naughty-words`) and
 * contact details (links, e-mail addresses, phone numbers, IBANs, payment handles, crypto
 * addresses). Pure functions, no database: `send.ts` decides what follows.
 *
 * Libraries: linkify-it finds links and e-mail addresses, libphonenumber-js phone numbers,
 * ibantools validates IBAN candidates, bs58check and bech32 validate Bitcoin address candidates.
 * The few patterns here only pick candidates for those checks (IBANs, Bitcoin) or name what no
 * library covers (Ethereum addresses, the names of payment services).
 */
import { createRequire } from 'node:module';
import { CONTACT_KINDS, type ContactKind, type Locale } from '@common/constants';
import { bech32, bech32m } from 'bech32';
import bs58check from 'bs58check';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { type CountryCode, findPhoneNumbersInText, isSupportedCountry } from 'libphonenumber-js/max';
import { LinkifyIt } from 'linkify-it';

const require = createRequire(import.meta.url);

/** A language's list: single words (a Set) and phrases of several words (normalised, space-separated). */
interface WordList {
  words: Set<string>;
  phrases: string[];
}

/** Lower case, NFKC, letters and digits only, one space between words, padded with spaces. */
function normalise(text: string): string {
  const words =
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return ` ${words.join(' ')} `;
}

/**
 * Entries of the LDNOOBW lists left out because their everyday sense is harmless and common in a
 * dating chat ("jouw beurt", "schatje", "balen", "de hond uitlaten"; Italian "pesce", "regina";
 * Spanish "infierno", "martillo"; French "baiser" as a kiss; Polish "jajko"; German "nackt" is kept,
 * "popel" is not an insult). A nudge that fires on ordinary words teaches members to click past
 * it. Written as the lists write them (docs/safety.md "Nudges").
 */
export const EVERYDAY_WORDS: Readonly<Partial<Record<Locale, readonly string[]>>> = {
  nl: [
    'aardappels afgieten',
    'achter het raam zitten',
    'anita',
    'asbak',
    'balen',
    'bekken',
    'beurt',
    'boemelen',
    'brugpieper',
    'buffelen',
    'de hond uitlaten',
    'de pijp uitgaan',
    'driehoog achter wonen',
    'gadverdamme',
    'gat',
    'gedoogzone',
    'graftak',
    'gras maaien',
    'griet',
    'hoempert',
    'hol',
    'huisdealer',
    'johny',
    'kanen',
    'klootjesvolk',
    'knor',
    'matje',
    'muts',
    'nicht',
    'ouwehoeren',
    'paal',
    'palen',
    'penoze',
    'pot',
    'poot',
    'potverdorie',
    'publiciteitsgeil',
    'raaskallen',
    'remsporen',
    'reutelen',
    'schatje',
    'slempen',
    'spuiten',
    'standje',
    'stootje',
    'toeter',
    'vergallen',
    'welzijnsmafia',
  ],
  de: ['bonze', 'mufti', 'popel'],
  fr: ['baiser', 'bourré', 'bourrée', 'folle', 'gerbe', 'meuf', 'tanche'],
  es: ['Asesinato', 'Drogas', 'Heroína', 'infierno', 'maldito', 'martillo', 'Trio'],
  it: [
    'bagnarsi',
    'balle',
    'battere',
    'biga',
    'brinca',
    'cadavere',
    'cozza',
    'fava',
    'monta',
    'montare',
    'patacca',
    'pesce',
    'pompa',
    'quaglia',
    'regina',
    'rizzarsi',
    'sbattere',
    'spagnola',
    'tirare',
    'vangare',
  ],
  pl: ['jajko'],
};

const lists = new Map<Locale, WordList>();

/** The LDNOOBW list of `locale` (loaded once from `naughty-words/<locale>.json`), less `EVERYDAY_WORDS`. */
function listOf(locale: Locale): WordList {
  let list = lists.get(locale);
  if (!list) {
    const entries = require(`naughty-words/${locale}.json`) as string[];
    const everyday = new Set((EVERYDAY_WORDS[locale] ?? []).map((entry) => normalise(entry).trim()));
    const words = new Set<string>();
    const phrases: string[] = [];
    for (const entry of entries) {
      const n = normalise(entry).trim();
      if (!n || everyday.has(n)) continue;
      if (n.includes(' ')) phrases.push(n);
      else words.add(n);
    }
    list = { words, phrases };
    lists.set(locale, list);
  }
  return list;
}

/**
 * Whether `text` holds a word or phrase of the LDNOOBW list of any of `locales` (whole words,
 * case- and accent-form-insensitive: NFKC and lower case; phrases match as consecutive words).
 * The lists do not tell insults from sexual words apart; both count. Throws nothing.
 */
export function hasListedWord(text: string, locales: Iterable<Locale>): boolean {
  const n = normalise(text);
  const tokens = n.trim().split(' ');
  for (const locale of new Set(locales)) {
    const list = listOf(locale);
    if (tokens.some((t) => list.words.has(t))) return true;
    if (list.phrases.some((p) => n.includes(` ${p} `))) return true;
  }
  return false;
}

// Fuzzy links: `example.com`, `paypal.me/anna` without `https://` count too.
const linkify = new LinkifyIt({ fuzzyLink: true });

/**
 * Names of payment services whose handles are passed in chat ("tikkie me", "paypal: anna88"); a
 * link to them (paypal.me/…, tikkie.me/…) is found as a link already.
 */
const PAYMENT_SERVICES =
  /\b(paypal|tikkie|revolut|venmo|cash ?app|bunq\.?me|wise\.com|western union|moneygram)\b/iu;

/** IBAN candidates: two letters, two digits, then 10–30 letters or digits, spaces allowed in groups. */
const IBAN_CANDIDATE = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){10,30}\b/giu;

/** Bitcoin candidates: base58 (legacy, P2SH) and bech32 (bc1…); checked by checksum below. */
const BTC_BASE58 = /\b[13][1-9A-HJ-NP-Za-km-z]{25,34}\b/gu;
const BTC_BECH32 = /\bbc1[02-9ac-hj-np-z]{11,71}\b/giu;
/** Ethereum (and EVM chains): 0x and 40 hex digits; no library checks it without a hash lib, the length is specific enough. */
const ETH_ADDRESS = /\b0x[0-9a-f]{40}\b/iu;

function isBase58Address(candidate: string): boolean {
  try {
    const payload = bs58check.decode(candidate);
    return payload.length === 21 && (payload[0] === 0x00 || payload[0] === 0x05);
  } catch {
    return false;
  }
}

function isBech32Address(candidate: string): boolean {
  const lower = candidate.toLowerCase();
  for (const codec of [bech32, bech32m]) {
    try {
      if (codec.decode(lower, 90).prefix === 'bc') return true;
    } catch {
      // not this encoding
    }
  }
  return false;
}

function hasIban(text: string): boolean {
  for (const m of text.matchAll(IBAN_CANDIDATE)) {
    // The candidate may run into a following word: try the longest valid prefix by groups.
    const compact = electronicFormatIBAN(m[0]) ?? '';
    for (let end = compact.length; end >= 14; end--) {
      if (isValidIBAN(compact.slice(0, end))) return true;
    }
  }
  return false;
}

function hasCrypto(text: string): boolean {
  if (ETH_ADDRESS.test(text)) return true;
  for (const m of text.matchAll(BTC_BASE58)) if (isBase58Address(m[0])) return true;
  for (const m of text.matchAll(BTC_BECH32)) if (isBech32Address(m[0])) return true;
  return false;
}

/**
 * The kinds of contact details in `text` (in `CONTACT_KINDS` order, each once): links and e-mail
 * addresses (linkify-it, fuzzy links such as `example.com` included), phone numbers
 * (libphonenumber-js `findPhoneNumbersInText`, numbers without a country code read as of
 * `country`, an ISO 3166 alpha-2 code; an unknown country reads them as Dutch), IBANs (validated
 * by ibantools), payment handles (`PAYMENT_SERVICES`) and Bitcoin/Ethereum addresses. [] when none.
 */
export function contactKinds(text: string, country: string | null): ContactKind[] {
  const found = new Set<ContactKind>();
  for (const match of linkify.match(text) ?? []) {
    found.add(match.schema === 'mailto:' ? 'email' : 'link');
  }
  const code = (country ?? '').toUpperCase();
  const defaultCountry = (isSupportedCountry(code) ? code : 'NL') as CountryCode;
  if (findPhoneNumbersInText(text, defaultCountry).length > 0) found.add('phone');
  if (hasIban(text)) found.add('iban');
  if (PAYMENT_SERVICES.test(text)) found.add('payment');
  if (hasCrypto(text)) found.add('crypto');
  return CONTACT_KINDS.filter((k) => found.has(k));
}

import { INTEREST_IDS } from '@common/interests';
import {
  BODY_TYPES,
  EYE_COLOURS,
  type HAIR_COLOURS,
  RELATIONSHIP_STATUSES,
  SIGNUP_REASONS,
  TATTOOS,
} from '@common/profile';
import { type Faker, fakerDE, fakerNL, fakerNL_BE } from '@faker-js/faker';
import type { Db } from '../db/client.ts';
import { profiles } from '../db/schema/members.ts';
import type { Clock } from '../lib/clock.ts';
import { createAccounts } from '../modules/auth/accounts.ts';
import { PLACES, type Place } from '../modules/members/places.ts';
import { DEMO_PHOTO_COUNTS, insertDemoPhotos } from './demo-photos.ts';
import { photoSeed } from './portrait-traits.ts';

/** The demo account anyone can log in with on a development site (README). */
export const DEMO_LOGIN = { email: 'demo@amora.test', password: 'Zonnebloem-Fiets-42' } as const;

const OPENERS = {
  nl: [
    'Spontaan, nieuwsgierig en altijd in voor een goed gesprek.',
    'Ik lach graag en neem het leven niet te serieus.',
    'Op zoek naar iemand om de kleine dingen mee te delen.',
    'Rustig type met een flinke dosis humor.',
    'Avontuurlijk ingesteld, maar ook dol op een avond op de bank.',
    'Eerlijkheid en een goede kop koffie, daar begint het mee.',
  ],
  de: [
    'Spontan, neugierig und immer für ein gutes Gespräch zu haben.',
    'Ich lache gern und nehme das Leben nicht zu ernst.',
    'Auf der Suche nach jemandem, mit dem ich die kleinen Dinge teilen kann.',
    'Eher ruhig, aber mit einer großen Portion Humor.',
    'Abenteuerlustig, aber auch gern mal einen Abend auf dem Sofa.',
    'Ehrlichkeit und ein guter Kaffee – damit fängt alles an.',
  ],
};
const MIDDLES = {
  nl: [
    'In het weekend ben ik vaak buiten te vinden, lekker wandelen of fietsen.',
    'Ik kook graag voor vrienden en probeer steeds iets nieuws.',
    'Muziek staat bij mij de hele dag aan.',
    'Reizen is mijn grote passie; de koffer staat altijd klaar.',
    'Na het werk ga ik graag sporten om mijn hoofd leeg te maken.',
    'Een goed boek of een spannende serie, daar kun je me blij mee maken.',
  ],
  de: [
    'Am Wochenende bin ich oft draußen, beim Wandern oder Radfahren.',
    'Ich koche gern für Freunde und probiere ständig Neues aus.',
    'Bei mir läuft den ganzen Tag Musik.',
    'Reisen ist meine große Leidenschaft; der Koffer steht immer bereit.',
    'Nach der Arbeit gehe ich gern zum Sport, um den Kopf frei zu bekommen.',
    'Ein gutes Buch oder eine spannende Serie machen mich glücklich.',
  ],
};
const CLOSERS = {
  nl: ['Stuur gerust een berichtje!', 'Benieuwd naar jouw verhaal.', 'Wie weet waar het toe leidt.'],
  de: [
    'Schreib mir gern eine Nachricht!',
    'Ich bin gespannt auf deine Geschichte.',
    'Wer weiß, wohin es führt.',
  ],
};

/** How often each hair colour (SPEC §3 ids) is drawn below 50, roughly as in NL, BE and DE. */
const HAIR_WEIGHTS = [
  { weight: 36, value: 'brown' },
  { weight: 27, value: 'blond' },
  { weight: 20, value: 'black' },
  { weight: 7, value: 'red' },
  { weight: 4, value: 'grey' },
  { weight: 6, value: 'other' },
] satisfies { weight: number; value: (typeof HAIR_COLOURS)[number] }[];

function fakerFor(place: Place): Faker {
  if (place.country === 'DE') return fakerDE;
  return place.country === 'BE' ? fakerNL_BE : fakerNL;
}

function weightedPlace(f: Faker): Place {
  const total = PLACES.reduce((sum, p) => sum + Math.sqrt(p.population), 0);
  let pick = f.number.float({ min: 0, max: total });
  for (const place of PLACES) {
    pick -= Math.sqrt(place.population);
    if (pick <= 0) return place;
  }
  return PLACES[0] as Place;
}

/**
 * Generate `count` demo members (issue "Demo members"): NL, BE and DE, realistic names, ages
 * 18-65, cities with their regions, interests, profile texts, a look (`appearance`, about a
 * third `sexy`) and 1 to 6 approved photos each, the first the main photo, so free members meet
 * locked photos (SPEC §1); about 10% are fictional. Photos are rendered on request from their
 * seed (`portraits.ts`): the same synthetic person on each photo of a member, matching the
 * profile's hair and eye colour and age. Inserted in batches of `batchSize`. Deterministic for a
 * given `seed`. Answers the number of members created.
 */
export async function seedDemoMembers(
  db: Db,
  options: {
    count: number;
    clock: Clock;
    batchSize?: number;
    seed?: number;
    onProgress?: (done: number) => void;
  },
): Promise<number> {
  const batchSize = options.batchSize ?? 1000;
  const now = options.clock.now();
  const seedValue = options.seed ?? 42;
  for (const f of [fakerNL, fakerNL_BE, fakerDE]) f.seed(seedValue);
  const base = fakerNL;
  let done = 0;
  while (done < options.count) {
    const n = Math.min(batchSize, options.count - done);
    const people = Array.from({ length: n }, (_, i) => {
      const place = weightedPlace(base);
      const f = fakerFor(place);
      const gender = base.datatype.boolean() ? ('female' as const) : ('male' as const);
      const first = f.person.firstName(gender);
      const lang = place.country === 'DE' ? 'de' : 'nl';
      const age = base.number.int({ min: 18, max: 65 });
      const birth = new Date(
        now.getTime() - (age * 365.25 + base.number.int({ min: 1, max: 360 })) * 86_400_000,
      );
      const lastActive =
        base.number.int({ min: 0, max: 100 }) < 6
          ? new Date(now.getTime() - base.number.int({ min: 0, max: 240 }) * 1000)
          : new Date(now.getTime() - base.number.int({ min: 600, max: 14 * 86_400 }) * 1000);
      const about = [
        base.helpers.arrayElement(OPENERS[lang]),
        base.helpers.arrayElement(MIDDLES[lang]),
        base.helpers.arrayElement(CLOSERS[lang]),
      ].join(' ');
      const index = done + i;
      return {
        user: {
          email: `demo${seedValue}.${index + 1}.${first.toLowerCase().replace(/[^a-z]/g, '')}@members.amora.test`,
          passwordHash: '!',
          status: 'confirmed' as const,
          language: lang,
          signupDate: new Date(lastActive.getTime() - base.number.int({ min: 1, max: 700 }) * 86_400_000),
          confirmedAt: now,
          lastActiveAt: lastActive,
        },
        profile: {
          name: first,
          gender,
          lookingFor:
            base.number.int({ min: 0, max: 9 }) === 0
              ? gender
              : gender === 'male'
                ? ('female' as const)
                : ('male' as const),
          dateOfBirth: birth.toISOString().slice(0, 10),
          country: place.country,
          region: place.region,
          city: place.city,
          about,
          hairColour:
            age >= 50 && base.number.int({ min: 0, max: 9 }) < 4
              ? ('grey' as const)
              : base.helpers.weightedArrayElement(HAIR_WEIGHTS),
          eyeColour: base.helpers.arrayElement(EYE_COLOURS),
          bodyType: base.helpers.arrayElement(BODY_TYPES),
          relationshipStatus: base.helpers.arrayElement(RELATIONSHIP_STATUSES),
          sexuality: 'hetero',
          tattoos: base.helpers.arrayElement(TATTOOS),
          signupReason: base.helpers.arrayElement(SIGNUP_REASONS),
          interests: base.helpers.arrayElements(INTEREST_IDS, { min: 3, max: 8 }),
          fictional: base.number.int({ min: 0, max: 9 }) === 0,
          appearance: base.number.int({ min: 0, max: 2 }) === 0 ? ('sexy' as const) : ('normal' as const),
        },
        age,
        photoCount: base.helpers.weightedArrayElement(DEMO_PHOTO_COUNTS),
        person: `${seedValue}.${index + 1}`,
      };
    });
    await db.transaction(async (tx) => {
      const ids = await createAccounts(
        tx,
        people.map((p) => p.user),
      );
      const rows = people.flatMap((p, i) => {
        const userId = ids[i];
        if (userId === undefined) return [];
        return Array.from({ length: p.photoCount }, (_, index) => ({
          userId,
          index,
          seed: photoSeed({
            gender: p.profile.gender,
            person: p.person,
            index,
            hair: p.profile.hairColour,
            eye: p.profile.eyeColour,
            age: p.age,
            appearance: p.profile.appearance,
          }),
          // Added over the member's first days, the main photo first.
          createdAt: new Date(p.user.signupDate.getTime() + index * 86_400_000),
        }));
      });
      // Photos first: each profile is inserted with its main photo, no update afterwards.
      const mains = await insertDemoPhotos(tx, rows);
      await tx.insert(profiles).values(
        people.map((p, i) => ({
          ...p.profile,
          userId: ids[i] ?? 0,
          mainPhotoId: mains.get(ids[i] ?? 0) ?? null,
        })),
      );
    });
    done += n;
    options.onProgress?.(done);
  }
  return done;
}

/** How Sanne's photos look: the same person in three scenes (`photoSeed`). */
const SANNE = { gender: 'female', person: 'sanne', hair: 'blond', eye: 'blue', age: 32 } as const;

/**
 * The README's demo account (`DEMO_LOGIN`): a confirmed member "Sanne" in Amsterdam with three
 * approved generated photos, the first her main photo. `passwordHash` is DEMO_LOGIN.password
 * hashed by the caller (auth's `hashPassword`). Answers the new member's id; throws when the
 * address is taken.
 */
export async function createDemoLogin(db: Db, clock: Clock, passwordHash: string): Promise<number> {
  const [userId] = await createAccounts(db, [
    {
      email: DEMO_LOGIN.email,
      passwordHash,
      status: 'confirmed',
      confirmedAt: clock.now(),
      signupDate: clock.now(),
    },
  ]);
  if (userId === undefined) throw new Error('demo login not created');
  const mains = await insertDemoPhotos(
    db,
    [0, 1, 2].map((index) => ({
      userId,
      index,
      seed: photoSeed({ ...SANNE, index, appearance: 'normal' }),
      createdAt: new Date(clock.now().getTime() + index * 1000),
    })),
  );
  await db.insert(profiles).values({
    userId,
    name: 'Sanne',
    gender: 'female',
    lookingFor: 'male',
    dateOfBirth: '1994-06-12',
    country: 'NL',
    region: 'NL-NH',
    city: 'Amsterdam',
    about: 'Dit is het demo-account van Amora.',
    interests: ['travelling', 'music', 'cooking'],
    hairColour: SANNE.hair,
    eyeColour: SANNE.eye,
    appearance: 'normal',
    mainPhotoId: mains.get(userId) ?? null,
  });
  return userId;
}

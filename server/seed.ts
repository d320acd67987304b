import { count, eq } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { photos, profiles, users } from './db/schema/index.ts';
import type { Clock } from './lib/clock.ts';
import { hashPassword } from './modules/auth/passwords.ts';
import { DEMO_LOGIN, seedDemoMembers } from './modules/members/demo.ts';

/**
 * On first start with an empty database: `demoMembers` generated members plus the demo login
 * (README). Does nothing when any member exists. Answers the number of members created.
 */
export async function seedIfEmpty(db: Db, clock: Clock, demoMembers: number): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0 || demoMembers === 0) return 0;
  const created = await seedDemoMembers(db, { count: demoMembers, clock });
  await createDemoLogin(db, clock);
  return created + 1;
}

/** The documented demo account: a confirmed member in Amsterdam with a portrait. */
export async function createDemoLogin(db: Db, clock: Clock): Promise<number> {
  const [user] = await db
    .insert(users)
    .values({
      email: DEMO_LOGIN.email,
      passwordHash: await hashPassword(DEMO_LOGIN.password),
      status: 'confirmed',
      confirmedAt: clock.now(),
      signupDate: clock.now(),
    })
    .returning({ id: users.id });
  if (!user) throw new Error('demo login not created');
  await db.insert(profiles).values({
    userId: user.id,
    name: 'Sanne',
    gender: 'female',
    lookingFor: 'male',
    dateOfBirth: '1994-06-12',
    country: 'NL',
    region: 'NL-NH',
    city: 'Amsterdam',
    about: 'Dit is het demo-account van Amora.',
    interests: ['travelling', 'music', 'cooking'],
  });
  const [photo] = await db
    .insert(photos)
    .values({
      userId: user.id,
      status: 'active',
      storageKey: `demo/${user.id}`,
      generatedSeed: `female:${user.id}`,
    })
    .returning({ id: photos.id });
  if (photo) await db.update(profiles).set({ mainPhotoId: photo.id }).where(eq(profiles.userId, user.id));
  return user.id;
}

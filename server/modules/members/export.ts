/**
 * The members module's part of a member's data export (API.md `GET /api/account/export`, GDPR
 * Art. 15/20): the profile and the photos of `server/db/schema/members.ts`, and which stored photo
 * files belong in the zip. Reads only this module's tables.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { photos, profiles } from '../../db/schema/members.ts';

/**
 * A file of the export zip: `name` its path inside the archive (e.g. `photos/12.webp`), `key` where
 * `PhotoStorage` holds its bytes. Keys never reach the JSON.
 */
export interface ExportFile {
  name: string;
  key: string;
}

/** A profile as exported: every column of `profiles` (SPEC §3 profile form); times as ISO 8601 text. */
export interface ProfileExport {
  name: string;
  gender: string;
  looking_for: string;
  /** `YYYY-MM-DD`. */
  date_of_birth: string;
  country: string;
  region: string;
  city: string;
  status: string;
  about: string;
  hair_colour: string | null;
  eye_colour: string | null;
  body_type: string | null;
  relationship_status: string | null;
  sexuality: string | null;
  tattoos: string | null;
  signup_reason: string | null;
  /** The member's own look, self-described (`normal`, `sexy`; null: not said). */
  appearance: string | null;
  /** Match finder: the look sought (null: any). */
  seek_appearance: string | null;
  /** Match finder: the ages looked for (years). */
  min_age: number | null;
  max_age: number | null;
  interests: string[];
  main_photo_id: number | null;
  /** Whether the profile may appear in search now (confirmed, active, not invisible). */
  searchable: boolean;
}

/** A photo as exported: its address on the site (`/media/photos/{id}.webp`), never the storage key. */
export interface PhotoExport {
  id: number;
  status: string;
  created_at: string;
  main: boolean;
  address: string;
  thumbnail_address: string;
  /** Why an admin rejected it, if they did. */
  reject_reason: string | null;
  /** The file's name in the export zip, when its bytes are stored (not for generated portraits). */
  file: string | null;
}

/** What `exportProfile` answers: the JSON part and the photo files for the zip. */
export interface MembersExport {
  data: { profile: ProfileExport | null; photos: PhotoExport[] };
  files: ExportFile[];
}

/**
 * The profile and photos of member `userId` (see `MembersExport`), oldest photo first, with the
 * full-size file of every uploaded photo for the zip (`photos/{id}.webp`; generated demo portraits
 * have no stored upload). Two reads on `db` or a caller's `tx`; throws what the database throws.
 */
export async function exportProfile(db: Db | Tx, userId: number): Promise<MembersExport> {
  const [p] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  const rows = await db.select().from(photos).where(eq(photos.userId, userId)).orderBy(asc(photos.id));
  const files: ExportFile[] = [];
  const photoList = rows.map((row): PhotoExport => {
    const file = row.generatedSeed ? null : `photos/${row.id}.webp`;
    if (file) files.push({ name: file, key: `${row.storageKey}.webp` });
    return {
      id: row.id,
      status: row.status,
      created_at: row.createdAt.toISOString(),
      main: p?.mainPhotoId === row.id,
      address: `/media/photos/${row.id}.webp`,
      thumbnail_address: `/media/photos/${row.id}.thumb.webp`,
      reject_reason: row.rejectReason,
      file,
    };
  });
  return {
    data: {
      profile: p
        ? {
            name: p.name,
            gender: p.gender,
            looking_for: p.lookingFor,
            date_of_birth: p.dateOfBirth,
            country: p.country,
            region: p.region,
            city: p.city,
            status: p.status,
            about: p.about,
            hair_colour: p.hairColour,
            eye_colour: p.eyeColour,
            body_type: p.bodyType,
            relationship_status: p.relationshipStatus,
            sexuality: p.sexuality,
            tattoos: p.tattoos,
            signup_reason: p.signupReason,
            appearance: p.appearance,
            seek_appearance: p.seekAppearance,
            min_age: p.minAge,
            max_age: p.maxAge,
            interests: p.interests,
            main_photo_id: p.mainPhotoId,
            searchable: p.searchable,
          }
        : null,
      photos: photoList,
    },
    files,
  };
}

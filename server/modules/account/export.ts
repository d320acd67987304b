/**
 * A member's data export (API.md `GET /api/account/export`; GDPR Art. 15 access and Art. 20
 * portability): everything we hold about the member, put together from the parts each owning
 * module exports (`<module>/export.ts`), as one JSON document and, for the zip, the member's photo
 * files and the chat images they sent. This module owns no tables and reads none. It holds what
 * staff wrote and did about the member too (notes, sanctions, moderation decisions, audited staff
 * actions: `held-about.ts`) and the logins kept (sessions, failed logins with their address).
 *
 * Never in it: password hashes, session ids and token hashes, SMS code hashes, push keys, another
 * member's e-mail address, messages of conversations the member is no part of, who the staff
 * members are (their role only) and who reported the member (each part says what it leaves out).
 */
import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import type { Archiver, ArchiverOptions } from 'archiver';
import type { Db } from '../../db/client.ts';
import { type AuthExport, exportAccount } from '../auth/export.ts';
import { exportChats } from '../chats/export.ts';
import { blurImagesOf } from '../chats/preferences.ts';
import { complaintsBy } from '../complaints/service.ts';
import { exportLedger } from '../credits/export.ts';
import { exportLikes } from '../likes/export.ts';
import type { PhotoStorage } from '../media/storage.ts';
import { type ExportFile, exportProfile } from '../members/export.ts';
import { exportPayments } from '../payments/export.ts';
import { collectHeldAbout, type HeldAboutExport } from './held-about.ts';

// archiver 7 is CommonJS: a function of the format (typed by @types/archiver 6, which describes it),
// loaded with the first export (docs/architecture.md "Start-up").
let loadedArchiver: ((format: 'zip', options?: ArchiverOptions) => Archiver) | undefined;
const archiver = (format: 'zip', options?: ArchiverOptions): Archiver => {
  loadedArchiver ??= createRequire(import.meta.url)('archiver') as typeof loadedArchiver;
  return (loadedArchiver as NonNullable<typeof loadedArchiver>)(format, options);
};

/** What a member chose (SPEC §3): copied from the account and the match finder for easy reading. */
export interface PreferencesExport {
  language: string | null;
  invisible: boolean | null;
  notifications_disabled: string[];
  /** Match finder: the ages looked for (years). */
  min_age: number | null;
  max_age: number | null;
  looking_for: string | null;
  /** Received images still screened or flagged are blurred until tapped (docs/safety.md "Explicit images"). */
  blur_images: boolean;
}

/** The export document (`data.json`); every time is ISO 8601 text, money in cents. */
export type MemberExport = {
  /** When the export was made. */
  exported_at: string;
  /** The site it was asked on (SPEC §1 domain settings `name`). */
  site: string;
  account: AuthExport['account'];
  preferences: PreferencesExport;
  profile: Awaited<ReturnType<typeof exportProfile>>['data']['profile'];
  photos: Awaited<ReturnType<typeof exportProfile>>['data']['photos'];
} & Awaited<ReturnType<typeof exportLikes>> &
  Awaited<ReturnType<typeof exportChats>>['data'] &
  Awaited<ReturnType<typeof exportPayments>> & {
    ledger: Awaited<ReturnType<typeof exportLedger>>;
    complaints: Awaited<ReturnType<typeof complaintsBy>>;
  } & Omit<AuthExport, 'account'> &
  HeldAboutExport;

/** A collected export: the document and the files for the zip (`name` in the zip, `key` in storage). */
export interface CollectedExport {
  data: MemberExport;
  files: ExportFile[];
}

/**
 * Collect the export of member `userId` as of `now`, asked on site `site`: each module's part,
 * read in one read-only repeatable-read transaction so that the parts agree with each other
 * (about twenty-five small queries). Throws what the database throws.
 */
export async function collectExport(
  db: Db,
  userId: number,
  now: Date,
  site: string,
): Promise<CollectedExport> {
  return db.transaction(
    async (tx) => {
      const { account, ...authRest } = await exportAccount(tx, userId);
      const members = await exportProfile(tx, userId);
      const likes = await exportLikes(tx, userId);
      const chats = await exportChats(tx, userId);
      const payments = await exportPayments(tx, userId);
      const ledger = await exportLedger(tx, userId);
      const complaints = await complaintsBy(tx, userId);
      const heldAbout = await collectHeldAbout(tx, userId);
      const profile = members.data.profile;
      return {
        data: {
          exported_at: now.toISOString(),
          site,
          account,
          preferences: {
            language: account?.language ?? null,
            invisible: account?.invisible ?? null,
            notifications_disabled: account?.notifications_disabled ?? [],
            min_age: profile?.min_age ?? null,
            max_age: profile?.max_age ?? null,
            looking_for: profile?.looking_for ?? null,
            blur_images: await blurImagesOf(tx, userId),
          },
          profile,
          photos: members.data.photos,
          ...likes,
          ...chats.data,
          ...payments,
          ledger,
          complaints,
          ...authRest,
          ...heldAbout,
        },
        files: [...members.files, ...chats.files],
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * The export as a zip stream (archiver): `data.json` (the document, indented), then each file of
 * `exported.files` read from `storage` one at a time (a file no longer stored is left out; WebP is
 * stored uncompressed, it is compressed already). A storage fault after the answer has started
 * destroys the stream with the `StorageError`, so the download fails rather than arriving
 * incomplete; `onError` hears about it (for the log).
 */
export function exportZip(
  storage: Pick<PhotoStorage, 'get'>,
  exported: CollectedExport,
  onError: (error: unknown) => void,
): Readable {
  const archive = archiver('zip', { zlib: { level: 6 } });
  // Wait for each entry to be written before reading the next file, so memory holds one photo;
  // stop when the stream closed early (the client went away).
  let written = 0;
  let closed = false;
  let wake: (() => void) | undefined;
  archive.on('entry', () => {
    written += 1;
    wake?.();
  });
  archive.on('close', () => {
    closed = true;
    wake?.();
  });
  const writtenUpTo = (count: number) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (closed || written >= count) resolve();
        else wake = check;
      };
      check();
    });
  archive.append(`${JSON.stringify(exported.data, null, 2)}\n`, { name: 'data.json' });
  void (async () => {
    let appended = 1;
    for (const file of exported.files) {
      await writtenUpTo(appended);
      if (closed) return;
      const bytes = await storage.get(file.key);
      if (closed) return;
      if (!bytes) continue;
      archive.append(bytes, { name: file.name, store: true });
      appended += 1;
    }
    if (!closed) await archive.finalize();
  })().catch((error: unknown) => {
    if (closed) return;
    onError(error);
    archive.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return archive;
}

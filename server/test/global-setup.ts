import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dumpPglite, openDatabase } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The migrated template of this run that `openTestDatabase` copies for every test file:
     * the path of a PGlite data folder tarball, or with DATABASE_URL the name of a PostgreSQL
     * template database on that server.
     */
    databaseTemplate: { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string };
  }
}

/**
 * Vitest global setup of the server project: migrate one database per run, instead of one per
 * test file. PGlite: an in-memory database is migrated and its data folder written to a temporary
 * tarball that each test file loads. PostgreSQL (DATABASE_URL): a template database is migrated
 * and each test file gets `create database … template …`; it is dropped at the end of the run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  const suffix = `${process.pid}_${randomBytes(4).toString('hex')}`;
  if (!url) {
    const database = await openDatabase({ dataDir: null });
    const dump = await dumpPglite(database);
    await database.close();
    const file = path.join(tmpdir(), `amora-test-template-${suffix}.tar`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('databaseTemplate', { kind: 'pglite', file });
    return async () => rmSync(file, { force: true });
  }
  const name = `test_template_${suffix}`;
  await adminQuery(url, `create database ${name}`);
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${name}`;
  // The pool is closed before any copy: PostgreSQL copies a template only while nobody is connected.
  const database = await openDatabase({ url: templateUrl.toString(), dataDir: null, poolSize: 1 });
  await database.close();
  project.provide('databaseTemplate', { kind: 'postgres', name });
  return async () => adminQuery(url, `drop database if exists ${name} with (force)`);
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * Database ids in requests and answers (CONVENTIONS: bad input is a clear 400, never a database
 * error): every id is a PostgreSQL `integer`, so a whole number from 1 to 2^31 - 1. Shared by the
 * server's route schemas and the request and answer shapes in `common/schemas`.
 */
import { z } from 'zod';

/** The largest id a PostgreSQL `integer` column holds (2^31 - 1). */
export const MAX_DB_ID = 2_147_483_647;

/** A database id in a JSON body or answer: a whole number from 1 to `MAX_DB_ID`. */
export const dbId = z.number().int().positive().max(MAX_DB_ID);

/** A database id in a path or query string: the text read as a number, with the rules of `dbId`. */
export const dbIdParam = z.coerce.number().int().positive().max(MAX_DB_ID);

/** The params of a route about one record (`/…/:id`). */
export const idParams = z.object({ id: dbIdParam });

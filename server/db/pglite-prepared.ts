/**
 * Named prepared statements for the embedded database (docs/architecture.md "The API's hot path").
 * PGlite's own `query` parses and plans every statement again and calls into its WebAssembly six
 * times per statement (parse, describe, bind, describe, execute, sync); on the chat list that was
 * a third of the statement's time, and the one connection is what every request waits for. Here a
 * statement text seen before is bound to a named statement prepared on its second use, and bind,
 * describe, execute and sync go in one call; PostgreSQL's plan cache then keeps a generic plan
 * where it costs no more than a custom one (after five runs), so planning is skipped too.
 */
import { type PGlite, parse, protocol } from '@electric-sql/pglite';

/** Most statements kept prepared at once; the least recently used is closed beyond it. */
export const PREPARED_CAPACITY = 256;

/** The protocol messages PGlite's serializer builds (`protocol.serialize`). */
const wire = protocol.serialize;

/** The messages of `parts` as one buffer: PGlite runs them in one call. */
function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Internals of PGlite's `query` this uses (public methods, named with an underscore by PGlite). */
interface PgliteInternals {
  _checkReady(): Promise<void>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  serializers: Record<number, (value: unknown) => string>;
  parsers: Parameters<typeof parse.parseResults>[1];
}

/** A statement kept prepared: its name and the type ids of its parameters. */
interface Prepared {
  name: string;
  paramTypes: number[];
}

/**
 * SQLSTATEs after which a kept statement is dropped and the statement run once more unprepared:
 * a schema change altered what it returns (`0A000` "cached plan must not change result type"), or
 * the statement is gone (`26000`).
 */
const STALE_STATEMENT = new Set(['0A000', '26000']);

/**
 * Replace `client.query` (statements outside transactions; a transaction's own `query` is left as
 * it is) with one that runs each statement text as a named prepared statement, prepared on its
 * second use (the first takes PGlite's path) and kept for up to `capacity` texts (least recently used closed first). Answers,
 * rows and errors are PGlite's own (`parseResults`, its `DatabaseError`), queued behind the same
 * locks as `query`. Statements with a `blob` option or explicit `paramTypes` take PGlite's path.
 */
export function prepareStatements(client: PGlite, capacity = PREPARED_CAPACITY): void {
  const inner = client as unknown as PgliteInternals;
  const original = client.query.bind(client);
  const kept = new Map<string, Prepared>();
  // Texts seen once: a text is prepared on its second run, so one-off statements (seeding, scripts,
  // bulk inserts of a varying number of rows) keep PGlite's path and cost no statement to close.
  const seen = new Set<string>();
  let serial = 0;

  const forget = async (text: string) => {
    const statement = kept.get(text);
    if (!statement) return;
    kept.delete(text);
    await client.execProtocol(concat([wire.close({ type: 'S', name: statement.name }), wire.sync()]), {
      syncToFs: false,
    });
  };

  const prepare = async (text: string): Promise<Prepared> => {
    const found = kept.get(text);
    if (found) {
      // Most recently used last (Map keeps insertion order).
      kept.delete(text);
      kept.set(text, found);
      return found;
    }
    const name = `amora_${++serial}`;
    const answer = await client.execProtocol(
      concat([wire.parse({ name, text }), wire.describe({ type: 'S', name }), wire.sync()]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(answer.messages) };
    kept.set(text, statement);
    const oldest = kept.keys().next().value;
    if (kept.size > capacity && oldest !== undefined) await forget(oldest);
    return statement;
  };

  const run = async (text: string, params: unknown[], options: Parameters<PGlite['query']>[2]) => {
    const statement = await prepare(text);
    const serializers = options?.serializers ?? {};
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[i] ?? 0;
      const serialize = serializers[type] ?? inner.serializers[type];
      return serialize ? serialize(value) : String(value);
    });
    const answer = await client.execProtocol(
      concat([
        wire.bind({ statement: statement.name, values: values as Array<string | null> }),
        wire.describe({ type: 'P' }),
        wire.execute({}),
        wire.sync(),
      ]),
      { syncToFs: false },
    );
    await client.syncToFs();
    return parse.parseResults(answer.messages, inner.parsers, options)[0];
  };

  client.query = (async (text: string, params: unknown[] = [], options?: Parameters<PGlite['query']>[2]) => {
    if (options?.blob || options?.paramTypes) return original(text, params, options);
    if (!kept.has(text) && !seen.has(text)) {
      seen.add(text);
      if (seen.size > capacity * 4) seen.clear();
      return original(text, params, options);
    }
    await inner._checkReady();
    return inner._runExclusiveTransaction(() =>
      inner._runExclusiveQuery(async () => {
        try {
          return await run(text, params, options);
        } catch (error) {
          const code = (error as { code?: string }).code;
          if (!code || !STALE_STATEMENT.has(code)) throw error;
          await forget(text);
          return run(text, params, options);
        }
      }),
    );
  }) as PGlite['query'];
}

/**
 * Packages loaded on first use rather than at start (docs/architecture.md "Start-up"): what the
 * first answer of a starting server does not need (image processing, mail transport, the Mollie
 * client, Redis, QR codes, phone numbers, password hashing, zip archives) is `require`d the first
 * time a function of it is called, once per process (Node caches the module), in a few
 * milliseconds. Only packages with a CommonJS entry; the bundled server keeps them external.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A getter of package `name` (`T`: its module type, e.g. `typeof import('sharp')`): the first
 * call loads it with `require`, later calls answer the same module. Throws what loading throws.
 */
export function lazyPackage<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => {
    loaded ??= require(name) as T;
    return loaded;
  };
}

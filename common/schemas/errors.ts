import { z } from 'zod';
import { ERROR_CODES } from '../errors.ts';

/**
 * The error answer of every route (API.md conventions): `error` is an `ErrorCode`, `message` the
 * translated text, `fields` field name to translated message for `validation`, `minutes` the wait
 * for `login_blocked`; further params (e.g. `price`) may be sent alongside.
 */
export const errorResponse = z
  .object({
    error: z.enum(ERROR_CODES),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    minutes: z.number().int().optional(),
  })
  .catchall(z.unknown())
  .describe('Error: `error` is the code (API.md "Errors"), `message` the text in the member\'s language.');
/** The parsed error answer. */
export type ErrorResponse = z.infer<typeof errorResponse>;

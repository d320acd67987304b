import { z } from 'zod';

/** `GET /api/admin/photos` answer: photos waiting for review, with the owner's id and name. */
export const reviewQueueAnswer = z.object({
  photos: z.array(
    z.object({
      id: z.number(),
      member_id: z.number(),
      name: z.string(),
      created_at: z.string(),
      thumb_filename: z.string(),
      filename: z.string(),
      /**
       * The explicit-image screening (docs/safety.md "Explicit images"): `pending` until the job
       * ran, then `clear` or `flagged` (flagged photos come first) with the five scores (0–1),
       * `explicit` (porn + hentai) and the threshold it was compared with. Null: not screened.
       */
      screening: z
        .object({
          status: z.enum(['pending', 'clear', 'flagged']),
          explicit: z.number().nullable(),
          threshold: z.number().nullable(),
          scores: z
            .object({
              porn: z.number(),
              sexy: z.number(),
              hentai: z.number(),
              neutral: z.number(),
              drawing: z.number(),
            })
            .nullable(),
        })
        .nullable(),
    }),
  ),
});

export type ReviewQueueAnswer = z.infer<typeof reviewQueueAnswer>;

/**
 * `GET /api/admin/refunds` answer: open refund requests. Amounts in cents: `amount` paid,
 * `refund_amount` what the unused credits are worth; `balance` and `credits_bought` in credits.
 */
export const refundQueueAnswer = z.object({
  refunds: z.array(
    z.object({
      order_id: z.number(),
      member_id: z.number(),
      email: z.string(),
      credits_bought: z.number(),
      balance: z.number(),
      amount: z.number().describe('cents paid'),
      refund_amount: z.number().describe('cents the unused credits are worth'),
      currency: z.string(),
      method: z.string(),
      paid_at: z.string().nullable(),
      requested_at: z.string(),
    }),
  ),
});

/** `POST /api/admin/refunds/:id` answer: the cents refunded at the provider. */
export const refundDoneAnswer = z.object({ refunded: z.number().describe('cents') });

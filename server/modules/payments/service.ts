import { and, asc, desc, eq, inArray, like, sql } from 'drizzle-orm';
import {
  type ApiOrder,
  type ApiPackage,
  type CreateOrderBody,
  methodsFor,
  PACKAGE_COUNTRIES,
  type PaymentMethod,
} from '../../../common/payments.ts';
import type { Db } from '../../db/client.ts';
import {
  creditLedger,
  creditPackages,
  discountRedemptions,
  mandates,
  orders,
  users,
} from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { book } from '../credits/ledger.ts';
import type { Bus } from '../realtime/bus.ts';
import { DIRECT_DEBIT_ADVANCE_CREDITS } from './directdebit.ts';
import { type Discount, type Discounts, discounted } from './discounts.ts';
import type { PaymentProvider, ProviderPayment } from './provider.ts';

type OrderRow = typeof orders.$inferSelect;
type MandateRow = typeof mandates.$inferSelect;

/** Order statuses in which nothing was paid and never will be: a held discount code goes back. */
const ENDED_UNPAID = ['failed', 'cancelled', 'expired'] as const;

/** The provider's payment status as an order status, for an order not paid yet. */
function unpaidStatus(payment: ProviderPayment): OrderRow['status'] {
  switch (payment.status) {
    case 'failed':
      return 'failed';
    case 'canceled':
      return 'cancelled';
    case 'expired':
      return 'expired';
    case 'pending':
    case 'authorized':
      return 'pending';
    default:
      return 'open';
  }
}

/** What the unused credits of a paid order are worth, in cents (0 when all are spent). */
function refundableCents(order: OrderRow, balance: number): number {
  if (order.credits === 0) return 0;
  const unused = Math.max(0, Math.min(balance, order.credits));
  return Math.round((order.amountCents * unused) / order.credits);
}

/** The package country of a member: their own when it has packages, else the first (NL). */
function packageCountry(country: string): string {
  return (PACKAGE_COUNTRIES as readonly string[]).includes(country) ? country : PACKAGE_COUNTRIES[0];
}

/** Orders and payments (issue: buying credits; SPEC §1, §3, §5, §6). */
export type PaymentsService = ReturnType<typeof createPaymentsService>;

/**
 * Build the payments service. `publicUrl` makes the return and webhook addresses the provider
 * is given (`/credits/{package}?order={id}`, `/api/payments/webhook`).
 */
export function createPaymentsService(deps: {
  db: Db;
  clock: Clock;
  bus: Pick<Bus, 'publish'>;
  provider: PaymentProvider;
  discounts: Discounts;
  publicUrl: string;
}) {
  const { db, clock, bus, provider, discounts, publicUrl } = deps;

  const member = (userId: number) => discounts.memberOf(userId);

  async function ownOrder(userId: number, orderId: number): Promise<OrderRow> {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    if (!row) throw new AppError('not_found');
    return row;
  }

  function present(row: OrderRow, refundDays: number, credits: number): ApiOrder {
    const now = clock.now().getTime();
    const refundable =
      row.status === 'paid' &&
      row.paidAt !== null &&
      row.refundRequestedAt === null &&
      credits > 0 &&
      now - row.paidAt.getTime() <= refundDays * 86_400_000;
    return {
      id: row.id,
      status: row.status,
      amount: row.amountCents,
      list_amount: row.listAmountCents,
      currency: row.currency,
      credits: row.credits,
      method: row.method,
      discount_code: row.discountCode,
      payment_id: row.providerPaymentId,
      created_at: row.createdAt.toISOString(),
      paid_at: row.paidAt?.toISOString() ?? null,
      refundable,
      refund_requested: row.refundRequestedAt !== null,
      refunded_amount: row.refundProcessedAt ? (row.refundedCents ?? 0) : null,
    };
  }

  /**
   * Bring the order of `payment` in line with it, in one transaction with the order row locked:
   * paid credits the order's credits once (ledger reference `payment:<provider>:<id>`) and makes
   * the member premium; refunds and chargebacks take the credits back in proportion (the balance
   * may go below zero); an unpaid end releases a held discount code. Answers the order and
   * whether the balance changed.
   */
  async function apply(payment: ProviderPayment) {
    const now = clock.now();
    const result = await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.provider, provider.name), eq(orders.providerPaymentId, payment.id)))
        .for('update');
      if (!order) return null;
      let balance: number | null = null;
      let status = order.status;
      let paidAt = order.paidAt;
      if (payment.status === 'paid' && paidAt === null) {
        // A direct debit's advance was booked already; the rest comes now (or the whole order).
        const rest = order.credits - order.advanceCredits;
        if (rest > 0) {
          balance = await book(tx, {
            userId: order.userId,
            delta: rest,
            reason: 'purchase',
            reference: `payment:${provider.name}:${payment.id}`,
            at: now,
          });
        }
        await tx.update(users).set({ paidUser: true }).where(eq(users.id, order.userId));
        status = 'paid';
        paidAt = now;
      } else if (paidAt === null) {
        status = unpaidStatus(payment);
        if ((ENDED_UNPAID as readonly string[]).includes(status)) {
          await tx.delete(discountRedemptions).where(eq(discountRedemptions.orderId, order.id));
          // A direct debit the bank did not collect: the advance goes back (into debt if spent).
          if (order.advanceCredits > 0 && order.status !== status) {
            balance = await book(tx, {
              userId: order.userId,
              delta: -order.advanceCredits,
              reason: 'chargeback',
              reference: `advance-reversed:${order.id}`,
              at: now,
              allowDebt: true,
            });
          }
        }
      }
      if (paidAt !== null) {
        // Reversals: the credits of the reversed share of the amount go back, once per level.
        const reversedCents = Math.min(
          order.amountCents,
          payment.amountRefundedCents + payment.amountChargedBackCents,
        );
        if (reversedCents > 0) {
          const target =
            order.amountCents === 0
              ? order.credits
              : Math.round((order.credits * reversedCents) / order.amountCents);
          const prefix = `reversal:${provider.name}:${payment.id}:`;
          const [done] = await tx
            .select({ sum: sql<number>`coalesce(-sum(${creditLedger.delta}), 0)::int` })
            .from(creditLedger)
            .where(like(creditLedger.reference, `${prefix}%`));
          const missing = target - (done?.sum ?? 0);
          if (missing > 0) {
            balance = await book(tx, {
              userId: order.userId,
              delta: -missing,
              reason: payment.amountChargedBackCents > 0 ? 'chargeback' : 'refund',
              reference: `${prefix}${target}`,
              at: now,
              allowDebt: true,
            });
          }
          if (payment.amountChargedBackCents > 0) status = 'charged_back';
          else if (reversedCents >= order.amountCents) status = 'refunded';
        }
      }
      const [updated] = await tx
        .update(orders)
        .set({ status, paidAt, updatedAt: now })
        .where(eq(orders.id, order.id))
        .returning();
      return updated ? { order: updated, balance } : null;
    });
    if (result?.balance !== null && result?.balance !== undefined) {
      await bus.publish({
        userIds: [result.order.userId],
        event: { type: 'credits_changed', data: { credits: result.balance } },
      });
    }
    return result;
  }

  return {
    /**
     * An active package offered in `country` (NL's for countries without their own). Throws
     * not_found for another country's package or one no longer offered.
     */
    async packageFor(country: string, id: number) {
      const [row] = await db
        .select()
        .from(creditPackages)
        .where(
          and(
            eq(creditPackages.id, id),
            eq(creditPackages.country, packageCountry(country)),
            eq(creditPackages.active, true),
          ),
        );
      if (!row) throw new AppError('not_found');
      return row;
    },

    /**
     * API.md `GET /api/credits/packages`: the packages of the member's country (NL's for
     * countries without their own, and for visitors), cheapest first, each with the price after the active
     * discount, and the payment methods of the member's country.
     */
    async packages(userId: number | null) {
      // Visitors (/pricing) see the packages of the first country, without a discount.
      const m = userId === null ? null : await member(userId);
      const country = m?.country ?? PACKAGE_COUNTRIES[0];
      const rows = await db
        .select()
        .from(creditPackages)
        .where(and(eq(creditPackages.country, packageCountry(country)), eq(creditPackages.active, true)))
        .orderBy(asc(creditPackages.sortOrder), asc(creditPackages.amountCents));
      const active = m ? await discounts.active(m, clock.now()) : null;
      const packages: ApiPackage[] = [];
      for (const p of rows) {
        // Codes with an order rule (minimum value, currency) are checked per package.
        const applies =
          m &&
          active &&
          (await discounts
            .check(active.discount.code, m, clock.now(), {
              amountCents: p.amountCents,
              currency: p.currency,
            })
            .then(() => true)
            .catch(() => false));
        packages.push({
          id: p.id,
          credits: p.credits,
          amount: p.amountCents,
          currency: p.currency,
          discounted_amount: applies ? discounted(p.amountCents, active.discount.basisPoints) : p.amountCents,
          per_credit: +(p.amountCents / p.credits).toFixed(2),
        });
      }
      return { packages, methods: [...methodsFor(country)], discount: active?.object ?? null };
    },

    /**
     * API.md `POST /api/orders`: an order for a package of the member's country, paid with one of
     * the country's methods, and a payment at the provider. The discount is decided here: the code
     * the member entered, else the active discount (time bonus, else welcome code). A once-per-user
     * code is held by one order at a time; an open order holding it is cancelled at the provider
     * first. Throws not_found (package), validation (method, code rules), code_not_found,
     * code_used, not_confirmed and payment_unavailable (provider down; the order is then failed).
     */
    async create(userId: number, body: CreateOrderBody, mandate?: MandateRow) {
      const m = await member(userId);
      if (m.status !== 'confirmed') throw new AppError('not_confirmed');
      const pkg = await this.packageFor(m.country, body.package_id);
      const method = body.method as PaymentMethod;
      if (!methodsFor(m.country).includes(method))
        throw fieldError({ method: 'validation.method_unavailable' });
      if (method === 'directdebit' && !mandate) throw fieldError({ method: 'validation.directdebit_form' });
      const now = clock.now();
      const context = { amountCents: pkg.amountCents, currency: pkg.currency, method };
      let discount: Discount | null = null;
      if (body.discount_code) {
        discount = (await discounts.check(body.discount_code, m, now, context)).discount;
      } else {
        discount = (await discounts.active(m, now, context))?.discount ?? null;
      }
      if (discount?.oncePerUser) await this.releaseHold(userId, discount.code);
      const order = await db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const basisPoints = discount?.basisPoints ?? 0;
        const [created] = await tx
          .insert(orders)
          .values({
            userId,
            packageId: pkg.id,
            credits: pkg.credits,
            listAmountCents: pkg.amountCents,
            amountCents: discounted(pkg.amountCents, basisPoints),
            currency: pkg.currency,
            country: m.country,
            method,
            provider: provider.name,
            discountCode: discount?.code ?? null,
            discountBasisPoints: basisPoints,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!created) throw new Error('order not created');
        if (discount?.oncePerUser) {
          const held = await tx
            .insert(discountRedemptions)
            .values({ code: discount.code, userId, orderId: created.id, createdAt: now })
            .onConflictDoNothing()
            .returning();
          if (held.length === 0) {
            // Another order holds the code: an entered code is refused, an automatic one dropped.
            if (body.discount_code) throw new AppError('code_used');
            const [plain] = await tx
              .update(orders)
              .set({ amountCents: pkg.amountCents, discountCode: null, discountBasisPoints: 0 })
              .where(eq(orders.id, created.id))
              .returning();
            return plain ?? created;
          }
        }
        return created;
      });
      let advanceBalance: number | null = null;
      try {
        const payment = await provider.createPayment({
          amountCents: order.amountCents,
          currency: order.currency,
          method,
          description: `${order.credits} credits (order ${order.id})`,
          redirectUrl: `${publicUrl}/credits/${pkg.id}?order=${order.id}`,
          webhookUrl: `${publicUrl}/api/payments/webhook`,
          metadata: { order_id: String(order.id) },
          ...(mandate
            ? {
                directDebit: {
                  consumerName: mandate.accountHolder,
                  iban: mandate.iban,
                  mandateReference: mandate.reference,
                  signatureDate: (mandate.signedAt ?? clock.now()).toISOString().slice(0, 10),
                },
              }
            : {}),
        });
        const withPayment = await db.transaction(async (tx) => {
          const [row] = await tx
            .update(orders)
            .set({ providerPaymentId: payment.id, checkoutUrl: payment.checkoutUrl, updatedAt: clock.now() })
            .where(eq(orders.id, order.id))
            .returning();
          if (!mandate || !row) return row;
          // Direct debit: part of the credits is usable at once; the rest follows the collection.
          const advance = Math.min(row.credits, DIRECT_DEBIT_ADVANCE_CREDITS);
          await tx.update(mandates).set({ orderId: row.id }).where(eq(mandates.id, mandate.id));
          const balance = await book(tx, {
            userId,
            delta: advance,
            reason: 'purchase',
            reference: `advance:${row.id}`,
            at: clock.now(),
          });
          const [advanced] = await tx
            .update(orders)
            .set({ advanceCredits: advance, status: 'pending' })
            .where(eq(orders.id, row.id))
            .returning();
          advanceBalance = balance;
          return advanced;
        });
        if (advanceBalance !== null) {
          await bus.publish({
            userIds: [userId],
            event: { type: 'credits_changed', data: { credits: advanceBalance } },
          });
        }
        return { order: withPayment ?? order, checkoutUrl: payment.checkoutUrl };
      } catch (error) {
        await db.transaction(async (tx) => {
          await tx
            .update(orders)
            .set({ status: 'failed', updatedAt: clock.now() })
            .where(eq(orders.id, order.id));
          await tx.delete(discountRedemptions).where(eq(discountRedemptions.orderId, order.id));
        });
        throw new AppError('payment_unavailable', {}, {}, error);
      }
    },

    /**
     * A once-per-user code held by an order still open: ask the provider for that payment (it
     * may have ended) and cancel it when it is still open, so a new order may take the code.
     */
    async releaseHold(userId: number, code: string): Promise<void> {
      const [held] = await db
        .select({ order: orders })
        .from(discountRedemptions)
        .innerJoin(orders, eq(orders.id, discountRedemptions.orderId))
        .where(and(eq(discountRedemptions.code, code), eq(discountRedemptions.userId, userId)));
      if (!held || !['open', 'pending'].includes(held.order.status)) return;
      const paymentId = held.order.providerPaymentId;
      if (!paymentId) return;
      if (held.order.status === 'open') await provider.cancelPayment(paymentId);
      const payment = await provider.getPayment(paymentId);
      if (payment) await apply(payment);
    },

    /**
     * API.md `POST /api/payments/webhook`: the body names a payment id only; its state is asked of
     * the provider (the body is never trusted). An id the provider does not know, or that belongs
     * to no order, changes nothing. Safe to call any number of times, in any order, at once.
     */
    async webhook(paymentId: string): Promise<void> {
      const payment = await provider.getPayment(paymentId);
      if (!payment) return;
      await apply(payment);
    },

    /**
     * API.md `GET /api/orders/:id`: the member's order. An order not settled yet is first checked
     * with the provider, so the member's return settles it even before the webhook arrives.
     */
    async get(userId: number, orderId: number, refundDays: number): Promise<ApiOrder> {
      let order = await ownOrder(userId, orderId);
      if ((order.status === 'open' || order.status === 'pending') && order.providerPaymentId) {
        const payment = await provider.getPayment(order.providerPaymentId);
        if (payment) order = (await apply(payment))?.order ?? order;
      }
      const m = await member(userId);
      return present(order, refundDays, m.credits);
    },

    /** API.md `POST /api/orders/repeat`: the last paid order's package and method again. */
    async repeat(userId: number) {
      const [last] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.status, 'paid')))
        .orderBy(desc(orders.paidAt))
        .limit(1);
      if (!last) throw new AppError('not_found');
      return this.create(userId, { package_id: last.packageId, method: last.method as PaymentMethod });
    },

    /** The last paid order, for /credits/repeat-order, or null. */
    async lastPaid(userId: number, refundDays: number): Promise<ApiOrder | null> {
      const [last] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), inArray(orders.status, ['paid'])))
        .orderBy(desc(orders.paidAt))
        .limit(1);
      if (!last) return null;
      return present(last, refundDays, (await member(userId)).credits);
    },

    /** API.md `GET /api/transactions`: every order of the member, newest first (SPEC /transactions). */
    async transactions(userId: number, refundDays: number): Promise<ApiOrder[]> {
      const m = await member(userId);
      const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.id));
      return rows.map((r) => present(r, refundDays, m.credits));
    },

    /**
     * Support's queue of refund requests (/admin/refunds): requested, not handled yet, oldest
     * first, each with the member, their balance and the amount the unused credits are worth
     * (cents: the order's amount times unused ÷ bought credits; unused = the balance, at most
     * what the order bought).
     */
    async refundQueue() {
      const rows = await db
        .select({ order: orders, email: users.email, credits: users.credits })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(and(sql`${orders.refundRequestedAt} is not null`, sql`${orders.refundProcessedAt} is null`))
        .orderBy(asc(orders.refundRequestedAt));
      return rows.map(({ order, email, credits }) => ({
        order,
        email,
        credits,
        refundCents: refundableCents(order, credits),
      }));
    },

    /**
     * Handle a refund request: refund the unused credits' share of the order at the provider;
     * its webhook then takes those credits back (SPEC §1 refund_days). Handled once: a second
     * call, or one for an order without a request, throws not_found. When the provider refuses,
     * the request stays open and payment_unavailable is thrown. Answers the refunded cents.
     */
    async processRefund(orderId: number): Promise<number> {
      const claimed = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ order: orders, credits: users.credits })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .where(
            and(
              eq(orders.id, orderId),
              sql`${orders.refundRequestedAt} is not null`,
              sql`${orders.refundProcessedAt} is null`,
            ),
          )
          .for('update', { of: orders });
        if (!row) throw new AppError('not_found');
        const cents = refundableCents(row.order, row.credits);
        await tx
          .update(orders)
          .set({ refundProcessedAt: clock.now(), refundedCents: cents, updatedAt: clock.now() })
          .where(eq(orders.id, orderId));
        return { order: row.order, cents };
      });
      const { order, cents } = claimed;
      if (cents === 0 || !order.providerPaymentId) return 0;
      try {
        await provider.refundPayment(order.providerPaymentId, cents, order.currency);
      } catch (error) {
        await db
          .update(orders)
          .set({ refundProcessedAt: null, refundedCents: null })
          .where(eq(orders.id, orderId));
        throw new AppError('payment_unavailable', {}, {}, error);
      }
      return cents;
    },

    /**
     * SPEC §1 payment terms: ask for the refund of unused credits of a paid order within
     * `refund_days` days of payment. Recorded for support, who refund through the provider (the
     * webhook then takes the credits back). Throws not_found and refund_not_possible.
     */
    async requestRefund(userId: number, orderId: number, refundDays: number): Promise<ApiOrder> {
      const order = await ownOrder(userId, orderId);
      const m = await member(userId);
      if (!present(order, refundDays, m.credits).refundable)
        throw new AppError('refund_not_possible', { days: refundDays });
      const [updated] = await db
        .update(orders)
        .set({ refundRequestedAt: clock.now(), updatedAt: clock.now() })
        .where(eq(orders.id, orderId))
        .returning();
      return present(updated ?? order, refundDays, m.credits);
    },
  };
}

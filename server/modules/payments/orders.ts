import { DIRECT_DEBIT_ADVANCE_CREDITS } from '@common/constants';
import type { ApiOrder, CreateOrderBody, PaymentMethod, RepeatOrderBody } from '@common/payments';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { discountRedemptions, mandates, orders } from '../../db/schema/payments.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import type { Metrics } from '../../lib/metrics.ts';
import { lockAccount } from '../auth/accounts.ts';
import { balance, book, creditsChanged } from '../credits/ledger.ts';
import type { Bus } from '../realtime/bus.ts';
import { type Buyers, paying } from './buyers.ts';
import { type Discount, discounted } from './discount-rules.ts';
import type { Discounts } from './discounts.ts';
import type { PackageRow, Packages } from './packages.ts';
import { type OrderRow, presentOrder } from './present.ts';
import type { PaymentProvider } from './provider.ts';
import type { Reconcile } from './reconcile.ts';
import type { Spending } from './spending.ts';

type MandateRow = typeof mandates.$inferSelect;

/**
 * Orders of credits (issue: buying credits; SPEC §1, §3, §5, §6; API.md orders, transactions):
 * placing an order with its payment at the provider, and the member's orders. `publicUrl` makes
 * the return and webhook addresses the provider is given (`/credits/{package}?order={id}`,
 * `/api/payments/webhook`).
 */
export function createOrders(deps: {
  db: Db;
  clock: Pick<Clock, 'now'>;
  bus: Pick<Bus, 'publish'>;
  provider: Pick<PaymentProvider, 'name' | 'createPayment' | 'cancelPayment' | 'getPayment'>;
  buyers: Pick<Buyers, 'of'>;
  packages: Pick<Packages, 'packageFor'>;
  discounts: Pick<Discounts, 'choose'>;
  reconcile: Pick<Reconcile, 'apply' | 'refresh'>;
  /** The methods offered per country (the settings service: stored, else the shipped default). */
  methods: { methodsFor(country: string): Promise<readonly PaymentMethod[]> };
  publicUrl: string;
  /** The member's own monthly spending limit, checked in the order's transaction. */
  spending: Pick<Spending, 'assertRoom'>;
  /** Counts orders by the status they get here (`open`, `pending`, `failed`). */
  metrics?: Pick<Metrics, 'payment'> | undefined;
}) {
  const { db, clock, bus, provider, buyers, packages, discounts, reconcile, publicUrl } = deps;

  /** Member `userId`'s order `orderId`. Throws not_found for another member's or an unknown order. */
  async function own(userId: number, orderId: number): Promise<OrderRow> {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    if (!row) throw new AppError('not_found');
    return row;
  }

  /** The member's last paid order, or null. */
  async function lastPaidRow(userId: number): Promise<OrderRow | null> {
    const [last] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.status, 'paid')))
      .orderBy(desc(orders.paidAt))
      .limit(1);
    return last ?? null;
  }

  /**
   * A once-per-user code held by an order still open: ask the provider for that payment (it
   * may have ended) and cancel it when it is still open, so a new order may take the code.
   */
  async function releaseHold(userId: number, code: string): Promise<void> {
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
    if (payment) await reconcile.apply(payment);
  }

  /**
   * The order row with the member's row locked (orders of one member one at a time). A
   * once-per-user code is held by one order: when another order holds it, an entered code is
   * refused (code_used) and an automatic one dropped (full price).
   */
  async function insert(
    tx: Tx,
    order: { userId: number; pkg: PackageRow; country: string; method: PaymentMethod },
    discount: Discount | null,
    entered: boolean,
  ): Promise<OrderRow> {
    const { userId, pkg } = order;
    const now = clock.now();
    await lockAccount(tx, userId, 'update');
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
        country: order.country,
        method: order.method,
        provider: provider.name,
        discountCode: discount?.code ?? null,
        discountBasisPoints: basisPoints,
        // Every route that creates an order refuses it without the buyer's consent (schema).
        withdrawalConsentAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!created) throw new Error('order not created');
    if (!discount?.oncePerUser) return created;
    const held = await tx
      .insert(discountRedemptions)
      .values({ code: discount.code, userId, orderId: created.id, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (held.length > 0) return created;
    if (entered) throw new AppError('code_used');
    const [plain] = await tx
      .update(orders)
      .set({ amountCents: pkg.amountCents, discountCode: null, discountBasisPoints: 0 })
      .where(eq(orders.id, created.id))
      .returning();
    return plain ?? created;
  }

  /**
   * Record the provider's payment on the order. Direct debit: the signed mandate is the order's,
   * and up to `DIRECT_DEBIT_ADVANCE_CREDITS` (100) credits are usable at once (ledger reference
   * `advance:<order>`); the rest follows the collection. Answers the order and the new balance
   * (null when nothing was booked).
   */
  async function attachPayment(
    order: OrderRow,
    payment: { id: string; checkoutUrl: string },
    mandate?: MandateRow,
  ) {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(orders)
        .set({ providerPaymentId: payment.id, checkoutUrl: payment.checkoutUrl, updatedAt: clock.now() })
        .where(eq(orders.id, order.id))
        .returning();
      if (!mandate || !row) return { order: row ?? order, balance: null };
      const advance = Math.min(row.credits, DIRECT_DEBIT_ADVANCE_CREDITS);
      await tx.update(mandates).set({ orderId: row.id }).where(eq(mandates.id, mandate.id));
      const credits = await book(tx, {
        userId: order.userId,
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
      return { order: advanced ?? row, balance: credits };
    });
  }

  /**
   * API.md `POST /api/orders`: an order for a package of the member's country, paid with one of
   * the country's methods, and a payment at the provider (`mandate`: a signed direct-debit
   * mandate, for method directdebit). The discount is decided here (see `chooseDiscount`) for a
   * payment from `requestCountry` (the request's, `payment-country.ts`), or from the mandate's
   * IBAN's country for a direct debit; an open
   * order holding a once-per-user code is cancelled at the provider first. Throws not_found
   * (package), validation (method, code rules), code_not_found, code_used, not_confirmed,
   * spending_limit (over the member's own monthly limit, see `spending.ts`; no payment is made) and
   * payment_unavailable (provider down; the order is then failed and its code given back).
   */
  async function create(userId: number, body: CreateOrderBody, requestCountry: string, mandate?: MandateRow) {
    const buyer = await buyers.of(userId);
    if (buyer.status !== 'confirmed') throw new AppError('not_confirmed');
    const pkg = await packages.packageFor(buyer.country, body.package_id);
    const method = body.method as PaymentMethod;
    if (!(await deps.methods.methodsFor(buyer.country)).includes(method))
      throw fieldError({ method: 'validation.method_unavailable' });
    if (method === 'directdebit' && !mandate) throw fieldError({ method: 'validation.directdebit_form' });
    const context = { amountCents: pkg.amountCents, currency: pkg.currency, method };
    // SPEC §3 paymentCountry: a direct debit is paid from its account's country.
    const mandateCountry = mandate ? mandate.iban.slice(0, 2).toUpperCase() : null;
    const discount =
      (
        await discounts.choose(
          body.discount_code,
          paying(buyer, mandateCountry ?? requestCountry),
          clock.now(),
          context,
        )
      )?.discount ?? null;
    if (discount?.oncePerUser) await releaseHold(userId, discount.code);
    const order = await db.transaction(async (tx) => {
      const created = await insert(
        tx,
        { userId, pkg, country: buyer.country, method },
        discount,
        Boolean(body.discount_code),
      );
      // The member's row is locked by `insert`, so parallel orders are checked one after the
      // other, each counting the others; a refusal rolls the order back before any payment exists.
      await deps.spending.assertRoom(userId, created.amountCents, tx, created.amountCents);
      return created;
    });
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
      const attached = await attachPayment(order, payment, mandate);
      deps.metrics?.payment(attached.order.status);
      if (attached.balance !== null) await bus.publish(creditsChanged(userId, attached.balance));
      return { order: attached.order, checkoutUrl: payment.checkoutUrl };
    } catch (error) {
      await db.transaction(async (tx) => {
        await tx
          .update(orders)
          .set({ status: 'failed', updatedAt: clock.now() })
          .where(eq(orders.id, order.id));
        await tx.delete(discountRedemptions).where(eq(discountRedemptions.orderId, order.id));
      });
      deps.metrics?.payment('failed');
      throw new AppError('payment_unavailable', {}, {}, error);
    }
  }

  /** What presenting member `userId`'s orders needs: now, their balance (credits), the site's `refundDays`. */
  async function viewer(userId: number, refundDays: number) {
    return { now: clock.now(), balance: await balance(db, userId), refundDays };
  }

  /** Order `row` as its member `userId` sees it (see `presentOrder`), with the site's `refundDays` (SPEC §1). */
  async function present(userId: number, row: OrderRow, refundDays: number): Promise<ApiOrder> {
    return presentOrder(row, await viewer(userId, refundDays));
  }

  return {
    own,
    create,
    releaseHold,

    /**
     * API.md `GET /api/orders/:id`: the member's order. An order not settled yet is first checked
     * with the provider, so the member's return settles it even before the webhook arrives.
     * Throws not_found.
     */
    async get(userId: number, orderId: number, refundDays: number): Promise<ApiOrder> {
      const order = await reconcile.refresh(await own(userId, orderId));
      return present(userId, order, refundDays);
    },

    /**
     * API.md `POST /api/orders/repeat`: the last paid order's package and method again (see
     * `create`, paid from `requestCountry`), with the member's consent to immediate delivery
     * (`repeatOrderBody`).
     */
    async repeat(userId: number, body: RepeatOrderBody, requestCountry: string) {
      const last = await lastPaidRow(userId);
      if (!last) throw new AppError('not_found');
      return create(
        userId,
        { ...body, package_id: last.packageId, method: last.method as PaymentMethod },
        requestCountry,
      );
    },

    /** The member's last paid order, for /credits/repeat-order, or null. */
    async lastPaid(userId: number, refundDays: number): Promise<ApiOrder | null> {
      const last = await lastPaidRow(userId);
      if (!last) return null;
      return present(userId, last, refundDays);
    },

    /** API.md `GET /api/transactions`: every order of the member, newest first (SPEC /transactions). */
    async transactions(userId: number, refundDays: number): Promise<ApiOrder[]> {
      const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.id));
      const shownTo = await viewer(userId, refundDays);
      return rows.map((row) => presentOrder(row, shownTo));
    },

    present,
  };
}

/** The orders use case as wired in server/app.ts (`app.deps.payments.orders`). */
export type Orders = ReturnType<typeof createOrders>;

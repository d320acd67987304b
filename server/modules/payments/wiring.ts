import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Metrics } from '../../lib/metrics.ts';
import type { Mailer } from '../mail/service.ts';
import type { Bus } from '../realtime/bus.ts';
import type { SettingsService } from '../settings/service.ts';
import type { SmsSender } from '../sms/sms.ts';
import { createBuyers } from './buyers.ts';
import { createDirectDebit } from './directdebit.ts';
import { createDiscounts } from './discounts.ts';
import { createMollieProvider } from './mollie.ts';
import { createOrders } from './orders.ts';
import { createPackages } from './packages.ts';
import { createReconcile } from './reconcile.ts';
import { createRefunds } from './refunds.ts';
import { createSandboxProvider } from './sandbox.ts';
import { createSpending } from './spending.ts';

/**
 * Wire the payments use cases for `buildApp`: the provider (Mollie with MOLLIE_API_KEY, else the
 * sandbox, which calls our webhook through `app`'s HTTP layer as the provider would), direct
 * debit on the app's SMS sender (wired in server/app.ts), discounts, packages, orders,
 * reconciliation and refunds. Throws nothing of its own.
 */
export function wirePayments(deps: {
  app: FastifyInstance;
  db: Db;
  clock: Clock;
  bus: Bus;
  config: Config;
  siteName: string;
  mollieCa: string | Buffer | undefined;
  /** Sends the payment receipts (reconcile). */
  mailer: Pick<Mailer, 'send'>;
  /** The payment methods per country (stored in the settings, issue "Back office" §5). */
  methods: Pick<SettingsService, 'methodsFor'>;
  /** Sends direct debit's confirmation codes (Twilio with TWILIO_*, else the local outbox). */
  sms: SmsSender;
  /** Counts order status changes. */
  metrics?: Metrics;
}) {
  const { app, db, clock, bus, config, siteName } = deps;
  const discounts = createDiscounts({ db });
  // The sandbox calls our webhook through the HTTP layer, as the provider would.
  const sandbox = createSandboxProvider({
    db,
    clock,
    checkoutBase: `${config.publicUrl}/sandbox/checkout`,
    callWebhook: async (webhookUrl, paymentId) => {
      const answer = await app.inject({
        method: 'POST',
        url: new URL(webhookUrl).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ id: paymentId }).toString(),
      });
      if (answer.statusCode !== 200)
        app.log.error({ paymentId, status: answer.statusCode }, 'sandbox webhook failed');
    },
  });
  const paymentProvider = config.mollieApiKey
    ? createMollieProvider({
        apiKey: config.mollieApiKey,
        apiEndpoint: config.mollieApiEndpoint,
        ca: deps.mollieCa,
      })
    : sandbox;
  const directDebit = createDirectDebit({ db, clock, sms: deps.sms, siteName });
  const buyers = createBuyers({ db });
  const packages = createPackages({ db, clock, buyers, discounts, methods: deps.methods });
  const reconcile = createReconcile({
    db,
    clock,
    bus,
    provider: paymentProvider,
    mailer: deps.mailer,
    publicUrl: config.publicUrl,
    log: app.log,
    metrics: deps.metrics,
  });
  const spending = createSpending({ db, clock });
  const orders = createOrders({
    db,
    clock,
    bus,
    provider: paymentProvider,
    buyers,
    packages,
    discounts,
    reconcile,
    methods: deps.methods,
    publicUrl: config.publicUrl,
    spending,
    metrics: deps.metrics,
  });
  const refunds = createRefunds({ db, clock, provider: paymentProvider, orders });
  const payments = { buyers, packages, orders, reconcile, refunds, spending };
  return { discounts, sandbox, paymentProvider, directDebit, payments };
}

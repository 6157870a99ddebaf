import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { createApp } from './app';
import { loadConfig, type Config } from './core/config';
import { sessionSecret } from './core/db/bootstrap';
import { storeOfficeTimeZone } from './core/clock';
import { openDatabase } from './database';
import { describeError, isDatabaseUnavailable, StartupError } from './core/errors';
import { createLogger, type Logger } from './core/logger';
import { shutdownWithin } from './core/shutdown';
import { closeWhenAnswered, drainable } from './core/http/drain';
import { webBuild, webCompression } from './core/web-build';
import { workerHttp } from './core/http/worker-http';
import { metricsOff } from './core/metrics/metrics';
import { NotificationJobs } from './modules/notifications/jobs';
import { startRetrying } from './core/queue-worker';
import { busyMeter } from './core/busy';
import { FakeCloudApi } from './modules/whatsapp/fake/fake-cloud-api';
import { FakeStripe } from './modules/payments/fake/fake-stripe';
import { PaymentJobs } from './modules/payments/payments.jobs';
import { MembershipJobs } from './modules/memberships/memberships.jobs';
import { WebhookJobs } from './modules/webhooks/webhooks.jobs';
import { currencyProblem } from '../../rules/money';
import { whatsappAppSecret } from './modules/whatsapp/whatsapp.keys';
import { describeOwner, firstFreePort, isPortFree, portOwner } from './core/ports';

/**
 * The event loop's utilisation over a worker's polling interval (2 s) from which a process serving requests counts as
 * busy and its background sends give way: the jobs alone keep it at a few percent on the large volume, a server
 * saturated by list reads near 1; booking requests, which wait mostly on PostgreSQL, kept it at ~0.25 at 260 a second
 * (issue 42 item 2: 0.3 let the sends run at full pace beside them).
 */
const BUSY_UTILIZATION = 0.15;

/**
 * A busy HTTP port: in development without PORT set, the next free one (said in the log);
 * otherwise a clear refusal naming the port, who holds it and the fix.
 */
async function chooseHttpPort(config: Config, logger: Logger): Promise<Config> {
  // No host: the same "every interface" the server will listen on.
  if (await isPortFree(config.port, '')) return config;
  const who = describeOwner(portOwner(config.port));
  const free = await firstFreePort(config.port + 1, 20, '');
  if (config.env === 'development' && !config.portFromEnv && free !== undefined) {
    logger.warn(`Port ${config.port} is in use by ${who}; serving on port ${free} instead. Set PORT to choose the port yourself.`);
    const defaultUrl = config.publicUrl === `http://localhost:${config.port}`;
    return { ...config, port: free, publicUrl: defaultUrl ? `http://localhost:${free}` : config.publicUrl };
  }
  throw new StartupError(
    `Port ${config.port} is in use by ${who}. Stop that process, or choose another port: PORT=${free ?? config.port + 1} npm start`,
  );
}

export { setWebBuild } from './core/web-build';

/** `npm start`: database (embedded unless DATABASE_URL), migrations, first admin, one HTTP port. */
async function main() {
  const started = Date.now();
  const loaded = loadConfig();
  const logger = createLogger(loaded.logLevel, loaded.logFormat);
  const config = await chooseHttpPort(loaded, logger);
  const badCurrency = currencyProblem(config.currency);
  if (badCurrency) throw new StartupError(badCurrency);
  const db = await openDatabase(config, logger);
  await storeOfficeTimeZone(db.ds, config.officeTimeZone).catch(async (err: unknown) => {
    await db.close().catch(() => undefined);
    throw err;
  });
  config.whatsapp.appSecret = whatsappAppSecret(config);

  // Development against the local fake Cloud API (WHATSAPP_FAKE=true): no Meta account needed.
  let fake: FakeCloudApi | undefined;
  if (config.whatsapp.fake) {
    const accessToken = process.env.WHATSAPP_FAKE_TOKEN || 'fake-access-token';
    fake = new FakeCloudApi({
      appSecret: config.whatsapp.appSecret!,
      accessToken,
      openWindows: process.env.WHATSAPP_FAKE_WINDOW === 'strict' ? 'none' : 'all',
      webhookUrl: `http://127.0.0.1:${config.port}/api/whatsapp/webhook`,
    });
    config.whatsapp.apiUrl = await fake.start(Number(process.env.WHATSAPP_FAKE_PORT) || 0);
    logger.info(
      { url: config.whatsapp.apiUrl, accessToken },
      `fake WhatsApp Cloud API on ${config.whatsapp.apiUrl}: in /admin/whatsapp-settings use any Phone Number ID and the access token "${accessToken}"`,
    );
  }
  // Development against the local fake Stripe (PAYMENTS_FAKE=true): members pay on its page, its webhooks come back here.
  let stripeFake: FakeStripe | undefined;
  if (config.payments.fake) {
    const secretKey = 'sk_test_d_office_fake';
    const webhookSecret = `whsec_fake_${randomBytes(16).toString('hex')}`;
    stripeFake = new FakeStripe({
      secretKey,
      webhookSecret,
      webhookUrl: `http://127.0.0.1:${config.port}/api/payments/webhook`,
      // Show SEPA's "pay later" path whatever the office's currency.
      allMethodsInAnyCurrency: true,
      asyncSettle: { afterMs: 15_000, outcome: 'succeeded' },
    });
    const url = await stripeFake.start(Number(process.env.PAYMENTS_FAKE_PORT) || 0);
    config.payments = { ...config.payments, secretKey, webhookSecret, apiUrl: url };
    logger.info({ url }, `fake Stripe on ${url}: members pay requested deposits and payments on its page (Pay, Decline, Pay later (SEPA))`);
  }
  // Development against the local fake OpenID provider (OIDC_FAKE=true): "Sign in with Local test provider" on /auth.
  let oidcFake: { stop(): Promise<void> } | undefined;
  if (config.sso.fake) {
    const { startLocalProvider } = await import('./modules/sso/fake/start-local');
    const started = await startLocalProvider(config, Number(process.env.OIDC_FAKE_PORT) || 0);
    oidcFake = started;
    logger.info(
      { issuer: started.issuer },
      `fake OpenID provider on ${started.issuer}: on /auth, "Sign in with Local test provider" as ada (admin by group), max or una (unverified email), password "secret"`,
    );
  }
  // `npm start` builds a missing or stale web client while the database starts; the app serves it, so it waits for it.
  // A worker serves no pages: it does not wait for the web client.
  const building = config.role === 'worker' ? undefined : webBuild();
  if (building) {
    logger.info('database ready; waiting for the web client build');
    await building.catch(async (err: unknown) => {
      await fake?.stop().catch(() => undefined);
      await stripeFake?.stop().catch(() => undefined);
      await oidcFake?.stop().catch(() => undefined);
      await db.close().catch(() => undefined);
      throw err;
    });
  }
  const { handler, serverOptions, services, apollo, live, metrics } = await createApp({ ds: db.ds, config, logger, secret: sessionSecret(config), webCompressed: webCompression() });

  if (config.adminEmail && config.adminPassword) {
    const { user, created } = await services.users.ensureAdmin({
      email: config.adminEmail,
      password: config.adminPassword,
      fullName: config.adminName,
    });
    logger.info({ email: user.email }, created ? 'admin created' : 'admin already exists');
  } else if (config.role !== 'worker') {
    const [{ count }] = await db.ds.query(`SELECT count(*)::int AS count FROM users WHERE is_admin`);
    if (count === 0) {
      logger.warn(
        'No admin yet. Create one with: npm run create-admin -- --email you@example.org --password "secret123" ' +
          '(or start with ADMIN_EMAIL and ADMIN_PASSWORD set). To look around instead, fill the demo data, which has a ' +
          "sample admin: npm run seed:demo (with this server's DATA_DIR and EMBEDDED_PG_PORT, or DATABASE_URL)",
      );
    }
  }

  let jobs: NotificationJobs | undefined;
  let paymentJobs: PaymentJobs | undefined;
  let membershipJobs: MembershipJobs | undefined;
  let webhookJobs: WebhookJobs | undefined;
  if (config.jobs) {
    jobs = new NotificationJobs(services.notifications, logger, {
      // pg-boss keeps sessions (its start lock, LISTEN-free polling still prepares statements): the direct URL.
      connectionString: config.databaseDirectUrl ?? (db.ds.options as { url: string }).url,
      sweepSeconds: config.notifySweepSeconds,
      // pg-boss's cron (and its worker) only for the payments' nightly reconciliation.
      schedule: services.payments.online,
      // Serving the app too (ROLE=all), the sends give way while requests keep the event loop busy (issue 42 item 2).
      busy: config.role === 'all' ? busyMeter(BUSY_UTILIZATION) : undefined,
    });
    const queue = jobs;
    // A database restarting just now delays the queue; it does not end the process (issue 38).
    await startRetrying(() => queue.start(), logger, 'job queue');
    services.notifications.onWake = () => jobs?.kick();
    paymentJobs = new PaymentJobs(services.payments, services.paymentReconciler, logger, { retrySeconds: config.payments.retrySeconds });
    await paymentJobs.start(jobs.queue!);
    membershipJobs = new MembershipJobs(services.dues, logger);
    membershipJobs.start();
    webhookJobs = new WebhookJobs(services.webhooks, logger, { sweepSeconds: config.webhooks.sweepSeconds });
    await webhookJobs.start(jobs.queue!);
  }

  // ROLE=worker answers the probes only; web and all serve the app.
  const drain = drainable(config.role === 'worker' ? workerHttp(db.ds, metrics ? metrics.endpoint : metricsOff) : handler);
  const server: Server = createServer(serverOptions, drain.listener);
  // GraphQL subscriptions: WebSocket upgrades of /graphql on this same port.
  live.attach(server);
  server.listen(config.port);
  server.once('error', (err) => {
    // Taken between our check and the listen: say so as plainly as the check would.
    console.error(`D.Office failed to start: port ${config.port}: ${describeError(err)}`);
    void db.close().finally(() => process.exit(1));
  });
  server.once('listening', () => {
    const where = { url: `http://localhost:${config.port}`, readyMs: Date.now() - started, embeddedDb: !config.databaseUrl, role: config.role };
    if (config.role === 'worker') logger.info(where, `D.Office worker ready: background jobs, probes on http://localhost:${config.port}/healthz and /readyz`);
    else logger.info(where, `D.Office ready on http://localhost:${config.port} (GraphQL /graphql, REST /api)${config.role === 'web' ? ', no background jobs (ROLE=web)' : ''}`);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // Bounded: a queue or pool waiting on a database that went away must not keep the process alive.
    await shutdownWithin(
      async () => {
        // Out of the balancer's rotation first (/readyz 503), still serving; then no new connections, and the
        // requests in flight answered before anything they need stops. Ctrl-C (SIGINT) has no balancer to wait for.
        drain.begin();
        if (signal === 'SIGTERM' && config.shutdownDrainSeconds > 0) await new Promise((r) => setTimeout(r, config.shutdownDrainSeconds * 1000));
        const answered = await closeWhenAnswered(server, Math.max(1000, (config.shutdownTimeoutSeconds - config.shutdownDrainSeconds) * 500));
        if (answered === 'cut') logger.warn('requests still open when the shutdown had to go on were cut off');
        await live.close().catch((err) => logger.error({ err }, 'subscriptions did not stop cleanly'));
        await paymentJobs?.stop().catch((err) => logger.error({ err }, 'payment jobs did not stop cleanly'));
        await membershipJobs?.stop().catch((err) => logger.error({ err }, 'membership jobs did not stop cleanly'));
        await webhookJobs?.stop().catch((err) => logger.error({ err }, 'webhook jobs did not stop cleanly'));
        await jobs?.stop().catch((err) => logger.error({ err }, 'jobs did not stop cleanly'));
        await apollo.stop().catch(() => undefined);
        await fake?.stop().catch(() => undefined);
        await stripeFake?.stop().catch(() => undefined);
        await oidcFake?.stop().catch(() => undefined);
        // Reset mails still being written need the database for a moment longer.
        await services.passwordReset.idle(5000);
        await db.close().catch((err) => logger.error({ err }, 'database did not stop cleanly'));
      },
      { timeoutMs: config.shutdownTimeoutSeconds * 1000, logger, exit: (code) => process.exit(code) },
    );
  };
  // graphql-js 16 can leave a sibling field's rejection unobserved when an error nulls its parent (the
  // response is already complete and correct); Node would crash the whole server on it. Log it instead.
  // A last net, not the way: the queue awaits its own calls (core/queue-worker.ts); a rejection that still says the
  // database is away (pg-boss's cron worker completes unawaited too) is an outage's warning, not a bug.
  process.on('unhandledRejection', (reason) =>
    isDatabaseUnavailable(reason)
      ? logger.warn({ reason: (reason as Error)?.message }, 'unhandled promise rejection: database unavailable (server kept running)')
      : logger.error({ err: reason }, 'unhandled promise rejection (logged, server kept running)'),
  );
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

/**
 * Starts the server; a failure is said on stderr and ends the process. `npm start` calls it from the compiled
 * build (scripts/start.mjs), `npm run dev` runs this file directly.
 */
export function start(): void {
  main().catch((err) => {
    // eslint-disable-next-line no-console
    console.error(`D.Office failed to start: ${describeError(err)}`);
    process.exit(1);
  });
}

if (require.main === module) start();

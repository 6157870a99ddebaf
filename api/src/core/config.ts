import fs from 'node:fs';
import path from 'node:path';
import { isTimeZone, runtimeTimeZone } from '../../../rules/today';
import { StartupError } from './errors';

/** Every setting the server reads from the environment, with its default. Listed in the README. */
export interface Config {
  env: 'production' | 'development' | 'test';
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedPgPort: number;
  jwtSecret: string | undefined;
  sessionDays: number;
  bcryptRounds: number;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  outboxDir: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  adminName: string | undefined;
  logLevel: string;
  /** pretty (human-readable lines; development's default) or json (one object a line; elsewhere). */
  logFormat: 'json' | 'pretty';
  /** True when PORT was given: a busy port is then an error, not a reason to pick another. */
  portFromEnv: boolean;
  /** Behind one reverse proxy: take the client IP from X-Forwarded-For. */
  trustProxy: boolean;
  rateLimit: {
    loginPerAccount: number;
    loginPerIp: number;
    forgotPerAccount: number;
    forgotPerIp: number;
    windowSeconds: number;
  };
  webDist: string;
  whatsapp: {
    /** Base of the Cloud API (Meta's Graph API, or the local fake). */
    apiUrl: string;
    apiVersion: string;
    /** App secret that signs status webhooks (X-Hub-Signature-256). */
    appSecret: string | undefined;
    /** 32-byte key (base64 or hex) that encrypts the stored access token. */
    encryptionKey: string | undefined;
    /** Development: start the local fake Cloud API in-process and point apiUrl at it. */
    fake: boolean;
  };
  /** ISO 4217 code of the office's currency (CURRENCY): the UI, the invoices and online payment use it. */
  currency: string;
  payments: {
    /** The provider's secret API key (STRIPE_SECRET_KEY); online payment is off without it and the webhook secret. */
    secretKey: string | undefined;
    /** Signs the provider's webhooks (STRIPE_WEBHOOK_SECRET). */
    webhookSecret: string | undefined;
    /** Base of the provider's API (STRIPE_API_URL): unset for Stripe itself; the local fake in tests and development. */
    apiUrl: string | undefined;
    /** Development: start the local fake Stripe in-process and pay against it (PAYMENTS_FAKE=true). */
    fake: boolean;
    /** Seconds between sweeps that create links and refunds the provider could not take at once (retries). */
    retrySeconds: number;
  };
  /** Outgoing webhooks to integrators (issue 39). */
  webhooks: {
    /**
     * May endpoints be loopback or private addresses (WEBHOOKS_ALLOW_PRIVATE_TARGETS)? Outside production it defaults to
     * true (a receiver on the developer's machine, the tests' loopback receiver); in production it is always false.
     */
    allowPrivateTargets: boolean;
    /** Seconds between sweeps for deliveries due (retries); a change that emits wakes the sweep at once. */
    sweepSeconds: number;
  };
  /** Run the background jobs (reminders, broadcasts) in this process. */
  jobs: boolean;
  /** Seconds between reminder sweeps. */
  notifySweepSeconds: number;
  /** Longest a SIGTERM/SIGINT shutdown may take before the process exits anyway (e.g. the database went away). */
  shutdownTimeoutSeconds: number;
  /** The office's IANA time zone: what "today" is, for Node and PostgreSQL alike (core/clock.ts). */
  officeTimeZone: string;
  /** Prometheus metrics (core/metrics): GET /metrics and the instrumentation behind it. */
  metrics: {
    /** METRICS=false: no instrumentation at all, /metrics answers 404. */
    enabled: boolean;
    /**
     * METRICS_TOKEN: when set, /metrics asks for `Authorization: Bearer <token>` in every mode. Unset, /metrics is open
     * in development and test and answers 404 in production: it never leaks to anonymous callers there.
     */
    token: string | undefined;
  };
}

/** The shortest METRICS_TOKEN accepted: a guessable token would open the metrics to anyone. */
export const METRICS_TOKEN_MIN_LENGTH = 16;

const int = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n >= 0 ? n : fallback;
};

/**
 * The checkout: the nearest folder above this module holding package.json. The module is api/src/core/config.ts
 * under tsx and ts-jest, and part of dist/server/main.js in the compiled server `npm start` runs.
 */
export const ROOT_DIR = (function checkout(dir: string): string {
  if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
  const parent = path.dirname(dir);
  if (parent === dir) throw new Error(`no package.json above ${__dirname}`);
  return checkout(parent);
})(__dirname);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const mode = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = int(env.PORT, 4000);
  const dataDir = path.resolve(ROOT_DIR, env.DATA_DIR ?? '.data');
  return {
    env: mode,
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    embeddedPgPort: int(env.EMBEDDED_PG_PORT, 54329),
    jwtSecret: env.JWT_SECRET || undefined,
    sessionDays: int(env.SESSION_DAYS, 7),
    bcryptRounds: int(env.BCRYPT_ROUNDS, mode === 'test' ? 4 : 12),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'D.Office <no-reply@d-office.local>',
    outboxDir: path.resolve(ROOT_DIR, env.OUTBOX_DIR ?? path.join(dataDir, 'outbox')),
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    adminName: env.ADMIN_NAME || undefined,
    logLevel: env.LOG_LEVEL || (mode === 'test' ? 'silent' : 'info'),
    logFormat: env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty' ? env.LOG_FORMAT : mode === 'development' ? 'pretty' : 'json',
    portFromEnv: Boolean(env.PORT),
    trustProxy: env.TRUST_PROXY === 'true',
    rateLimit: {
      loginPerAccount: int(env.RATE_LIMIT_LOGIN_ACCOUNT, 5),
      loginPerIp: int(env.RATE_LIMIT_LOGIN_IP, 100),
      forgotPerAccount: int(env.RATE_LIMIT_FORGOT_ACCOUNT, 3),
      forgotPerIp: int(env.RATE_LIMIT_FORGOT_IP, 10),
      windowSeconds: int(env.RATE_LIMIT_WINDOW_SECONDS, 900),
    },
    webDist: path.resolve(ROOT_DIR, env.WEB_DIST ?? 'web/dist'),
    whatsapp: {
      apiUrl: (env.WHATSAPP_API_URL || 'https://graph.facebook.com').replace(/\/$/, ''),
      apiVersion: env.WHATSAPP_API_VERSION || 'v21.0',
      appSecret: env.WHATSAPP_APP_SECRET || undefined,
      encryptionKey: env.WHATSAPP_ENCRYPTION_KEY || undefined,
      fake: env.WHATSAPP_FAKE === 'true' && mode !== 'production',
    },
    currency: (env.CURRENCY || 'USD').trim().toUpperCase(),
    payments: {
      secretKey: env.STRIPE_SECRET_KEY || undefined,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
      apiUrl: env.STRIPE_API_URL ? env.STRIPE_API_URL.replace(/\/$/, '') : undefined,
      fake: env.PAYMENTS_FAKE === 'true' && mode !== 'production',
      retrySeconds: int(env.PAYMENTS_RETRY_SECONDS, 30) || 30,
    },
    webhooks: {
      allowPrivateTargets: mode !== 'production' && env.WEBHOOKS_ALLOW_PRIVATE_TARGETS !== 'false',
      sweepSeconds: int(env.WEBHOOKS_SWEEP_SECONDS, 5) || 5,
    },
    jobs: env.JOBS ? env.JOBS === 'true' : mode !== 'test',
    notifySweepSeconds: int(env.NOTIFY_SWEEP_SECONDS, 60) || 60,
    shutdownTimeoutSeconds: int(env.SHUTDOWN_TIMEOUT_SECONDS, 15) || 15,
    officeTimeZone: officeTimeZone(env.OFFICE_TIME_ZONE),
    metrics: { enabled: env.METRICS !== 'false', token: metricsToken(env.METRICS_TOKEN) },
  };
}

/** METRICS_TOKEN, trimmed; one too short to be a secret stops the start. */
function metricsToken(value: string | undefined): string | undefined {
  const token = value?.trim();
  if (!token) return undefined;
  if (token.length < METRICS_TOKEN_MIN_LENGTH) {
    throw new StartupError(`METRICS_TOKEN is too short: use at least ${METRICS_TOKEN_MIN_LENGTH} characters (e.g. openssl rand -hex 24).`);
  }
  return token;
}

/** OFFICE_TIME_ZONE, or the process's own zone (TZ, else the system's) as before there was a setting; a typo stops the start. */
function officeTimeZone(value: string | undefined): string {
  const zone = value?.trim();
  if (!zone) return runtimeTimeZone();
  if (!isTimeZone(zone)) throw new StartupError(`OFFICE_TIME_ZONE "${zone}" is not a time zone. Use an IANA name such as Europe/Zurich.`);
  return zone;
}

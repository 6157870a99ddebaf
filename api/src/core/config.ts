import fs from 'node:fs';
import path from 'node:path';
import { isTimeZone, runtimeTimeZone } from '../../../rules/today';
import { StartupError } from './errors';
import { isLanguage, LANGUAGES, type Language } from '../../../locales/translate';

/** Every setting the server reads from the environment, with its default. Listed in the README. */
export interface Config {
  env: 'production' | 'development' | 'test';
  port: number;
  databaseUrl: string | undefined;
  /**
   * A direct (non-pooled) connection for what needs a session: the migrations' lock, the job queue. DATABASE_DIRECT_URL,
   * else DATABASE_URL (undefined with the embedded PostgreSQL, which has no pooler).
   */
  databaseDirectUrl: string | undefined;
  /**
   * What stands between DATABASE_URL and PostgreSQL: `transaction` (a pooler in transaction mode, e.g. PgBouncer: no
   * session state on the pooled URL, so hot reads are prepared unnamed) or `none`. DATABASE_POOLER, else `transaction`
   * when DATABASE_DIRECT_URL is set and differs from DATABASE_URL (the operator said the pooled URL is not direct).
   */
  databasePooler: Pooler;
  /** What this process does: `all` (HTTP and jobs, migrating at start), `web` (HTTP only) or `worker` (jobs only). */
  role: Role;
  /** Apply pending migrations at start (under the migrations' lock), or only check the schema is not older than the code. */
  migrateOnStart: boolean;
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
  /** Web push (issue 37): the VAPID key pair (base64url) and contact; development generates keys into DATA_DIR. */
  push: {
    publicKey: string | undefined;
    privateKey: string | undefined;
    /** VAPID_SUBJECT: mailto: or https: contact for push services; default PUBLIC_URL when https. */
    subject: string | undefined;
  };
  /** ISO 4217 code of the office's currency (CURRENCY): the UI, the invoices and online payment use it. */
  currency: string;
  /** DEFAULT_LANGUAGE ('en' | 'de'): what the server writes in for a member who chose no language (emails, WhatsApp, PDFs, feeds). */
  defaultLanguage: Language;
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
  /** GraphQL subscriptions over the WebSocket at /graphql (issue 39; core/live/close-codes.ts names the closes). */
  live: {
    /** Open sockets one user may hold on this instance (LIVE_CONNECTIONS_PER_USER); one more closes with 4420. */
    connectionsPerUser: number;
    /** Subscriptions one socket may run at once (LIVE_OPERATIONS_PER_SOCKET); one more closes it with 4421. */
    operationsPerSocket: number;
    /** Seconds a socket may stay without a subscription before it is closed with 4411 (LIVE_IDLE_SECONDS). */
    idleSeconds: number;
    /** Seconds between checks that each open socket's session is still live (expiry; revocation is told at once). */
    sessionCheckSeconds: number;
  };
  /** Run the background jobs (reminders, broadcasts) in this process. */
  jobs: boolean;
  /** Seconds between reminder sweeps. */
  notifySweepSeconds: number;
  /** Longest a SIGTERM/SIGINT shutdown may take before the process exits anyway (e.g. the database went away). */
  shutdownTimeoutSeconds: number;
  /**
   * On SIGTERM, how long /readyz answers 503 while requests are still served, before the listener closes: a load
   * balancer's health check must see it first (its interval times its fall count). SHUTDOWN_DRAIN_SECONDS; default
   * 5 for ROLE=web (the role run behind a balancer), 0 otherwise.
   */
  shutdownDrainSeconds: number;
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
  /** Passkeys (WebAuthn, issue 38): who the browser signs for. */
  passkeys: PasskeyConfig;
  /** OpenID Connect sign-in (issue 38): the providers of OIDC_PROVIDERS, in that order. */
  sso: {
    providers: SsoProviderConfig[];
    /** Development: start the local fake OpenID provider in-process and offer it as provider "local" (OIDC_FAKE=true). */
    fake: boolean;
  };
}

export interface PasskeyConfig {
  /** The relying party's id: PASSKEY_RP_ID, else PUBLIC_URL's host name. A passkey works on this domain and its subdomains. */
  rpId: string;
  rpName: string;
  /** Origins a ceremony may come from: PUBLIC_URL's, PASSKEY_ORIGINS' (comma-separated), and in development the Vite dev server's. */
  origins: string[];
  /** Sign-in ceremonies one address may have open at once (RATE_LIMIT_PASSKEY_IP); failed ones count on a growing wait too. */
  perIp: number;
}

/** One OpenID provider: OIDC_<ID>_ISSUER, _CLIENT_ID, _CLIENT_SECRET, _NAME, _ADMIN_GROUP, _GROUPS_CLAIM. */
export interface SsoProviderConfig {
  /** Lower-case letters, digits and dashes: in the callback path (/auth/sso/<id>) and the stored links. */
  id: string;
  /** What the button says after "Sign in with". */
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Members of this group (in the groups claim) are admins, others are not; unset: the provider never decides admin rights. */
  adminGroup: string | undefined;
  /** The ID token / userinfo claim holding the groups (default "groups"). */
  groupsClaim: string;
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

export const POOLERS = ['transaction', 'none'] as const;
export type Pooler = (typeof POOLERS)[number];

/** DATABASE_POOLER, or what the URLs say: a direct URL of its own means DATABASE_URL goes through a pooler. */
function pooler(env: NodeJS.ProcessEnv): Pooler {
  const said = env.DATABASE_POOLER?.trim();
  if (said) {
    if (!POOLERS.includes(said as Pooler)) throw new StartupError(`DATABASE_POOLER "${said}" is not one of ${POOLERS.join(', ')}.`);
    return said as Pooler;
  }
  return env.DATABASE_URL && env.DATABASE_DIRECT_URL && env.DATABASE_DIRECT_URL !== env.DATABASE_URL ? 'transaction' : 'none';
}

export const ROLES = ['all', 'web', 'worker'] as const;
export type Role = (typeof ROLES)[number];

/** ROLE: all (the default), web or worker; anything else stops the start. */
function role(value: string | undefined): Role {
  const r = (value?.trim() || 'all') as Role;
  if (!ROLES.includes(r)) throw new StartupError(`ROLE "${value}" is not one of ${ROLES.join(', ')}.`);
  return r;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const mode = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = int(env.PORT, 4000);
  const dataDir = path.resolve(ROOT_DIR, env.DATA_DIR ?? '.data');
  const processRole = role(env.ROLE);
  return {
    env: mode,
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseDirectUrl: env.DATABASE_DIRECT_URL || env.DATABASE_URL || undefined,
    databasePooler: pooler(env),
    role: processRole,
    // `all` is the two-command start: it migrates. web and worker leave that to `npm run migrate` (a deploy's own step).
    migrateOnStart: env.MIGRATE_ON_START ? env.MIGRATE_ON_START === 'true' : processRole === 'all',
    dataDir,
    embeddedPgPort: int(env.EMBEDDED_PG_PORT, 54329),
    jwtSecret: env.JWT_SECRET || undefined,
    sessionDays: int(env.SESSION_DAYS, 7),
    bcryptRounds: int(env.BCRYPT_ROUNDS, mode === 'test' ? 4 : 12),
    publicUrl: publicUrl(env, port),
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
    push: {
      publicKey: env.VAPID_PUBLIC_KEY || undefined,
      privateKey: env.VAPID_PRIVATE_KEY || undefined,
      subject: env.VAPID_SUBJECT || undefined,
    },
    currency: (env.CURRENCY || 'USD').trim().toUpperCase(),
    defaultLanguage: defaultLanguage(env.DEFAULT_LANGUAGE),
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
    live: {
      connectionsPerUser: int(env.LIVE_CONNECTIONS_PER_USER, 10) || 10,
      operationsPerSocket: int(env.LIVE_OPERATIONS_PER_SOCKET, 20) || 20,
      idleSeconds: int(env.LIVE_IDLE_SECONDS, 60) || 60,
      sessionCheckSeconds: int(env.LIVE_SESSION_CHECK_SECONDS, 60) || 60,
    },
    // The role decides for web and worker; JOBS only tunes `all`.
    jobs: processRole === 'web' ? false : processRole === 'worker' ? true : env.JOBS ? env.JOBS === 'true' : mode !== 'test',
    notifySweepSeconds: int(env.NOTIFY_SWEEP_SECONDS, 60) || 60,
    shutdownTimeoutSeconds: int(env.SHUTDOWN_TIMEOUT_SECONDS, 15) || 15,
    shutdownDrainSeconds: int(env.SHUTDOWN_DRAIN_SECONDS, processRole === 'web' ? 5 : 0),
    officeTimeZone: officeTimeZone(env.OFFICE_TIME_ZONE),
    metrics: { enabled: env.METRICS !== 'false', token: metricsToken(env.METRICS_TOKEN) },
    passkeys: passkeyConfig(env, publicUrl(env, port), mode),
    sso: { providers: ssoProviders(env), fake: env.OIDC_FAKE === 'true' && mode !== 'production' },
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

function defaultLanguage(value: string | undefined): Language {
  const lang = (value ?? '').trim().toLowerCase() || 'en';
  if (!isLanguage(lang)) throw new StartupError(`DEFAULT_LANGUAGE "${value}" is not one of ${LANGUAGES.join(', ')}.`);
  return lang;
}

const publicUrl = (env: NodeJS.ProcessEnv, port: number) => (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, '');

/** The relying party from PUBLIC_URL (a typo there stops the start rather than every passkey ceremony). */
function passkeyConfig(env: NodeJS.ProcessEnv, base: string, mode: Config['env']): PasskeyConfig {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw new StartupError(`PUBLIC_URL "${base}" is not an address such as https://office.example.org.`);
  }
  const extra = (env.PASSKEY_ORIGINS ?? '').split(',').map((o) => o.trim().replace(/\/$/, '')).filter(Boolean);
  const dev = mode === 'development' ? ['http://localhost:5173'] : [];
  return {
    rpId: env.PASSKEY_RP_ID?.trim() || url.hostname,
    rpName: 'D.Office',
    origins: [...new Set([url.origin, ...extra, ...dev])],
    perIp: int(env.RATE_LIMIT_PASSKEY_IP, 100),
  };
}

/** OIDC_PROVIDERS=google,keycloak and, per id, OIDC_GOOGLE_ISSUER etc. A provider half configured stops the start. */
function ssoProviders(env: NodeJS.ProcessEnv): SsoProviderConfig[] {
  const ids = (env.OIDC_PROVIDERS ?? '')
    .split(',')
    .map((id) => id.trim().toLowerCase())
    .filter(Boolean);
  return ids.map((id) => {
    if (!/^[a-z0-9][a-z0-9-]{0,30}$/.test(id)) throw new StartupError(`OIDC_PROVIDERS: "${id}" is not a provider id (lower-case letters, digits and dashes).`);
    const key = (name: string) => `OIDC_${id.toUpperCase().replace(/-/g, '_')}_${name}`;
    const need = (name: string) => {
      const value = env[key(name)]?.trim();
      if (!value) throw new StartupError(`${key(name)} is not set (provider "${id}" of OIDC_PROVIDERS).`);
      return value;
    };
    return {
      id,
      name: env[key('NAME')]?.trim() || id,
      issuer: need('ISSUER'),
      clientId: need('CLIENT_ID'),
      clientSecret: need('CLIENT_SECRET'),
      adminGroup: env[key('ADMIN_GROUP')]?.trim() || undefined,
      groupsClaim: env[key('GROUPS_CLAIM')]?.trim() || 'groups',
    };
  });
}

/** OFFICE_TIME_ZONE, or the process's own zone (TZ, else the system's) as before there was a setting; a typo stops the start. */
function officeTimeZone(value: string | undefined): string {
  const zone = value?.trim();
  if (!zone) return runtimeTimeZone();
  if (!isTimeZone(zone)) throw new StartupError(`OFFICE_TIME_ZONE "${zone}" is not a time zone. Use an IANA name such as Europe/Zurich.`);
  return zone;
}

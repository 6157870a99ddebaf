import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { DataSource } from 'typeorm';
import { createApp, type CreatedApp } from '../src/app';
import { loadConfig, type Config } from '../src/core/config';
import { createDataSource } from '../src/database';
import { createLogger, type Logger } from '../src/core/logger';
import { storeOfficeTimeZone } from '../src/core/clock';
import type { UserDto } from '../src/modules/users/user.mapper';

export type Agent = InstanceType<typeof TestAgent>;

export interface TestContext extends CreatedApp {
  ds: DataSource;
  config: Config;
  /** Every SQL statement run so far (when created with countQueries). */
  queries: string[];
  /** With countQueries: each statement with its parameters, in the order sent (api/test/explain-indexes.test.ts plans them). */
  statements: { sql: string; parameters: unknown[] }[];
  /** A cookie-keeping client of the HTTP app (REST and GraphQL). */
  agent(): Agent;
  /** POST /graphql; returns { status, data, errors }. */
  gql<T = Record<string, unknown>>(
    agent: Agent,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<{ status: number; data: T | null; errors?: { message: string; extensions?: Record<string, unknown> }[] }>;
  /** Inserts a user (password "secret123" unless given) and returns it. */
  createUser(fields?: { email?: string; fullName?: string; isAdmin?: boolean; isParent?: boolean; password?: string; username?: string }): Promise<UserDto>;
  /** A user plus an agent signed in as them. */
  signedIn(fields?: { email?: string; fullName?: string; isAdmin?: boolean; isParent?: boolean }): Promise<{ user: UserDto; agent: Agent }>;
  /** Counts the rows of a table. */
  count(table: string): Promise<number>;
  close(): Promise<void>;
}

/**
 * How many SQL statements `run` makes (session lookup included), for the no-N+1 tests.
 * Needs a context created with countQueries.
 */
export async function countStatements(t: TestContext, run: () => Promise<unknown>): Promise<number> {
  const start = t.queries.length;
  await run();
  return t.queries.length - start;
}

let seq = 0;

/**
 * A fresh database cloned from the migrated template, and the real HTTP app on top of it.
 * Call in beforeAll; call close() in afterAll.
 */
export async function createTestContext(
  opts: {
    countQueries?: boolean;
    env?: Record<string, string>;
    /** The database's own time zone (what `current_date` follows), to show that "today" does not depend on it. */
    dbTimeZone?: string;
    /** The wall clock the app's office clock reads (a test moves it by changing what this answers). */
    now?: () => Date;
    /** The app's logger (silent unless given), e.g. one writing to an array to see what was logged at which level. */
    logger?: Logger;
  } = {},
): Promise<TestContext> {
  const adminUrl = process.env.TEST_PG_ADMIN_URL!;
  const template = process.env.TEST_PG_TEMPLATE!;
  const name = `t_${template}_${process.pid}_${++seq}_${randomBytes(3).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  if (opts.dbTimeZone) await admin.query(`ALTER DATABASE ${name} SET timezone = '${opts.dbTimeZone.replace(/'/g, "''")}'`);
  await admin.end();

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const queries: string[] = [];
  const statements: TestContext['statements'] = [];
  const onQuery = (sql: string, parameters: unknown[] = []) => {
    queries.push(sql);
    statements.push({ sql, parameters });
  };
  const ds = createDataSource({ url: url.toString(), onQuery: opts.countQueries ? onQuery : undefined, poolSize: 40 });
  await ds.initialize();
  const config = loadConfig({ NODE_ENV: 'test', ...opts.env });
  await storeOfficeTimeZone(ds, config.officeTimeZone);
  const created = await createApp({ ds, config, logger: opts.logger ?? createLogger('silent'), secret: 'test-secret', now: opts.now });

  const ctx: TestContext = {
    ...created,
    ds,
    config,
    queries,
    statements,
    // The server's own listener, as `npm start` serves: probes, the lean REST lane, then the express app.
    agent: () => request.agent(created.handler),
    async gql(agent, query, variables) {
      const res = await agent.post('/graphql').set('content-type', 'application/json').send({ query, variables });
      return { status: res.status, data: res.body.data ?? null, errors: res.body.errors };
    },
    async createUser(fields = {}) {
      const n = ++seq;
      const email = fields.email ?? `user${n}_${randomBytes(2).toString('hex')}@example.org`;
      const rows = await ds.query(
        `INSERT INTO users (username, email, password_hash, full_name, is_admin, is_parent) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [
          fields.username ?? email,
          email.toLowerCase(),
          await created.services.passwords.hash(fields.password ?? 'secret123'),
          fields.fullName ?? `Test User ${n}`,
          fields.isAdmin ?? false,
          fields.isParent ?? false,
        ],
      );
      return (await created.services.auth.me({ id: rows[0].id, isAdmin: !!fields.isAdmin, sessionId: '' }))!;
    },
    async signedIn(fields = {}) {
      const user = await ctx.createUser(fields);
      const agent = ctx.agent();
      const res = await agent.post('/api/auth/login').send({ username: user.username, password: 'secret123' });
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
      return { user, agent };
    },
    async count(table) {
      const [{ n }] = await ds.query(`SELECT count(*)::int AS n FROM ${table}`);
      return n;
    },
    async close() {
      await created.live.close();
      await created.apollo.stop();
      await created.services.passwordReset.idle();
      await ds.destroy();
      const a = new Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
  return ctx;
}

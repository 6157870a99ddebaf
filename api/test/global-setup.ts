import path from 'node:path';
import { Client } from 'pg';
import { createDataSource } from '../src/database';
import { startEmbeddedPostgres } from '../src/core/db/embedded';
import { freePort, postgresTempDir } from './scratch';

/**
 * Once per `jest` run: a PostgreSQL (embedded in a fresh temp dir on a free port, or the server
 * of DATABASE_URL) and a template database with every migration applied. Each test file then
 * clones its own database from the template, so parallel workers never share rows.
 */
export default async function globalSetup(): Promise<void> {
  // The api and e2e projects both name this setup; within one jest run it runs once.
  if (process.env.TEST_PG_TEMPLATE) return;
  let adminUrl: string;
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = '/postgres';
    adminUrl = url.toString();
  } else {
    const dir = postgresTempDir('doffice-test-pg-');
    const db = await startEmbeddedPostgres({ dir: path.join(dir, 'pg'), port: await freePort() });
    (globalThis as Record<string, unknown>).__DOFFICE_PG__ = { db, dir };
    const url = new URL(db.url);
    url.pathname = '/postgres';
    adminUrl = url.toString();
  }
  const template = `doffice_tmpl_${process.pid}_${Date.now().toString(36)}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  await admin.end();

  const url = new URL(adminUrl);
  url.pathname = `/${template}`;
  const ds = createDataSource({ url: url.toString(), poolSize: 1 });
  await ds.initialize();
  await ds.runMigrations({ transaction: 'each' });
  await ds.destroy();

  process.env.TEST_PG_ADMIN_URL = adminUrl;
  process.env.TEST_PG_TEMPLATE = template;
}

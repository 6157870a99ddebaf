import fs from 'node:fs';
import { Client } from 'pg';

export default async function globalTeardown(): Promise<void> {
  const adminUrl = process.env.TEST_PG_ADMIN_URL;
  const template = process.env.TEST_PG_TEMPLATE;
  const embedded = (globalThis as Record<string, unknown>).__DOFFICE_PG__ as
    | { db: { stop(): Promise<void> }; dir: string }
    | undefined;
  // Both projects name this teardown; the first one to run cleans up, the second finds nothing.
  delete process.env.TEST_PG_TEMPLATE;
  delete (globalThis as Record<string, unknown>).__DOFFICE_PG__;
  if (embedded) {
    await embedded.db.stop();
    fs.rmSync(embedded.dir, { recursive: true, force: true });
    return;
  }
  // An external server (DATABASE_URL): drop what this run created.
  if (adminUrl && template) {
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    const { rows } = await admin.query(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`t\\_${template}%`]);
    for (const r of rows) await admin.query(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
  }
}

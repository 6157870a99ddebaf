import 'reflect-metadata';
import { loadConfig } from '../core/config';
import { openDatabase } from '../database';
import { createLogger } from '../core/logger';
import { describeError } from '../core/errors';
import { schemaState } from '../core/db/migrate';
import type { Output } from './create-admin';

/**
 * `npm run migrate`: applies pending migrations under the migrations' lock and says what it did — a deploy's own
 * step (compose's one-shot service, the chart's pre-upgrade job) before web and worker instances start. Opens the
 * database exactly as the server does (the embedded one when DATABASE_URL is unset). Returns the exit code.
 */
export async function migrate(env: NodeJS.ProcessEnv, out: Output): Promise<number> {
  let db: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    const config = { ...loadConfig(env), migrateOnStart: true };
    db = await openDatabase(config, createLogger(env.LOG_LEVEL || 'warn'), { attach: true });
    const { unknown } = await schemaState(db.ds);
    const ran = db.migrated;
    if (ran.length) out.log(`Applied ${ran.length} migration${ran.length === 1 ? '' : 's'}: ${ran.join(', ')}.`);
    else out.log(`The database is up to date (${db.ds.migrations.length} migrations).`);
    if (unknown.length) out.log(`It also has ${unknown.length} migration(s) this code does not know (a newer release ran them): ${unknown.join(', ')}.`);
    return 0;
  } catch (err) {
    out.error(`Could not migrate the database: ${describeError(err)}`);
    return 1;
  } finally {
    await db?.close().catch(() => undefined);
  }
}

if (require.main === module) {
  migrate(process.env, {
    log: (line) => process.stdout.write(`${line}\n`),
    error: (line) => process.stderr.write(`${line}\n`),
  }).then((code) => process.exit(code));
}

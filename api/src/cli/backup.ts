import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Client } from 'pg';
import { loadConfig } from '../core/config';
import { openDatabase } from '../database';
import { createLogger } from '../core/logger';
import { describeError } from '../core/errors';
import { RestoreError, restoreBackup, writeBackup } from '../core/db/backup';
import type { Output } from './create-admin';

export const BACKUP_USAGE = 'Usage: npm run backup [-- --out FILE]';
export const RESTORE_USAGE = 'Usage: npm run restore -- FILE [--replace]';

const total = (rows: Record<string, number>) => Object.values(rows).reduce((a, b) => a + b, 0);

/** Opens the database as the server does (the embedded one when DATABASE_URL is unset) and a direct client to it. */
async function connect(env: NodeJS.ProcessEnv) {
  const config = { ...loadConfig(env), migrateOnStart: true };
  const db = await openDatabase(config, createLogger(env.LOG_LEVEL || 'warn'), { attach: true });
  const client = new Client({ connectionString: config.databaseDirectUrl ?? (db.ds.options as { url: string }).url, application_name: 'd-office-backup' });
  client.on('error', () => undefined);
  await client.connect();
  return { config, db, client };
}

/**
 * `npm run backup`: every row of the office's data in one consistent snapshot, into one gzip file (api/src/core/db/backup.ts).
 * Default file: DATA_DIR/backups/d-office-<time>.backup.gz; written under a temporary name and renamed when whole.
 */
export async function backupCommand(argv: string[], env: NodeJS.ProcessEnv, out: Output, now = new Date()): Promise<number> {
  let outFile: string | undefined;
  try {
    outFile = (parseArgs({ args: argv, options: { out: { type: 'string' } }, strict: true }).values as { out?: string }).out;
  } catch (err) {
    out.error(`${(err as Error).message}\n${BACKUP_USAGE}`);
    return 2;
  }
  let opened: Awaited<ReturnType<typeof connect>> | undefined;
  try {
    opened = await connect(env);
    const stamp = now.toISOString().replace(/[:.]/g, '-').replace(/-\d{3}Z$/, 'Z');
    const file = path.resolve(outFile ?? path.join(opened.config.dataDir, 'backups', `d-office-${stamp}.backup.gz`));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.partial`;
    const summary = await writeBackup(opened.client, fs.createWriteStream(partial, { mode: 0o600 }), now);
    fs.renameSync(partial, file);
    out.log(`Backed up ${total(summary.rows)} rows of ${Object.keys(summary.rows).length} tables (${summary.migrations.length} migrations) to ${file}.`);
    return 0;
  } catch (err) {
    out.error(`Could not back up the database: ${describeError(err)}`);
    return 1;
  } finally {
    await opened?.client.end().catch(() => undefined);
    await opened?.db.close().catch(() => undefined);
  }
}

/** `npm run restore -- FILE`: migrates the database, then loads the backup in one transaction (nothing on any failure). */
export async function restoreCommand(argv: string[], env: NodeJS.ProcessEnv, out: Output): Promise<number> {
  let file: string;
  let replace: boolean;
  try {
    const { values, positionals } = parseArgs({ args: argv, options: { replace: { type: 'boolean' } }, strict: true, allowPositionals: true });
    if (positionals.length !== 1) throw new Error('Name one backup file.');
    [file] = positionals;
    replace = Boolean(values.replace);
  } catch (err) {
    out.error(`${(err as Error).message}\n${RESTORE_USAGE}`);
    return 2;
  }
  if (!fs.existsSync(file)) {
    out.error(`No such file: ${file}`);
    return 2;
  }
  let opened: Awaited<ReturnType<typeof connect>> | undefined;
  try {
    opened = await connect(env);
    const summary = await restoreBackup(opened.client, fs.createReadStream(file), { replace });
    out.log(`Restored ${total(summary.rows)} rows of ${Object.keys(summary.rows).length} tables from the backup of ${summary.createdAt}.`);
    return 0;
  } catch (err) {
    out.error(`Could not restore: ${err instanceof RestoreError ? err.message : describeError(err)} No data was changed.`);
    return 1;
  } finally {
    await opened?.client.end().catch(() => undefined);
    await opened?.db.close().catch(() => undefined);
  }
}

if (require.main === module) {
  const output: Output = { log: (line) => process.stdout.write(`${line}\n`), error: (line) => process.stderr.write(`${line}\n`) };
  const [command, ...rest] = process.argv.slice(2);
  const run = command === 'restore' ? restoreCommand(rest, process.env, output) : backupCommand(rest, process.env, output);
  void run.then((code) => process.exit(code));
}

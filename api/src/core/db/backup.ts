import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import readline from 'node:readline';
import type { Client } from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';

/**
 * Backups of the office's data (issue 40 item 6): every table of the `public` schema as PostgreSQL's own COPY text,
 * read in one REPEATABLE READ snapshot, plus every sequence's position and the applied migrations, in one gzip file.
 *
 * Why not pg_dump: the embedded PostgreSQL is 18 and ships no client tools, and pg_dump refuses a server newer than
 * itself (Debian 12 has 15). The schema needs no dump anyway: it is the migrations, which the restore runs first; the
 * data then goes back with COPY exactly as it came out. The job queue's own schema (`pgboss`) is not backed up: what
 * it holds is re-queued by the sweeps from the office's tables (notification outbox, webhook deliveries, payments).
 *
 * Layout, line by line: a header `{"format":"d-office-backup",...}`; per table `--table {"name","columns"}`, its COPY
 * text rows, and `\.` (a data line can never be that: COPY escapes every backslash); a trailer `--end {rows, sequences}`
 * whose counts the restore checks before it commits, so a cut-off file restores nothing.
 */
export const BACKUP_FORMAT = 'd-office-backup';

export interface BackupSummary {
  createdAt: string;
  migrations: string[];
  rows: Record<string, number>;
  sequences: Record<string, { lastValue: string; isCalled: boolean }>;
}

/**
 * Tables derived from others by an ALWAYS trigger: not written to a backup (a restore empties them and the trigger
 * rebuilds them as the rows they count are copied in, also from a backup made before they existed).
 */
const DERIVED_TABLES = new Set(['audit_counts']);

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function tables(client: Client): Promise<{ name: string; columns: string[] }[]> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(
    `SELECT c.relname AS name, array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition AND c.relname <> 'migrations'
      GROUP BY c.relname
      ORDER BY c.relname`,
  );
  return rows;
}

async function sequences(client: Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
      WHERE c.relkind = 'S' ORDER BY c.relname`,
  );
  return rows.map((r) => r.name);
}

/** Writes a backup of the database `client` is connected to into `out` (gzip). The client must not be in a transaction. */
export async function writeBackup(client: Client, out: Writable, now = new Date()): Promise<BackupSummary> {
  const gzip = createGzip();
  const done = pipeline(gzip, out);
  const write = async (chunk: string | Buffer) => {
    if (!gzip.write(chunk)) await once(gzip, 'drain');
  };
  const summary: BackupSummary = { createdAt: now.toISOString(), migrations: [], rows: {}, sequences: {} };
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  try {
    summary.migrations = (await client.query<{ name: string }>(`SELECT name FROM migrations ORDER BY id`)).rows.map((r) => r.name);
    await write(`${JSON.stringify({ format: BACKUP_FORMAT, version: 1, createdAt: summary.createdAt, migrations: summary.migrations })}\n`);
    for (const table of (await tables(client)).filter((t) => !DERIVED_TABLES.has(t.name))) {
      await write(`--table ${JSON.stringify(table)}\n`);
      const cols = table.columns.map(ident).join(', ');
      const rows = client.query(copyTo(`COPY (SELECT ${cols} FROM ${ident(table.name)}) TO STDOUT`));
      let lines = 0;
      for await (const chunk of rows as AsyncIterable<Buffer>) {
        for (const byte of chunk) if (byte === 10) lines++;
        await write(chunk);
      }
      summary.rows[table.name] = lines;
      await write('\\.\n');
    }
    for (const name of await sequences(client)) {
      const { rows } = await client.query<{ last_value: string; is_called: boolean }>(`SELECT last_value::text, is_called FROM ${ident(name)}`);
      summary.sequences[name] = { lastValue: rows[0].last_value, isCalled: rows[0].is_called };
    }
    await write(`--end ${JSON.stringify({ rows: summary.rows, sequences: summary.sequences })}\n`);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    gzip.destroy(err as Error);
    await done.catch(() => undefined);
    throw err;
  }
  gzip.end();
  await done;
  return summary;
}

export class RestoreError extends Error {}

/**
 * Loads a backup into the database `client` is connected to, whose schema the migrations have brought to at least the
 * backup's (the caller runs them first). Everything happens in one transaction: the office's tables are emptied (a
 * fresh database's migrations seed a few rows), every row goes back with COPY with triggers and foreign-key checks off
 * (`session_replication_role = replica`, as pg_restore --disable-triggers: counters kept by triggers are restored as they
 * were, not counted twice), the sequences are set, and the row counts are checked against the trailer before COMMIT.
 * Refuses a database that already has members unless `replace` is set.
 */
export async function restoreBackup(client: Client, input: Readable, opts: { replace?: boolean } = {}): Promise<BackupSummary> {
  const lines = readline.createInterface({ input: input.pipe(createGunzip()), crlfDelay: Infinity })[Symbol.asyncIterator]();
  const next = async () => {
    const r = await lines.next();
    return r.done ? undefined : r.value;
  };
  const first = await next().catch(() => undefined);
  let header: { format?: string; version?: number; createdAt: string; migrations: string[] };
  try {
    header = JSON.parse(first ?? '');
  } catch {
    throw new RestoreError('This is not a D.Office backup (no header).');
  }
  if (header.format !== BACKUP_FORMAT || header.version !== 1) throw new RestoreError('This is not a D.Office backup (unknown format).');

  const applied = new Set((await client.query<{ name: string }>(`SELECT name FROM migrations`)).rows.map((r) => r.name));
  const missing = header.migrations.filter((m) => !applied.has(m));
  if (missing.length) {
    throw new RestoreError(`The backup comes from a newer release: this database lacks ${missing.length} of its migrations (${missing.join(', ')}). Restore with that release or a later one.`);
  }
  const [{ members }] = (await client.query<{ members: number }>(`SELECT count(*)::int AS members FROM users`)).rows;
  if (members > 0 && !opts.replace) {
    throw new RestoreError(`This database already has ${members} user${members === 1 ? '' : 's'}. Restore into an empty database, or pass --replace to overwrite everything in it.`);
  }

  const present = await tables(client);
  const loaded: Record<string, number> = {};
  await client.query('BEGIN');
  try {
    await client.query(`SET LOCAL session_replication_role = replica`);
    if (present.length) await client.query(`TRUNCATE ${present.map((t) => ident(t.name)).join(', ')}`);
    let trailer: { rows: Record<string, number>; sequences: BackupSummary['sequences'] } | undefined;
    for (let line = await next(); line !== undefined; line = await next()) {
      if (line.startsWith('--end ')) {
        trailer = JSON.parse(line.slice(6));
        break;
      }
      if (!line.startsWith('--table ')) throw new RestoreError('The backup is damaged (a table section was expected).');
      const table = JSON.parse(line.slice(8)) as { name: string; columns: string[] };
      if (!present.some((t) => t.name === table.name)) throw new RestoreError(`The backup has a table this release does not know: ${table.name}.`);
      const copy = client.query(copyFrom(`COPY ${ident(table.name)} (${table.columns.map(ident).join(', ')}) FROM STDIN`));
      const finished = new Promise<void>((resolve, reject) => {
        copy.on('finish', resolve);
        copy.on('error', reject);
      });
      // Awaited below; a COPY refused meanwhile must not also surface as an unhandled rejection.
      finished.catch(() => undefined);
      // A row is sent once the line after it was read whole: a file cut mid-row never hands COPY half a row.
      let pending: string | undefined;
      let count = 0;
      try {
        for (let row = await next(); row !== '\\.'; row = await next()) {
          if (row === undefined) throw new RestoreError(`The backup is cut off (inside table ${table.name}).`);
          if (pending !== undefined && !copy.write(pending)) await once(copy, 'drain');
          pending = `${row}\n`;
          count++;
        }
      } catch (err) {
        // Ends the COPY with CopyFail, so the connection can roll the transaction back instead of waiting for rows.
        copy.destroy(err as Error);
        await finished.catch(() => undefined);
        throw err;
      }
      if (pending !== undefined) copy.write(pending);
      copy.end();
      await finished;
      loaded[table.name] = count;
    }
    if (!trailer) throw new RestoreError('The backup is cut off (no end marker).');
    for (const [name, expected] of Object.entries(trailer.rows)) {
      if (loaded[name] !== expected) throw new RestoreError(`The backup is damaged: table ${name} has ${loaded[name] ?? 0} rows of ${expected}.`);
    }
    for (const [name, s] of Object.entries(trailer.sequences)) {
      await client.query(`SELECT setval($1::regclass, $2::bigint, $3)`, [ident(name), s.lastValue, s.isCalled]);
    }
    await client.query('COMMIT');
    return { createdAt: header.createdAt, migrations: header.migrations, rows: loaded, sequences: trailer.sequences };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    if (err instanceof SyntaxError) throw new RestoreError('The backup is damaged (unreadable section).');
    // gunzip's own refusals (Z_BUF_ERROR: the file ends early; Z_DATA_ERROR: not gzip or corrupt).
    if (/^Z_/.test(String((err as { code?: string }).code))) throw new RestoreError('The backup is cut off or damaged (its compression does not end properly).');
    throw err;
  }
}

import { createHash } from 'node:crypto';
import { types, type CustomTypesConfig, type Pool, type PoolClient } from 'pg';
import type { DataSource, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { namesStatements } from '../../core/db/data-source';

/*
 * Hot reads (the session check, list pages, DataLoader batches) as named prepared statements
 * straight on TypeORM's pg pool: PostgreSQL parses and plans each once per connection, and
 * Node skips the query builder and entity hydration, which cost 2-4x the query itself on the
 * lists. Everything else keeps going through TypeORM. Reads outside transactions; inside one (preparedRowsIn,
 * preparedArraysIn) the hot writes' few statements (issue 42 item 1), on the transaction's own connection.
 * Behind a pooler in transaction mode (DATABASE_POOLER) they are unnamed: parsed and planned on every run, as
 * TypeORM's own queries are, because a name lives in one server connection and the pooler hands out any of them.
 */

const poolOf = (ds: DataSource) => (ds.driver as unknown as { master: Pool }).master;

const TIMESTAMPTZ = 1184;
const INT4_ARRAY = 1007;
const digit = (s: string, at: number) => s.charCodeAt(at) - 48;
const isDigits = (s: string, from: number, to: number) => {
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
};

/**
 * A timestamptz as PostgreSQL writes it in UTC (`2026-11-23 16:55:12.547264+00`, year 100-9999), read without
 * postgres-date's regular expressions (a match of nine strings and a second expression per value, ~230 bytes):
 * the same Date, from the same numbers (Date.UTC with the fraction as 1000 * its value, which parseFloat also gives:
 * digits / 10^k is the double nearest the decimal). Anything else (another zone, BC, infinity) goes to pg's own parser.
 */
export function parseTimestamptz(value: string): unknown {
  const n = value.length;
  if (
    n >= 22 &&
    n <= 29 &&
    value.charCodeAt(n - 3) === 43 &&
    value.charCodeAt(n - 2) === 48 &&
    value.charCodeAt(n - 1) === 48 &&
    value.charCodeAt(4) === 45 &&
    value.charCodeAt(7) === 45 &&
    value.charCodeAt(10) === 32 &&
    value.charCodeAt(13) === 58 &&
    value.charCodeAt(16) === 58 &&
    isDigits(value, 0, 4) &&
    isDigits(value, 5, 7) &&
    isDigits(value, 8, 10) &&
    isDigits(value, 11, 13) &&
    isDigits(value, 14, 16) &&
    isDigits(value, 17, 19) &&
    (n === 22 || (value.charCodeAt(19) === 46 && n >= 24 && isDigits(value, 20, n - 3)))
  ) {
    const year = digit(value, 0) * 1000 + digit(value, 1) * 100 + digit(value, 2) * 10 + digit(value, 3);
    if (year >= 100) {
      let fraction = 0;
      let scale = 1;
      for (let i = 20; i < n - 3; i++) {
        fraction = fraction * 10 + digit(value, i);
        scale *= 10;
      }
      const ms = n === 22 ? 0 : 1000 * (fraction / scale);
      const month = digit(value, 5) * 10 + digit(value, 6) - 1;
      const day = digit(value, 8) * 10 + digit(value, 9);
      const hour = digit(value, 11) * 10 + digit(value, 12);
      const minute = digit(value, 14) * 10 + digit(value, 15);
      const second = digit(value, 17) * 10 + digit(value, 18);
      return new Date(Date.UTC(year, month, day, hour, minute, second, ms));
    }
  }
  return (types.getTypeParser(TIMESTAMPTZ as never, 'text') as (v: string) => unknown)(value);
}

/** An int4[]: the empty one (most events' teams_involved) without postgres-array's parser object; others by pg's parser. */
export function parseInt4Array(value: string): unknown {
  if (value === '{}') return [];
  return (types.getTypeParser(INT4_ARRAY as never, 'text') as (v: string) => unknown)(value);
}

/** pg's parsers for the prepared reads (the `types` of a query): the two above, pg's own for everything else. */
const ROW_TYPES = {
  getTypeParser(oid: number, format?: 'text' | 'binary'): unknown {
    if (format !== 'binary') {
      if (oid === TIMESTAMPTZ) return parseTimestamptz;
      if (oid === INT4_ARRAY) return parseInt4Array;
    }
    return types.getTypeParser(oid as never, format as never);
  },
} as unknown as CustomTypesConfig;

/** Page sizes a first page writes into its prepared statement (see firstPageLimit; the bench's raw server uses them too). */
export const LITERAL_LIMITS: ReadonlySet<number> = new Set([1, 3, 5, 10, 20, 25, 50, 100, 200, 250, 500]);

/**
 * A first page's LIMIT in a prepared statement, and the statement name's part for it. For `LIMIT $n` PostgreSQL's
 * generic plan assumes a tenth of the rows, costs it above the plan for the actual value and so plans the statement
 * again on every run: 0.4-0.5 ms of PostgreSQL CPU per page of events or bookings, more than running it. The usual
 * page sizes are written into the statement (a statement each, planned once per connection); any other size stays a
 * parameter (pushed onto `values`), so a client going through sizes cannot make every connection keep hundreds of plans.
 */
export function firstPageLimit(limit: number, values: unknown[]): { sql: string; key: string } {
  if (Number.isInteger(limit) && LITERAL_LIMITS.has(limit)) return { sql: `LIMIT ${limit}`, key: `limit${limit}` };
  values.push(limit);
  return { sql: `LIMIT $${values.length}`, key: 'limit' };
}

/** PostgreSQL keeps a statement name's first 63 bytes (NAMEDATALEN - 1). */
const MAX_STATEMENT_NAME = 63;
const shortNames = new Map<string, string>();

/**
 * The name a statement is prepared under: `name` itself when PostgreSQL keeps it whole, else its first 50 characters
 * and a hash of all of it. PostgreSQL cuts longer names to 63 bytes, so two statements whose names differ only past
 * that (an event list with and without its waiting-list summary, 66 and 71 characters) shared one name on a
 * connection, and the second one to be prepared there failed ("prepared statement ... already exists").
 */
export function statementName(name: string): string {
  if (Buffer.byteLength(name) <= MAX_STATEMENT_NAME) return name;
  let short = shortNames.get(name);
  if (!short) {
    short = `${name.slice(0, 50)}~${createHash('sha256').update(name).digest('base64url').slice(0, 12)}`;
    shortNames.set(name, short);
  }
  return short;
}

/** The name to prepare under on `ds`, or none (unnamed) where statements cannot outlive a transaction. */
const nameOn = (ds: DataSource, name: string) => (namesStatements(ds) ? statementName(name) : undefined);

/** Rows of one named prepared statement; logged like TypeORM's own queries, so the statement-count tests see it. */
export async function preparedRows<T extends object>(ds: DataSource, name: string, text: string, values: unknown[]): Promise<T[]> {
  if (ds.options.logging) ds.logger.logQuery(text, values);
  const { rows } = await poolOf(ds).query<T>({ name: nameOn(ds, name), text, values, types: ROW_TYPES });
  return rows;
}

/**
 * Rows of one named prepared statement as arrays of their column values (pg's rowMode 'array'), with the
 * statement's column names: no object per row made by pg and then copied, for the lists that read hundreds
 * of rows into entities (arrayReader). Logged like preparedRows.
 */
export async function preparedArrays(ds: DataSource, name: string, text: string, values: unknown[]): Promise<{ columns: string[]; rows: unknown[][] }> {
  if (ds.options.logging) ds.logger.logQuery(text, values);
  const result = await poolOf(ds).query<unknown[]>({ name: nameOn(ds, name), text, values, rowMode: 'array', types: ROW_TYPES });
  return { columns: result.fields.map((f) => f.name), rows: result.rows };
}

/**
 * The pg connection of `m`'s transaction (TypeORM's query runner holds it): statements run on it belong to the
 * transaction, as m.query's do, without TypeORM's per-query work (its query runner's bookkeeping, the broadcast).
 */
function transactionClient(m: EntityManager): PoolClient {
  const runner = m.queryRunner as (typeof m.queryRunner & { databaseConnection?: PoolClient }) | undefined;
  if (!runner?.isTransactionActive || !runner.databaseConnection) throw new Error('preparedRowsIn must run inside a transaction');
  return runner.databaseConnection;
}

/** preparedRows inside `m`'s transaction (a lock and its reads, a change written in one statement). */
export async function preparedRowsIn<T extends object>(m: EntityManager, name: string, text: string, values: unknown[]): Promise<T[]> {
  const ds = m.connection;
  if (ds.options.logging) ds.logger.logQuery(text, values);
  const { rows } = await transactionClient(m).query<T>({ name: nameOn(ds, name), text, values, types: ROW_TYPES });
  return rows;
}

/** preparedArrays inside `m`'s transaction. */
export async function preparedArraysIn(m: EntityManager, name: string, text: string, values: unknown[]): Promise<{ columns: string[]; rows: unknown[][] }> {
  const ds = m.connection;
  if (ds.options.logging) ds.logger.logQuery(text, values);
  const result = await transactionClient(m).query<unknown[]>({ name: nameOn(ds, name), text, values, rowMode: 'array', types: ROW_TYPES });
  return { columns: result.fields.map((f) => f.name), rows: result.rows };
}

/**
 * The select list of an entity, aliased to its property names (`e.start_time AS "startTime"`)
 * and typed as TypeORM reads it (dates stay yyyy-MM-dd strings), built once from its metadata.
 */
export function selectColumns(
  ds: DataSource,
  entity: EntityTarget<ObjectLiteral>,
  alias: string,
  prefix = '',
  include?: (property: string) => boolean,
): string {
  // Part of the columns: built by the caller once and kept there.
  if (include) return columnList(selectedColumns(ds, entity).filter((c) => include(c.propertyName)), alias, prefix);
  // Repositories are made per request (DataLoaders): the list is built once per data source, entity, alias and prefix.
  const cache = columnLists.get(ds) ?? new Map<unknown, Map<string, string>>();
  columnLists.set(ds, cache);
  const byAlias = cache.get(entity) ?? new Map<string, string>();
  cache.set(entity, byAlias);
  const known = byAlias.get(`${alias} ${prefix}`);
  if (known) return known;
  const list = columnList(selectedColumns(ds, entity), alias, prefix);
  byAlias.set(`${alias} ${prefix}`, list);
  return list;
}

const columnList = (columns: ReturnType<typeof selectedColumns>, alias: string, prefix: string) =>
  columns
    .map((c) => {
      const column = `${alias}.${c.databaseName}`;
      return `${c.type === 'date' ? `to_char(${column}, 'YYYY-MM-DD')` : column} AS "${prefix}${c.propertyName}"`;
    })
    .join(', ');

// Columns marked select: false (password hashes, reset tokens) are never read here, as TypeORM never reads them by default.
const selectedColumns = (ds: DataSource, entity: EntityTarget<ObjectLiteral>) => ds.getMetadata(entity).columns.filter((c) => c.isSelect);

const columnLists = new WeakMap<DataSource, Map<unknown, Map<string, string>>>();

/**
 * An entity from a row of preparedArrays whose columns include the entity's (selectColumns), by a copy compiled once
 * per data source, entity and column list from its metadata: one assignment per entity column, from its place in
 * the row (undefined for one the statement left out), and no other column (e.g. a summary read alongside). Copying row objects instead (object rest plus
 * Object.assign) cost ~0.1-0.2 ms per 100 events; property names come from the entity's own metadata.
 */
export function arrayReader<T extends object>(
  ds: DataSource,
  Entity: new () => T,
  columns: readonly string[],
  /** What to make instead of an Entity: a subclass of it (e.g. an event read with its summaries). */
  Made: new () => T = Entity,
): (row: unknown[]) => T {
  const byEntity = arrayReaders.get(ds) ?? new Map<unknown, Map<string, ArrayCopy>>();
  arrayReaders.set(ds, byEntity);
  const byColumns = byEntity.get(Made) ?? new Map<string, ArrayCopy>();
  byEntity.set(Made, byColumns);
  const key = columns.join(',');
  let copy = byColumns.get(key);
  if (!copy) {
    const body = selectedColumns(ds, Entity)
      .map((c) => {
        // A column the statement left out (a narrowed list) leaves its property undefined, in its place.
        const at = columns.indexOf(c.propertyName);
        return `e[${JSON.stringify(c.propertyName)}] = ${at < 0 ? 'undefined' : `r[${at}]`};`;
      })
      .join('\n');
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    copy = new Function('E', 'r', `const e = new E();\n${body}\nreturn e;`) as ArrayCopy;
    byColumns.set(key, copy);
  }
  const compiled = copy;
  return (row) => compiled(Made, row) as T;
}

type ArrayCopy = (Entity: new () => object, row: unknown[]) => object;
const arrayReaders = new WeakMap<DataSource, Map<unknown, Map<string, ArrayCopy>>>();

/** Rows read with selectColumns, as entity instances. */
export function asEntities<T extends object>(Entity: new () => T, rows: object[]): T[] {
  return rows.map((r) => Object.assign(new Entity(), r));
}

import 'reflect-metadata';
import { Client, type ClientConfig } from 'pg';
import { DataSource, type DataSourceOptions as OrmOptions, type Logger as OrmLogger } from 'typeorm';
import { SnakeNamingStrategy } from './naming';

export interface DataSourceOptions {
  url: string;
  /** Called for every SQL statement with its parameters; the N+1 tests count them, the EXPLAIN test plans them. */
  onQuery?: (sql: string, parameters?: unknown[]) => void;
  poolSize?: number;
  /**
   * Whether hot reads may be prepared under a name (speed/db/prepared.ts). Named statements live in a server session:
   * behind a pooler in transaction mode the next run may land on another server connection that never saw the
   * name ("prepared statement ... does not exist"), so there they are unnamed. Default true.
   */
  namedStatements?: boolean;
}

const unnamed = new WeakSet<DataSource>();

/** Whether prepared reads on `ds` may use named statements (see DataSourceOptions.namedStatements). */
export function namesStatements(ds: DataSource): boolean {
  return !unnamed.has(ds);
}

/**
 * The pool's client: a connection that dies never becomes an unhandled 'error' event, which would end the process.
 * pg-pool takes its own listener off a client while it is checked out, and TypeORM puts its listener on only once a
 * promise has settled. In between, PostgreSQL's last words on a connection ("terminating connection due to
 * unexpected postmaster exit", when the database is killed under load) could arrive in the same read as the answer
 * that released the client to the next waiter, and met no listener. Whoever holds the client learns it all the
 * same: its next query fails as "not queryable" (answered 503, like any lost connection), and the pool drops a client
 * in that state when it comes back. Idle clients' errors still reach the pool's own listener.
 */
export class PoolClient extends Client {
  constructor(config?: string | ClientConfig) {
    super(config);
    this.on('error', () => undefined);
  }
}

/**
 * How the app opens PostgreSQL: migrations, never synchronize; snake_case names. The app's
 * entities and migrations are handed in by the wiring above (api/src/database.ts).
 */
export function postgresDataSource({
  url,
  onQuery,
  poolSize = 10,
  namedStatements = true,
  entities,
  migrations,
}: DataSourceOptions & { entities: OrmOptions['entities']; migrations: OrmOptions['migrations'] }): DataSource {
  const logger: OrmLogger | undefined = onQuery
    ? {
        logQuery: (sql, parameters) => onQuery(sql, Array.isArray(parameters) ? parameters : undefined),
        logQueryError: () => undefined,
        logQuerySlow: () => undefined,
        logSchemaBuild: () => undefined,
        logMigration: () => undefined,
        log: () => undefined,
      }
    : undefined;
  const ds = new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsTransactionMode: 'each',
    synchronize: false,
    namingStrategy: new SnakeNamingStrategy(),
    logging: onQuery ? ['query'] : false,
    logger,
    extra: { max: poolSize, application_name: 'd-office', Client: PoolClient },
  });
  if (!namedStatements) unnamed.add(ds);
  return ds;
}

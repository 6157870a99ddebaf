import 'reflect-metadata';
import { DataSource, type DataSourceOptions as OrmOptions, type Logger as OrmLogger } from 'typeorm';
import { SnakeNamingStrategy } from './naming';

export interface DataSourceOptions {
  url: string;
  /** Called for every SQL statement; the N+1 tests count them. */
  onQuery?: (sql: string) => void;
  poolSize?: number;
}

/**
 * How the app opens PostgreSQL: migrations, never synchronize; snake_case names. The app's
 * entities and migrations are handed in by the wiring above (api/src/database.ts).
 */
export function postgresDataSource({
  url,
  onQuery,
  poolSize = 10,
  entities,
  migrations,
}: DataSourceOptions & { entities: OrmOptions['entities']; migrations: OrmOptions['migrations'] }): DataSource {
  const logger: OrmLogger | undefined = onQuery
    ? {
        logQuery: (sql) => onQuery(sql),
        logQueryError: () => undefined,
        logQuerySlow: () => undefined,
        logSchemaBuild: () => undefined,
        logMigration: () => undefined,
        log: () => undefined,
      }
    : undefined;
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsTransactionMode: 'each',
    synchronize: false,
    namingStrategy: new SnakeNamingStrategy(),
    logging: onQuery ? ['query'] : false,
    logger,
    extra: { max: poolSize, application_name: 'd-office' },
  });
}

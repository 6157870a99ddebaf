import 'reflect-metadata';
import { DataSource, type Logger as OrmLogger } from 'typeorm';
import { ENTITIES, MIGRATIONS } from './entities';
import { SnakeNamingStrategy } from './naming';

export interface DataSourceOptions {
  url: string;
  /** Called for every SQL statement; the N+1 tests count them. */
  onQuery?: (sql: string) => void;
  poolSize?: number;
}

/** The one way the app opens PostgreSQL: migrations, never synchronize. */
export function createDataSource({ url, onQuery, poolSize = 10 }: DataSourceOptions): DataSource {
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
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTransactionMode: 'each',
    synchronize: false,
    namingStrategy: new SnakeNamingStrategy(),
    logging: onQuery ? ['query'] : false,
    logger,
    extra: { max: poolSize, application_name: 'd-office' },
  });
}

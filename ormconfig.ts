import { createDataSource } from './api/src/database';

/**
 * The DataSource for the TypeORM CLI (e.g. `npx typeorm-ts-node-commonjs migration:show -d ormconfig.ts`).
 * The app itself builds the same DataSource in api/src/main.ts, on DATABASE_URL or the embedded database.
 */
export default createDataSource({
  url: process.env.DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:54329/doffice',
});

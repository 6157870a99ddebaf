import 'reflect-metadata';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../api/src/app';
import { loadConfig } from '../api/src/core/config';
import { createLogger } from '../api/src/core/logger';
import { createDataSource } from '../api/src/database';

/*
 * One instance for the subscriptions benchmark (bench/subscriptions.ts), in a process of its own so that its RSS is
 * the server's alone: the app on DATABASE_URL (migrated here), its subscriptions attached, on a free port. Says
 * `READY <port>` on stdout.
 */
async function main() {
  const ds = createDataSource({ url: process.env.DATABASE_URL! });
  await ds.initialize();
  await ds.runMigrations({ transaction: 'each' });
  const config = loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent', JOBS: 'false' });
  const app = await createApp({ ds, config, logger: createLogger('silent'), secret: 'bench-live-secret' });
  const server = createServer(app.serverOptions, app.handler);
  app.live.attach(server);
  server.listen(0, '127.0.0.1', () => process.stdout.write(`READY ${(server.address() as AddressInfo).port}\n`));
}

void main();

import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { loadConfig } from '../core/config';
import { openDatabase } from '../database';
import { createLogger } from '../core/logger';
import { Passwords } from '../core/auth/passwords';
import { UsersService } from '../modules/users/users.service';

export const USAGE = 'Usage: npm run create-admin -- --email you@example.org --password "secret123" [--name "Full Name"]';

export interface Output {
  log(line: string): void;
  error(line: string): void;
}

/** Reads --email, --password and --name; throws a readable message on anything else. */
export function parseCreateAdminArgs(argv: string[]): { email: string; password: string; fullName?: string } {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }) as { values: Record<string, string | undefined> });
  } catch (err) {
    throw new Error(`${(err as Error).message}\n${USAGE}`);
  }
  const missing = (['email', 'password'] as const).filter((k) => !values[k]);
  if (missing.length) throw new Error(`Missing ${missing.map((k) => `--${k}`).join(' and ')}.\n${USAGE}`);
  return { email: values.email!, password: values.password!, fullName: values.name };
}

/**
 * `npm run create-admin`: opens the database exactly as the server does (using the server's
 * embedded PostgreSQL when it is running), ensures the admin, reports. Returns the exit code.
 */
export async function createAdmin(argv: string[], env: NodeJS.ProcessEnv, out: Output): Promise<number> {
  let input: ReturnType<typeof parseCreateAdminArgs>;
  try {
    input = parseCreateAdminArgs(argv);
  } catch (err) {
    out.error((err as Error).message);
    return 2;
  }
  const config = loadConfig(env);
  // The server's info lines would drown the one line this command prints.
  const logger = createLogger(env.LOG_LEVEL || 'warn');
  let db: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    db = await openDatabase(config, logger, { attach: true });
    // Only the service it needs: it signs no sessions.
    const users = new UsersService(db.ds, new Passwords(config.bcryptRounds));
    const { user, created, promoted } = await users.ensureAdmin(input);
    if (created) out.log(`Created admin ${user.email} (id ${user.id}). Sign in with that email and the password given.`);
    else if (promoted) out.log(`${user.email} already had an account; it is now an admin. Its password is unchanged.`);
    else out.log(`${user.email} is already an admin; nothing changed (the password is unchanged).`);
    return 0;
  } catch (err) {
    out.error(`Could not create the admin: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  } finally {
    await db?.close().catch(() => undefined);
  }
}

if (require.main === module) {
  createAdmin(process.argv.slice(2), process.env, {
    log: (line) => process.stdout.write(`${line}\n`),
    error: (line) => process.stderr.write(`${line}\n`),
  }).then((code) => process.exit(code));
}

import type { FieldError } from '../../../validation/field-errors';

export type { FieldError };
import { AUTHENTICATION_REQUIRED } from '../../../rules/access';

/**
 * Services throw AppError with a code; GraphQL (extensions.code) and REST (HTTP status)
 * each convert it in one place. Anything else is a bug: logged, and shown as a generic message.
 */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'RATE_LIMITED'
  | 'SERVICE_UNAVAILABLE'
  /** The password was right and sign-in needs a two-factor code next (details: challenge). */
  | 'TWO_FACTOR_REQUIRED';

export const HTTP_STATUS: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  TWO_FACTOR_REQUIRED: 401,
};

/** Seconds a client should wait before retrying while the database is away (the Retry-After header). */
export const RETRY_AFTER_SECONDS = 5;

export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable (the database cannot be reached). Please try again in a few seconds.';

// PostgreSQL classes that mean "not now" rather than "wrong": connection exceptions (08), admin or
// crash shutdown and "starting up" (57P01-57P03), too many connections (53300).
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3]|53300)$/;
const UNAVAILABLE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// node-postgres reports a lost or refused connection with messages rather than codes.
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Connection ended unexpectedly|the database system is (starting up|shutting down|in recovery mode)/i;

/**
 * True when `err` (or what it wraps: TypeORM's driverError, a cause, an AggregateError's errors)
 * says the database cannot be reached just now. Such a request answers 503 with Retry-After,
 * never 500: nothing is wrong with it, and it may be sent again.
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  const e = err as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && (UNAVAILABLE_SQLSTATE.test(e.code) || UNAVAILABLE_SOCKET.has(e.code))) return true;
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((x) => isDatabaseUnavailable(x, depth + 1))) return true;
  return isDatabaseUnavailable(e.driverError, depth + 1) || isDatabaseUnavailable(e.cause, depth + 1);
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    /** Extra facts a client acts on (e.g. a duplicate's id); sent beside the message in both transports. */
    readonly details?: Record<string, unknown>,
    /** Every invalid field, in form order, when there is more than the one named by message and field. */
    readonly fieldErrors?: FieldError[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/**
 * What a client reads beside the message and code, the same in both transports (REST body, GraphQL
 * extensions): the field, the facts in details, and, for bad input, `errors`, every invalid field in form
 * order whose first entry is the message and field themselves (one entry when only one was found).
 */
export function errorFacts(err: AppError): Record<string, unknown> {
  const errors =
    err.code !== 'BAD_USER_INPUT' ? undefined : (err.fieldErrors ?? [err.field ? { field: err.field, message: err.message } : { message: err.message }]);
  return { ...(err.field ? { field: err.field } : {}), ...err.details, ...(errors ? { errors } : {}) };
}

/** Bad input in several fields at once: the first (in form order) is the message, all are listed. */
export function invalidFields(errors: FieldError[]): AppError {
  const [first = { message: 'Invalid input' }] = errors;
  return new AppError('BAD_USER_INPUT', first.message, first.field, undefined, errors.length ? errors : [first]);
}

/** Throws a shared rule's refusal (rules/refusal.ts) as an AppError; does nothing when the rule allows. */
export function refuse(refusal: { code: ErrorCode; message: string; field?: string } | null): void {
  if (refusal) throw new AppError(refusal.code, refusal.message, refusal.field);
}

export const badInput = (message: string, field?: string) => new AppError('BAD_USER_INPUT', message, field);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const conflict = (message: string, field?: string) => new AppError('CONFLICT', message, field);
export const unauthenticated = (message = AUTHENTICATION_REQUIRED) => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message = 'Admin privileges required') => new AppError('FORBIDDEN', message);

interface PgError {
  code?: string;
  constraint?: string;
}

/**
 * Turns a PostgreSQL error raised by a constraint into an AppError, with the message the
 * feature gave for that constraint. Returns undefined for anything else (a real bug).
 */
export function fromPgError(err: unknown, messages: Record<string, AppError> = {}): AppError | undefined {
  const pg = ((err as { driverError?: PgError })?.driverError ?? err) as PgError;
  if (!pg || typeof pg.code !== 'string') return undefined;
  if (pg.constraint && messages[pg.constraint]) return messages[pg.constraint];
  switch (pg.code) {
    case '23505':
      return conflict('That value is already taken');
    case '23P01':
      return conflict('That conflicts with an existing record');
    case '23503':
      return notFound('A referenced record does not exist');
    case '23514':
    case '22001':
    case '22003':
    case '22007':
    case '22008':
    case '22P02':
      return badInput('A value is out of range or malformed');
    case '22021':
    case '22P05':
      return unstorableText(pg);
    default:
      return undefined;
  }
}

/** What a client is told when its text holds a character PostgreSQL cannot store (a NUL byte). */
export const UNSTORABLE_TEXT_MESSAGE = 'Text must not contain NUL (\\u0000) characters';

/**
 * PostgreSQL refuses text it cannot store in the database's encoding: a NUL byte (22021) or a
 * character without a UTF-8 form (22P05). That is the client's input, on any path that writes or
 * compares text, so the REST and GraphQL error handlers answer it 400 wherever it surfaces (the
 * statement failed, so nothing changed), not only inside guardDb.
 */
export function unstorableText(err: unknown): AppError | undefined {
  const pg = ((err as { driverError?: PgError })?.driverError ?? err) as PgError;
  return pg && (pg.code === '22021' || pg.code === '22P05') ? badInput(UNSTORABLE_TEXT_MESSAGE) : undefined;
}

/** Runs a database write and converts constraint violations into AppErrors. */
export async function guardDb<T>(work: () => Promise<T>, messages: Record<string, AppError> = {}): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw fromPgError(err, messages) ?? err;
  }
}

/** A start-up problem with a message written for the person starting the server (what, why, the fix). */
export class StartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StartupError';
  }
}

/**
 * A readable one-paragraph account of any thrown value, never "undefined": libraries reject with
 * nothing, strings, or errors without a message.
 */
export function describeError(err: unknown): string {
  if (err instanceof Error) {
    const own = err.message?.trim() || `${err.name || 'Error'} with no message`;
    const code = (err as { code?: unknown }).code;
    const withCode = typeof code === 'string' && !own.includes(code) ? `${own} (${code})` : own;
    return err.cause !== undefined && !(err instanceof StartupError) ? `${withCode} — caused by: ${describeError(err.cause)}` : withCode;
  }
  if (typeof err === 'string' && err.trim()) return err.trim();
  if (err === undefined || err === null || err === '') return 'an unknown error (the failing step gave no details)';
  try {
    return JSON.stringify(err);
  } catch {
    return String(err);
  }
}

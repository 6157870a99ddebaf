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
  | 'RATE_LIMITED';

export const HTTP_STATUS: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
};

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badInput = (message: string, field?: string) => new AppError('BAD_USER_INPUT', message, field);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const conflict = (message: string, field?: string) => new AppError('CONFLICT', message, field);
export const unauthenticated = (message = 'Authentication required') => new AppError('UNAUTHENTICATED', message);
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
    default:
      return undefined;
  }
}

/** Runs a database write and converts constraint violations into AppErrors. */
export async function guardDb<T>(work: () => Promise<T>, messages: Record<string, AppError> = {}): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw fromPgError(err, messages) ?? err;
  }
}

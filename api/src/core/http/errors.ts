import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { translatedError } from '../error-language';
import { requestLanguage } from '../i18n';
import { AppError, DATABASE_UNAVAILABLE_MESSAGE, errorFacts, HTTP_STATUS, isDatabaseUnavailable, RETRY_AFTER_SECONDS, unstorableText } from '../errors';
import type { Logger } from '../logger';

/**
 * Where the request context leaves the signed-in user's language for the error handler (res.locals): errors answer in
 * Accept-Language's language, else theirs, else English (issue 37).
 */
export const VIEWER_LANGUAGE = 'viewerLanguage';

/** An error body in the request's language: the message and each listed field's message; nothing else changes. */
const inLanguage = <T extends { message?: unknown; errors?: unknown }>(req: Request, res: Response, body: T): T =>
  translatedError(body, requestLanguage(req.headers['accept-language'], res.locals[VIEWER_LANGUAGE] as string | null | undefined));

/** A 400 about the request as a whole, shaped as every 400 is: the message, and itself as the one entry of errors. */
const invalid = (message: string) => ({ message, errors: [{ message }] });

/** 404 for unknown /api paths, as JSON. */
export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json(inLanguage(req, res, { message: `No such endpoint: ${req.method} ${req.path}` }));
};

/**
 * The one place REST errors become responses: AppError → its status and { message, field?, errors? }
 * (errors on every 400: each invalid field in form order, the first being message and field);
 * body-parser failures → 400/413; the database out of reach → 503 with Retry-After; anything
 * else → logged, 500 with a generic message.
 */
export function restErrorHandler(logger: Logger): ErrorRequestHandler {
  return (thrown, req, res, _next) => {
    const err = unstorableText(thrown) ?? thrown;
    if (isDatabaseUnavailable(err) || (err instanceof AppError && err.code === 'SERVICE_UNAVAILABLE')) {
      logger.warn({ reqId: req.id, reason: (err as Error)?.message }, 'database unavailable: answered 503');
      res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      res.status(503).json(inLanguage(req, res, { message: DATABASE_UNAVAILABLE_MESSAGE }));
      return;
    }
    if (err instanceof AppError) {
      // Every 429 says when to come back (issue 38).
      if (err.code === 'RATE_LIMITED') res.setHeader('Retry-After', String(err.details?.retryAfter ?? 60));
      res.status(HTTP_STATUS[err.code]).json(inLanguage(req, res, { message: err.message, ...errorFacts(err) }));
      return;
    }
    const type = (err as { type?: string }).type;
    if (type === 'entity.too.large') {
      res.status(413).json(inLanguage(req, res, { message: 'Request body is too large' }));
      return;
    }
    if (type === 'entity.parse.failed') {
      res.status(400).json(inLanguage(req, res, invalid('Request body is not valid JSON')));
      return;
    }
    const status = (err as { status?: number }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      res.status(status).json(inLanguage(req, res, status === 400 ? invalid('Bad request') : { message: 'Bad request' }));
      return;
    }
    logger.error({ err, reqId: req.id }, 'unexpected error');
    res.status(500).json(inLanguage(req, res, { message: 'Internal server error' }));
  };
}

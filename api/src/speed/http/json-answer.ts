import type { Request, Response } from 'express';

/**
 * A JSON text (or its utf8 bytes) answered as res.json → res.send would answer it, byte for byte and header for header (Content-Type with
 * charset, Content-Length, the app's ETag, 304 when the client's copy is current, no body for HEAD), without their
 * generic steps: parsing the Content-Type back to add a charset, and a header read or write per step. Anything
 * unusual (a Content-Type, ETag or Transfer-Encoding already set, ETags switched off) goes through res.send itself.
 */
export function sendJsonText(req: Request, res: Response, text: string | Buffer): void {
  const etagFn = req.app.get('etag fn') as ((body: Buffer, encoding?: BufferEncoding) => string | undefined) | undefined;
  if (typeof etagFn !== 'function' || res.hasHeader('Content-Type') || res.hasHeader('ETag') || res.hasHeader('Transfer-Encoding')) {
    if (!res.get('Content-Type')) res.set('Content-Type', 'application/json');
    // As text: res.send adds the charset to a JSON text's Content-Type (not to a Buffer's).
    res.send(typeof text === 'string' ? text : text.toString('utf8'));
    return;
  }
  const body = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', String(body.length));
  const etag = etagFn(body);
  if (etag) res.setHeader('ETag', etag);
  if (req.fresh) res.statusCode = 304;
  let chunk: Buffer | string = body;
  if (res.statusCode === 204 || res.statusCode === 304) {
    res.removeHeader('Content-Type');
    res.removeHeader('Content-Length');
    res.removeHeader('Transfer-Encoding');
    chunk = '';
  }
  if (res.statusCode === 205) {
    res.setHeader('Content-Length', '0');
    res.removeHeader('Transfer-Encoding');
    chunk = '';
  }
  if (req.method === 'HEAD') res.end();
  else res.end(chunk);
}

/**
 * A REST route's JSON answers (RestRoutes' `json` option) written by `serialize` (e.g. a jsonBytes writer compiled for
 * the answer's shape), which must give JSON.stringify's text or bytes, and sent as sendJsonText sends them.
 */
export function jsonAnswer<T>(serialize: (body: T) => string | Buffer): (req: Request, res: Response, body: T) => void {
  return (req, res, body) => sendJsonText(req, res, serialize(body));
}

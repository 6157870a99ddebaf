import compression from 'compression';
import express, { type Request, type Response } from 'express';
import type { IncomingMessage } from 'node:http';
import request from 'supertest';
import { sendJsonText } from './json-answer';

/** The same JSON text answered by res.send (as RestRoutes did) and by sendJsonText, on one app. */
function app(before?: (req: Request, res: Response) => void) {
  const a = express();
  a.use(compression());
  const text = JSON.stringify([{ id: 1, title: 'Ünïcode — night', at: new Date(0) }, { id: 2, title: 'x'.repeat(2000) }]);
  a.get('/send', (req, res) => {
    before?.(req, res);
    if (!res.get('Content-Type')) res.set('Content-Type', 'application/json');
    res.send(text);
  });
  a.get('/fast', (req, res) => {
    before?.(req, res);
    sendJsonText(req, res, text);
  });
  return a;
}

/** Status, headers in order (but Date) and body bytes. */
async function answer(a: express.Express, path: string, method: 'get' | 'head', headers: Record<string, string>) {
  const res = await request(a)[method](path).set(headers).buffer(true).parse((r, done) => {
    const chunks: Buffer[] = [];
    r.on('data', (c: Buffer) => chunks.push(c));
    r.on('end', () => done(null, Buffer.concat(chunks)));
  });
  // supertest keeps node's response (its headers as sent, in order) on `res`.
  const raw = (res as unknown as { res: IncomingMessage }).res.rawHeaders;
  const pairs: string[] = [];
  for (let i = 0; i < raw.length; i += 2) if (raw[i].toLowerCase() !== 'date') pairs.push(`${raw[i]}: ${raw[i + 1]}`);
  return { status: res.status, headers: pairs, body: (res.body as Buffer).toString('base64') };
}

describe('sendJsonText answers as res.send does', () => {
  const etagOf = async (a: express.Express) => (await request(a).get('/send')).headers.etag as string;

  it.each([
    ['GET', 'get', {}],
    ['HEAD', 'head', {}],
    ['GET with gzip', 'get', { 'Accept-Encoding': 'gzip' }],
    ['GET with a stale ETag', 'get', { 'If-None-Match': 'W/"1-abc"' }],
  ] as const)('%s', async (_name, method, headers) => {
    const a = app();
    const sent = await answer(a, '/send', method, headers);
    expect(sent.status).toBe(200);
    expect(await answer(a, '/fast', method, headers)).toEqual(sent);
  });

  it('304 with no body when the client holds the current ETag (also with gzip)', async () => {
    const a = app();
    for (const extra of [{}, { 'Accept-Encoding': 'gzip' }] as Record<string, string>[]) {
      const headers = { 'If-None-Match': await etagOf(a), ...extra };
      const sent = await answer(a, '/send', 'get', headers);
      expect(sent.status).toBe(304);
      expect(await answer(a, '/fast', 'get', headers)).toEqual(sent);
    }
  });

  it('a Content-Type or ETag already set is kept as res.send keeps it', async () => {
    for (const before of [
      (_req: Request, res: Response) => res.set('Content-Type', 'application/vnd.test+json'),
      (_req: Request, res: Response) => res.set('ETag', '"fixed"'),
    ]) {
      const a = app(before);
      expect(await answer(a, '/fast', 'get', {})).toEqual(await answer(a, '/send', 'get', {}));
    }
  });
});

import { HeaderMap, type ApolloServer, type BaseContext } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import type { Request, RequestHandler, Response } from 'express';
import type { KnownQueries } from './known-queries';

/**
 * Apollo Server on express for /graphql: POST (every operation the app sends) is handed to Apollo here
 * and its answer written as it is; other methods go through Apollo's own express integration.
 *
 * The integration answers through express's `res.send`, which converts the JSON to a Buffer and hashes
 * it for an ETag on every answer, POST included, where no client can revalidate (freshness is only
 * checked for GET and HEAD). A GET query keeps the ETag and its 304.
 *
 * With `known`, a query it can answer is answered there first (known-queries.ts), timed for the metrics by `answered`;
 * whatever it leaves goes to Apollo with the context already made.
 */
export function graphqlMiddleware<TContext extends BaseContext>(
  server: ApolloServer<TContext>,
  context: (args: { req: Request; res: Response }) => Promise<TContext>,
  fast?: { known: KnownQueries; answered?: (operationName: string | null, type: string, seconds: number) => void },
): RequestHandler {
  const integration = expressMiddleware(server, { context });
  return async (req, res, next) => {
    if (req.method !== 'POST' || !('body' in req)) return integration(req, res, next);
    let made: Promise<TContext> | undefined;
    const known = fast?.known.match(req.headers, req.body);
    if (known) {
      made = context({ req, res });
      const value = await made.catch(() => undefined);
      if (value !== undefined) {
        const started = performance.now();
        // Whatever goes wrong here (nothing should), Apollo answers it as it would have.
        const body = await fast!.known.answer(known, value).catch(() => undefined);
        if (body) {
          fast!.answered?.(known.known.name, 'query', (performance.now() - started) / 1000);
          res.statusCode = 200;
          res.setHeader('content-type', known.contentType);
          res.setHeader('Content-Length', body.length);
          res.end(body);
          return;
        }
      }
    }
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const query = req.url.indexOf('?');
    const answer = await server.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: 'POST', headers, search: query < 0 ? '' : req.url.slice(query), body: req.body },
      context: made ? () => made : () => context({ req, res }),
    });
    for (const [key, value] of answer.headers) res.setHeader(key, value);
    res.statusCode = answer.status ?? 200;
    if (answer.body.kind === 'complete') {
      // Encoded once, outside V8's heap: as a string, a large answer (a calendar month: ~100 KB) was measured,
      // then joined to the head and copied again on the heap, each time in its large-object space.
      const body = Buffer.from(answer.body.string);
      res.setHeader('Content-Length', body.length);
      res.end(body);
      return;
    }
    for await (const chunk of answer.body.asyncIterator) {
      res.write(chunk);
      (res as Response & { flush?: () => void }).flush?.();
    }
    res.end();
  };
}

import { HeaderMap, type ApolloServer, type BaseContext } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import type { Request, RequestHandler, Response } from 'express';

/**
 * Apollo Server on express for /graphql: POST (every operation the app sends) is handed to Apollo here
 * and its answer written as it is; other methods go through Apollo's own express integration.
 *
 * The integration answers through express's `res.send`, which converts the JSON to a Buffer and hashes
 * it for an ETag on every answer, POST included, where no client can revalidate (freshness is only
 * checked for GET and HEAD). A GET query keeps the ETag and its 304.
 */
export function graphqlMiddleware<TContext extends BaseContext>(
  server: ApolloServer<TContext>,
  context: (args: { req: Request; res: Response }) => Promise<TContext>,
): RequestHandler {
  const integration = expressMiddleware(server, { context });
  return async (req, res, next) => {
    if (req.method !== 'POST' || !('body' in req)) return integration(req, res, next);
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const query = req.url.indexOf('?');
    const answer = await server.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: 'POST', headers, search: query < 0 ? '' : req.url.slice(query), body: req.body },
      context: () => context({ req, res }),
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

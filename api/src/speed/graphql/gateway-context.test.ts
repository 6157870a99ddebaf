import path from 'node:path';
import { ApolloServer, HeaderMap } from '@apollo/server';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { execute } from 'graphql';
import { CompiledExecutor } from './compiled-executor';
import { gatewayRequestContext, installGatewayRequestContext } from './gateway-context';

type Maker = Parameters<typeof gatewayRequestContext>[0];

/** Apollo's own makeGatewayGraphQLRequestContext, as its module had it before anything replaced it. */
function apolloOriginal(): Maker {
  const file = path.join(path.dirname(require.resolve('@apollo/server')), 'utils', 'makeGatewayGraphQLRequestContext.js');
  let original: Maker | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    original = (require(file) as { makeGatewayGraphQLRequestContext: Maker }).makeGatewayGraphQLRequestContext;
  });
  return original!;
}

const schema = makeExecutableSchema({ typeDefs: 'type Query { hello(name: String): String }', resolvers: { Query: { hello: (_: unknown, a: { name?: string }) => `hi ${a.name ?? ''}` } } });

describe("the gateway's request context without a per-request accessor literal", () => {
  const original = apolloOriginal();
  const replacement = gatewayRequestContext(original);

  const contexts = () => {
    const made = (search: string, extra: Record<string, unknown>) => {
      const headers = new HeaderMap([['content-type', 'application/json'], ['x-a', '1']]);
      return {
        request: { query: '{ hello }', operationName: 'Q', variables: { a: 1 }, ...extra, http: { method: 'POST', search, headers } },
        response: { http: { status: undefined as number | undefined, headers: new HeaderMap() } },
        schema,
        contextValue: { viewer: 1 },
        queryHash: 'h',
        document: { kind: 'Document' },
        source: '{ hello }',
        operationName: 'Q',
        operation: { kind: 'OperationDefinition' },
        errors: undefined,
        metrics: { captureTraces: false },
        overallCachePolicy: { maxAge: 0 },
        requestIsBatched: false,
      };
    };
    return [made('', {}), made('?x=1', { extensions: { e: 1 } }), made('x=1', {})];
  };
  const server = { logger: { name: 'logger' }, cache: { name: 'cache' } };
  const internals = { includeStacktraceInErrorResponses: true };

  it('has the same fields and values as Apollo makes, and status and headers read and write through alike', () => {
    for (const pick of [0, 1, 2]) {
      const [a, b] = [contexts()[pick], contexts()[pick]];
      const theirs = original(a as never, server, internals) as Record<string, any>;
      const ours = replacement(b as never, server, internals) as Record<string, any>;
      const plain = (g: Record<string, any>) => ({ ...g, request: { ...g.request, http: g.request.http && { ...g.request.http, headers: undefined } }, response: undefined });
      expect(Object.keys(ours).sort()).toEqual(Object.keys(theirs).sort());
      expect(plain(ours)).toEqual(plain(theirs));
      expect(ours.request.http.headers.constructor).toBe(theirs.request.http.headers.constructor);
      for (const [g, c] of [[theirs, a], [ours, b]] as const) {
        expect(g.request.http.headers.get('x-a')).toBe('1');
        expect(g.response.http.status).toBeUndefined();
        g.response.http.status = 418;
        expect(c.response.http.status).toBe(418);
        c.response.http.status = 200;
        expect(g.response.http.status).toBe(200);
        g.response.http.headers.set('x-b', '2');
        expect(c.response.http.headers.get('x-b')).toBe('2');
      }
      // Apollo's status is an accessor of the object itself; ours is one of its class.
      expect(Object.getOwnPropertyDescriptor(theirs.response.http, 'status')?.get).toBeDefined();
      expect(Object.getOwnPropertyDescriptor(ours.response.http, 'status')).toBeUndefined();
    }
  });

  it("is what Apollo's pipeline hands a gateway once CompiledExecutor is made, and a status set there reaches the answer", async () => {
    new CompiledExecutor(schema);
    expect(installGatewayRequestContext()).toBe(true);
    const seen: unknown[] = [];
    const apollo = new ApolloServer({
      gateway: {
        onSchemaLoadOrUpdate(callback) {
          callback({ apiSchema: schema, coreSupergraphSdl: '' });
          return () => undefined;
        },
        async load() {
          return {
            executor: async (rc) => {
              const http = rc.response!.http!;
              seen.push(http);
              http.status = 202;
              http.headers.set('x-from-executor', 'yes');
              return execute({ schema, document: rc.document, variableValues: rc.request.variables, operationName: rc.request.operationName }) as never;
            },
          };
        },
        async stop() {},
      },
    });
    await apollo.start();
    try {
      const answer = await apollo.executeHTTPGraphQLRequest({
        httpGraphQLRequest: {
          method: 'POST',
          headers: new HeaderMap([['content-type', 'application/json']]),
          search: '',
          body: { query: 'query Q($n: String) { hello(name: $n) }', variables: { n: 'Ann' } },
        },
        context: async () => ({}),
      });
      expect(answer.status).toBe(202);
      expect(answer.headers.get('x-from-executor')).toBe('yes');
      expect(answer.body.kind === 'complete' && JSON.parse(answer.body.string)).toEqual({ data: { hello: 'hi Ann' } });
      expect(seen).toHaveLength(1);
      expect(Object.getOwnPropertyDescriptor(seen[0], 'status')).toBeUndefined();
    } finally {
      await apollo.stop();
    }
  });
});

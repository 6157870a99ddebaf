import { GraphQLError, getOperationAST, parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { Server, IncomingMessage } from 'node:http';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Request } from 'express';
import { SESSION_COOKIE } from '../auth/cookies';
import type { Viewer } from '../auth/viewer';
import type { Config } from '../config';
import { AppError } from '../errors';
import { formatError } from '../graphql/format-error';
import { isCrossSite } from '../http/csrf';
import type { Logger } from '../logger';
import { LIVE_CLOSE } from './close-codes';
import type { LiveNotices } from './notices';
import { liveStream, type StreamSpec } from './stream';

/** One open, acknowledged socket: whose it is (kept current by the session checks) and what it runs. */
export interface LiveConnection {
  viewer: Viewer;
  readonly token: string;
  readonly ip: string;
  readonly socket: WebSocket;
  idle?: NodeJS.Timeout;
}

/** What a subscription field's `subscribe` uses (ctx.live): this subscriber's stream of re-read notices. */
export interface LiveStreams {
  stream<T>(topic: string, pick: StreamSpec<T>['pick'], read: StreamSpec<T>['read']): AsyncIterableIterator<T>;
}

export interface LiveServerDeps {
  schema: GraphQLSchema;
  /** The HTTP path the upgrade must name (the same as POST's: /graphql). */
  path: string;
  limits: Config['live'];
  publicUrl: string;
  production: boolean;
  logger: Logger;
  notices: LiveNotices;
  /** The viewer of a session token now, or null (missing, forged, expired, revoked): the HTTP requests' own check. */
  viewerOf(token: string): Promise<Viewer | null>;
  /** The context a subscription runs with (one per subscribe; its viewer follows the connection's). */
  contextOf(connection: LiveConnection, streams: LiveStreams): unknown;
}

const REFUSALS = new Set(['NOT_FOUND', 'FORBIDDEN', 'UNAUTHENTICATED']);
/** Longest subscription document accepted (the same order as POST's token limit). */
const MAX_QUERY_CHARS = 10_000;

export const ONLY_SUBSCRIPTIONS = 'Only subscriptions are served over the WebSocket; send queries and mutations to POST /graphql';

function cookieToken(req: IncomingMessage): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

function bearer(value: unknown): string | undefined {
  return typeof value === 'string' ? /^Bearer (.+)$/.exec(value)?.[1] : undefined;
}

const refusal = (message: string, code: string) => [new GraphQLError(message, { extensions: { code } })];

/**
 * GraphQL subscriptions over graphql-ws on the HTTP server's own port and path (a WebSocket upgrade of /graphql).
 * Who: the session cookie (from this site's pages only) or a Bearer token (the upgrade's Authorization header, or
 * `authorization` in connection_init's payload), checked at connection_init as every HTTP request checks it, and again
 * whenever the database says that user's sessions or flags changed (an `access` notice) and every
 * LIVE_SESSION_CHECK_SECONDS (expiry): a dead session closes the socket with 4410. Each field's @auth rule is enforced
 * at subscribe, and every event is re-read by the subscriber's own service call. Limits and close codes: close-codes.ts.
 */
export function liveServer(deps: LiveServerDeps) {
  const { limits, logger } = deps;
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const ownHosts = new Set([new URL(deps.publicUrl).host.toLowerCase()]);
  const connections = new Map<WebSocket, LiveConnection>();
  const byUser = new Map<number, Set<LiveConnection>>();
  const format = formatError(logger);

  const close = (c: { socket: WebSocket }, why: { code: number; reason: string }) => c.socket.close(why.code, why.reason);

  const armIdle = (c: LiveConnection) => {
    clearTimeout(c.idle);
    c.idle = setTimeout(() => close(c, LIVE_CLOSE.idle), limits.idleSeconds * 1000);
    c.idle.unref();
  };

  const forget = (c: LiveConnection) => {
    clearTimeout(c.idle);
    connections.delete(c.socket);
    const mine = byUser.get(c.viewer.id);
    mine?.delete(c);
    if (mine?.size === 0) byUser.delete(c.viewer.id);
  };

  /** The session again: closed with 4410 when it is gone, else the viewer's flags as they are now. */
  const recheck = async (c: LiveConnection) => {
    const viewer = await deps.viewerOf(c.token).catch(() => c.viewer);
    if (!viewer) return close(c, LIVE_CLOSE.sessionEnded);
    c.viewer = viewer;
  };

  const offAccess = deps.notices.on('access', (n) => {
    for (const c of byUser.get(n.user ?? -1) ?? []) void recheck(c);
  });
  const sweep = setInterval(() => {
    for (const c of connections.values()) void recheck(c);
  }, limits.sessionCheckSeconds * 1000);
  sweep.unref();

  const streams: LiveStreams = {
    stream: (topic, pick, read) =>
      liveStream(deps.notices, topic, {
        pick,
        read,
        isRefusal: (err) => err instanceof AppError && REFUSALS.has(err.code),
        onError: (err) => logger.error({ err }, 'live: a subscriber could not re-read a change'),
      }),
  };

  const formatAll = (errors: readonly GraphQLError[]) => errors.map((e) => format(e.toJSON(), e));

  const disposable = useServer<Record<string, unknown> | undefined>(
    {
      async onConnect(ctx) {
        const req = ctx.extra.request;
        const viaHeader = bearer(req.headers.authorization) ?? bearer(ctx.connectionParams?.authorization);
        const token = viaHeader ?? cookieToken(req);
        // A page of another site may open a WebSocket here, and the browser sends our cookie with it.
        if (!viaHeader && token && isCrossSite(req as Request, ownHosts)) return void close(ctx.extra, LIVE_CLOSE.crossSite), false;
        const viewer = token ? await deps.viewerOf(token).catch(() => null) : null;
        if (!viewer || !token) return void close(ctx.extra, LIVE_CLOSE.unauthorized), false;
        const mine = byUser.get(viewer.id) ?? new Set();
        if (mine.size >= limits.connectionsPerUser) return void close(ctx.extra, LIVE_CLOSE.tooManyConnections), false;
        // The instance listens from its first socket on; a change committed after the ack is heard.
        await deps.notices.start();
        const c: LiveConnection = { viewer, token, socket: ctx.extra.socket, ip: req.socket.remoteAddress ?? 'unknown' };
        mine.add(c);
        byUser.set(viewer.id, mine);
        connections.set(c.socket, c);
        armIdle(c);
        return true;
      },
      onSubscribe(ctx, _id, payload) {
        const c = connections.get(ctx.extra.socket);
        if (!c) return refusal('Unauthorized: sign in to subscribe', 'UNAUTHENTICATED');
        // graphql-ws has already counted this one.
        if (Object.keys(ctx.subscriptions).length > limits.operationsPerSocket) {
          close(c, LIVE_CLOSE.tooManyOperations);
          return refusal(LIVE_CLOSE.tooManyOperations.reason, 'BAD_REQUEST');
        }
        if (payload.query.length > MAX_QUERY_CHARS) return refusal('The subscription document is too long', 'BAD_REQUEST');
        let document: DocumentNode;
        try {
          document = parse(payload.query);
        } catch (err) {
          return refusal((err as Error).message, 'GRAPHQL_PARSE_FAILED');
        }
        const invalid = validate(deps.schema, document);
        if (invalid.length) return invalid.map((e) => new GraphQLError(e.message, { nodes: e.nodes, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }));
        const operation = getOperationAST(document, payload.operationName);
        if (!operation) return refusal('Name the operation to run (operationName)', 'BAD_REQUEST');
        if (operation.operation !== 'subscription') return refusal(ONLY_SUBSCRIPTIONS, 'BAD_REQUEST');
        clearTimeout(c.idle);
        return {
          schema: deps.schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: deps.contextOf(c, streams) as Record<string, unknown>,
        };
      },
      onNext: (_ctx, _id, _payload, _args, result) => (result.errors ? { ...result, errors: formatAll(result.errors as GraphQLError[]) } : undefined),
      onError: (_ctx, _id, _payload, errors) => formatAll(errors),
      onComplete(ctx) {
        const c = connections.get(ctx.extra.socket);
        // graphql-ws forgets the finished one just after this hook.
        if (c) setImmediate(() => Object.keys(ctx.subscriptions).length === 0 && connections.has(c.socket) && armIdle(c));
      },
      onClose(ctx) {
        const c = connections.get(ctx.extra.socket);
        if (c) forget(c);
      },
    },
    wss,
  );

  let closing: Promise<void> | undefined;
  return {
    /** Takes the WebSocket upgrades of `path` on this HTTP server; any other upgrade is refused. */
    attach(server: Server): void {
      server.on('upgrade', (req, socket, head) => {
        const path = (req.url ?? '').split('?')[0];
        if (path !== deps.path) {
          socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
          return;
        }
        wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
      });
    },
    /** How many sockets are open (the benchmark and the tests read it). */
    size: () => connections.size,
    /** Closes every socket (1001) and stops listening; once, however often it is called. */
    close(): Promise<void> {
      closing ??= (async () => {
        clearInterval(sweep);
        offAccess();
        await disposable.dispose();
        await deps.notices.stop();
      })();
      return closing;
    },
  };
}

export type LiveServer = ReturnType<typeof liveServer>;

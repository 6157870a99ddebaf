import { IncomingMessage, ServerResponse, type ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type express from 'express';

/**
 * node:http's request and response classes for the server, made with express's prototypes (app.request and
 * app.response) from the start: express (app.handle) and the lean lanes (adopt) give every request and response
 * those prototypes, and changing an object's prototype after it is made costs V8 on every request: a plain express
 * app has ~6 KB of each request's objects promoted to the old generation (node:http alone: none), which fills it
 * and brings full GCs. Setting the prototype an object already has is a no-op. The objects are made by node's own
 * constructors, so they are what node:http makes, with express's methods found first, as after express's switch.
 */
export function expressMessages(app: express.Express): Required<Pick<ServerOptions, 'IncomingMessage' | 'ServerResponse'>> {
  const Incoming = IncomingMessage as unknown as (this: IncomingMessage, socket: Socket) => void;
  const Outgoing = ServerResponse as unknown as (this: ServerResponse, req: IncomingMessage, options?: unknown) => void;
  function AppRequest(this: IncomingMessage, socket: Socket): void {
    Incoming.call(this, socket);
  }
  function AppResponse(this: ServerResponse, req: IncomingMessage, options?: unknown): void {
    Outgoing.call(this, req, options);
  }
  AppRequest.prototype = app.request;
  AppResponse.prototype = app.response;
  return { IncomingMessage: AppRequest as unknown as typeof IncomingMessage, ServerResponse: AppResponse as unknown as typeof ServerResponse };
}

/**
 * How the server closes a subscription socket, besides graphql-ws's own protocol codes (4400 bad message, 4408 no
 * connection_init in time, 4409 duplicate id, 4429 second connection_init, 4500 internal). Documented in the README;
 * the web client falls back to polling on any of them.
 */
export const LIVE_CLOSE = {
  /** connection_init without a live session (no cookie or Bearer token, or an expired or revoked one). graphql-ws's own code: its client does not retry. */
  unauthorized: { code: 4401, reason: 'Unauthorized: sign in to subscribe' },
  /** The session cookie came with a WebSocket opened by a page of another site (cross-site WebSocket hijacking). */
  crossSite: { code: 4403, reason: 'Forbidden: cross-site WebSocket with a session cookie' },
  /** The socket's session was revoked (sign-out, password change, account deleted) or expired while it was open. */
  sessionEnded: { code: 4410, reason: 'Session ended: sign in again' },
  /** The socket ran no subscription for the idle timeout (LIVE_IDLE_SECONDS). */
  idle: { code: 4411, reason: 'Idle timeout: no subscription' },
  /** The user already holds LIVE_CONNECTIONS_PER_USER open sockets on this instance. */
  tooManyConnections: { code: 4420, reason: 'Too many connections for this user' },
  /** The socket asked for more than LIVE_OPERATIONS_PER_SOCKET subscriptions at once. */
  tooManyOperations: { code: 4421, reason: 'Too many subscriptions on this socket' },
} as const;

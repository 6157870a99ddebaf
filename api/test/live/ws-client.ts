import WebSocket from 'ws';

/** A message of the graphql-transport-ws protocol. */
export interface WsMessage {
  type: string;
  id?: string;
  payload?: unknown;
}

/**
 * A bare graphql-ws client over `ws` for the tests: every message and the close code are kept, so a test can say
 * exactly what arrived (and what did not) and how the socket ended.
 */
export class TestSocket {
  readonly messages: WsMessage[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: (() => void)[] = [];

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.messages.push(JSON.parse(String(data)) as WsMessage);
      for (const w of this.waiters.splice(0)) w();
    });
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  }

  /** Opens a socket to ws://…/graphql with these headers (cookie, authorization, origin). */
  static async open(baseUrl: string, headers: Record<string, string> = {}): Promise<TestSocket> {
    const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', { headers });
    const socket = new TestSocket(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return socket;
  }

  send(message: WsMessage): void {
    this.ws.send(JSON.stringify(message));
  }

  /** connection_init, then the ack — or the close that refused it. */
  async init(payload?: Record<string, unknown>): Promise<'ack' | { code: number; reason: string }> {
    this.send({ type: 'connection_init', payload });
    const ack = this.waitFor((m) => m.type === 'connection_ack').then(() => 'ack' as const);
    return Promise.race([ack, this.closed]);
  }

  subscribe(id: string, query: string, variables?: Record<string, unknown>): void {
    this.send({ id, type: 'subscribe', payload: { query, variables } });
  }

  /** The first message (from the start) that matches; waits up to `ms` for it. */
  waitFor(match: (m: WsMessage) => boolean, ms = 5000): Promise<WsMessage> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no such message in ${ms} ms; got ${JSON.stringify(this.messages)}`)), ms);
      const check = () => {
        const found = this.messages.find(match);
        if (found) {
          clearTimeout(timer);
          resolve(found);
        } else this.waiters.push(check);
      };
      check();
    });
  }

  /** The `next` payloads of one subscription so far. */
  nexts(id: string): unknown[] {
    return this.messages.filter((m) => m.type === 'next' && m.id === id).map((m) => m.payload);
  }

  /** Waits until subscription `id` has `n` next messages. */
  async nextCount(id: string, n: number, ms = 5000): Promise<unknown[]> {
    await this.waitFor(() => this.nexts(id).length >= n, ms);
    return this.nexts(id);
  }

  close(): void {
    this.ws.close();
  }
}

import { ws } from 'msw';
import { liveSocketServed } from './msw';

/**
 * A graphql-ws server for web tests: acknowledges connection_init, remembers each subscription, and `push(field)`
 * sends a `next` to every subscription of that root field (its data: `{ id }` unless given). For the test that calls it
 * (web/test/setup.ts sets the default refusal back after each test).
 */
export function liveSocket() {
  liveSocketServed.now = true;
  const link = ws.link('ws://localhost/graphql');
  const subscriptions: { id: string; query: string; send(data: string): void }[] = [];
  const handler = link.addEventListener('connection', ({ client }) => {
    client.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as { type: string; id?: string; payload?: { query: string } };
      if (message.type === 'connection_init') client.send(JSON.stringify({ type: 'connection_ack' }));
      if (message.type === 'subscribe') subscriptions.push({ id: message.id!, query: message.payload!.query, send: (d) => client.send(d) });
    });
  });
  return {
    handler,
    subscriptions,
    push(field: string, data: Record<string, unknown> = { id: '1' }) {
      for (const s of subscriptions.filter((x) => x.query.includes(field))) {
        s.send(JSON.stringify({ id: s.id, type: 'next', payload: { data: { [field]: data } } }));
      }
    },
  };
}

import { OutgoingWebhooks1767500000000 } from '../../migrations/1767500000000-OutgoingWebhooks';
import { createTestContext, type TestContext } from '../../../test/harness';
import { WEBHOOK_EVENTS } from '../../../../rules/webhooks';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const tables = async () =>
  (await t.ds.query(`SELECT table_name FROM information_schema.tables WHERE table_name LIKE 'webhook\\_%' ORDER BY 1`)).map((r: { table_name: string }) => r.table_name);

it('down() removes the webhook tables and up() brings them back', async () => {
  const migration = new OutgoingWebhooks1767500000000();
  const q = t.ds.createQueryRunner();
  try {
    await t.ds.query(`INSERT INTO webhook_endpoints (url, events, secret) VALUES ('https://example.org', '{booking.accepted}', 'whsec_AAAA')`);
    await migration.down(q);
    expect(await tables()).toEqual([]);
    await migration.up(q);
    expect(await tables()).toEqual(['webhook_deliveries', 'webhook_endpoints', 'webhook_events']);
  } finally {
    await q.release();
  }
});

it("the database's event names are the rule's (rules/webhooks.ts WEBHOOK_EVENTS), and nothing else", async () => {
  const insert = (events: string[]) => t.ds.query(`INSERT INTO webhook_endpoints (url, events, secret) VALUES ('https://example.org', $1, 'whsec_AAAA')`, [events]);
  await expect(insert([...WEBHOOK_EVENTS])).resolves.toBeDefined();
  await expect(insert(['booking.exploded'])).rejects.toThrow(/violates check constraint/);
  await expect(insert([])).rejects.toThrow(/violates check constraint/);
  for (const type of WEBHOOK_EVENTS) await t.ds.query(`INSERT INTO webhook_events (type, payload) VALUES ($1, '{}')`, [type]);
  await expect(t.ds.query(`INSERT INTO webhook_events (type, payload) VALUES ('member.left', '{}')`)).rejects.toThrow(/violates check constraint/);
});

it('holds one delivery per event and endpoint', async () => {
  const [{ id: endpoint }] = await t.ds.query(`INSERT INTO webhook_endpoints (url, events, secret) VALUES ('https://example.org', '{rsvp.changed}', 'whsec_AAAA') RETURNING id`);
  const [{ id: event }] = await t.ds.query(`INSERT INTO webhook_events (type, payload) VALUES ('rsvp.changed', '{}') RETURNING id`);
  await t.ds.query(`INSERT INTO webhook_deliveries (event_id, endpoint_id) VALUES ($1, $2)`, [event, endpoint]);
  await expect(t.ds.query(`INSERT INTO webhook_deliveries (event_id, endpoint_id) VALUES ($1, $2)`, [event, endpoint])).rejects.toThrow(/webhook_deliveries_once/);
});

import { createTestContext, type TestContext } from '../../../test/harness';
import { EventEntity } from '../../modules/events/event.entity';
import { insertEvent } from '../../modules/events/events.test-fixtures';
import { asEntities, entityReader, preparedRows, selectColumns } from './prepared';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

it('entityReader reads the entity of a row as Object.assign did, without the row’s other columns', async () => {
  await insertEvent(t, { title: 'Reader night' });
  const rows = await preparedRows<Record<string, unknown>>(t.ds, 'reader-test', `SELECT ${selectColumns(t.ds, EventEntity, 'e')}, 42 AS extra FROM events e`, []);
  const read = entityReader(t.ds, EventEntity);
  const entities = rows.map(read);
  const assigned = asEntities(
    EventEntity,
    rows.map(({ extra: _extra, ...columns }) => columns),
  );
  expect(entities.length).toBeGreaterThan(0);
  expect(entities[0]).toBeInstanceOf(EventEntity);
  expect(entities).toEqual(assigned);
  expect(entities.map((e) => Object.keys(e))).toEqual(assigned.map((e) => Object.keys(e)));
  expect(entities[0]).not.toHaveProperty('extra');
  expect(entityReader(t.ds, EventEntity)(rows[0])).toEqual(entities[0]);
});

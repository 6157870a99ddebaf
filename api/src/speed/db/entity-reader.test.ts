import { createTestContext, type TestContext } from '../../../test/harness';
import { EventEntity } from '../../modules/events/event.entity';
import { insertEvent } from '../../modules/events/events.test-fixtures';
import { arrayReader, asEntities, preparedArrays, preparedRows, selectColumns } from './prepared';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

it('arrayReader reads the entity of an array row as Object.assign did on the object row, without the row’s other columns', async () => {
  await insertEvent(t, { title: 'Reader night' });
  const sql = `SELECT 7 AS before, ${selectColumns(t.ds, EventEntity, 'e')}, 42 AS extra FROM events e ORDER BY e.id`;
  const rows = await preparedRows<Record<string, unknown>>(t.ds, 'reader-test', sql, []);
  const arrays = await preparedArrays(t.ds, 'reader-test-arrays', sql, []);
  const read = arrayReader(t.ds, EventEntity, arrays.columns);
  const entities = arrays.rows.map(read);
  const assigned = asEntities(
    EventEntity,
    rows.map(({ before: _before, extra: _extra, ...columns }) => columns),
  );
  expect(entities.length).toBeGreaterThan(0);
  expect(entities[0]).toBeInstanceOf(EventEntity);
  expect(entities).toEqual(assigned);
  expect(entities.map((e) => Object.keys(e))).toEqual(assigned.map((e) => Object.keys(e as object)));
  expect(entities[0]).not.toHaveProperty('extra');
  expect(entities[0]).not.toHaveProperty('before');
  expect(arrayReader(t.ds, EventEntity, arrays.columns)(arrays.rows[0])).toEqual(entities[0]);
});

it('arrayReader leaves the properties of columns a statement left out undefined, in their place', async () => {
  const sql = `SELECT ${selectColumns(t.ds, EventEntity, 'e', '', (p) => p !== 'description')} FROM events e ORDER BY e.id`;
  const arrays = await preparedArrays(t.ds, 'reader-test-narrow', sql, []);
  const [event] = arrays.rows.map(arrayReader(t.ds, EventEntity, arrays.columns));
  expect(arrays.columns).not.toContain('description');
  expect(Object.keys(event)).toContain('description');
  expect(event.description).toBeUndefined();
  expect(event.title).toBe('Reader night');
});

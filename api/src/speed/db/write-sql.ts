import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';

/*
 * Pieces for a change written in ONE statement of CTEs (issue 42 item 1: a booking, its invoice, its audit entry and its
 * outbox rows together, as bench/raw-writes.ts writes them): the statement's parameters, and an entity's changed
 * properties as a SET list typed from TypeORM's metadata, as repository.update writes them.
 */

/** A statement's parameters, numbered as they are added. */
export class SqlParams {
  readonly values: unknown[] = [];

  /** `$n` for `value` (cast to `type` when given: a parameter inside CASE or SELECT has no column to take its type from). */
  add(value: unknown, type?: string): string {
    this.values.push(value);
    return type ? `$${this.values.length}::${type}` : `$${this.values.length}`;
  }
}

/** The entity's column of a property, and its SQL type; throws for a property that is no column (a typo must not be a no-op). */
function columnOf(ds: DataSource, entity: EntityTarget<ObjectLiteral>, property: string, mode: 'update' | 'insert'): { name: string; type: string } {
  const c = ds.getMetadata(entity).columns.find((col) => col.propertyName === property);
  if (!c || !(mode === 'update' ? c.isUpdate : c.isInsert)) throw new Error(`${String(property)} is not a column of ${ds.getMetadata(entity).tableName} to ${mode}`);
  return { name: c.databaseName, type: typeof c.type === 'string' ? c.type : 'text' };
}

/** `column = $n::type, …` for the properties of `values` (undefined ones left out, as repository.update does). */
export function setList<T extends ObjectLiteral>(ds: DataSource, entity: EntityTarget<T>, values: Partial<T>, p: SqlParams): string {
  return Object.entries(values)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => {
      const c = columnOf(ds, entity, k, 'update');
      return `${c.name} = ${p.add(v, c.type)}`;
    })
    .join(', ');
}

/** The column names and typed parameters of `values`, for an INSERT's column list and its SELECT's values. */
export function insertList<T extends ObjectLiteral>(ds: DataSource, entity: EntityTarget<T>, values: Partial<T>, p: SqlParams): { columns: string[]; values: string[] } {
  const out = { columns: [] as string[], values: [] as string[] };
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) continue;
    const c = columnOf(ds, entity, k, 'insert');
    out.columns.push(c.name);
    out.values.push(p.add(v, c.type));
  }
  return out;
}

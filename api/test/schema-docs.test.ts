import fs from 'node:fs';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLNamedType,
} from 'graphql';
import { SCHEMA_PATH } from '../src/app';
import { createTestContext, type TestContext } from './harness';

/** Every named thing in the contract that an integrator reads: types, fields, input fields, enum values. */
function undocumented(type: GraphQLNamedType): string[] {
  if (type.name.startsWith('__') || isSpecifiedScalarType(type)) return [];
  const missing = type.description?.trim() ? [] : [type.name];
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
    for (const field of Object.values(type.getFields())) if (!field.description?.trim()) missing.push(`${type.name}.${field.name}`);
  }
  if (isEnumType(type)) for (const value of type.getValues()) if (!value.description?.trim()) missing.push(`${type.name}.${value.name}`);
  return missing;
}

describe('schema.graphql documents itself', () => {
  it('gives every type, field, input field and enum value a description', () => {
    const schema = buildSchema(fs.readFileSync(SCHEMA_PATH, 'utf8'));
    const missing = Object.values(schema.getTypeMap()).flatMap(undocumented);
    expect(missing).toEqual([]);
  });

  it('notices a field without one', () => {
    const schema = buildSchema('"Q" type Query { "ok" a: Int  b: Int }');
    expect(Object.values(schema.getTypeMap()).flatMap(undocumented)).toEqual(['Query.b']);
  });
});

describe('the GraphQL explorer', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('is served by this server in development, with nothing loaded from elsewhere', async () => {
    const page = await t.agent().get('/graphql').set('accept', 'text/html');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('D.Office GraphQL explorer');
    // Every script and stylesheet is a path on this server; the CSP allows nothing else.
    const refs = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(ref).toMatch(/^\/graphql\/explorer\//);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    for (const ref of refs) {
      const asset = await t.agent().get(ref);
      expect(asset.status).toBe(200);
      expect(asset.text).not.toMatch(/https?:\/\//);
    }
  });

  it('leaves API clients alone: a JSON GET still runs the query', async () => {
    const res = await t.agent().get('/graphql').query({ query: '{ me { id } }' }).set('accept', 'application/json').set('apollo-require-preflight', 'true');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { me: null } });
  });

  it('is not served in production', async () => {
    const prod = await createTestContext({ env: { NODE_ENV: 'production', JWT_SECRET: 'x', BCRYPT_ROUNDS: '4' } });
    try {
      const page = await prod.agent().get('/graphql').set('accept', 'text/html');
      expect(page.text).not.toContain('D.Office GraphQL explorer');
      expect((await prod.agent().get('/graphql/explorer/explorer.js')).text).not.toContain('explorer');
    } finally {
      await prod.close();
    }
  });
});

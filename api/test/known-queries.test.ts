import { createHash } from 'node:crypto';
import { Kind, print, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import type { Agent } from 'supertest';
import * as clientDocuments from '../../web/src/gql/graphql';
import { asClientSends } from '../src/speed/first-page/operations';
import { createBooking, createRoom } from './factories/bookings';
import { day, insertEvent } from './factories/events';
import { createTestContext, type TestContext } from './harness';

/**
 * Queries answered without Apollo's pipeline (speed/graphql/known-queries.ts) answer exactly what Apollo answers:
 * status, bytes and headers, for every query of the web client as it sends them, to a member and to an admin. Apollo's
 * own answer is had by sending the same query as a persisted query (its hash beside the text), which that path leaves
 * to Apollo; `knownQueries.answered` tells which path answered.
 */
let t: TestContext;
let member: Agent;
let admin: Agent;
let eventId: number;

/** What Apollo Client 4 sends with every operation: its Accept and its name in the extensions. */
const CLIENT_ACCEPT = 'application/graphql-response+json,application/json;q=0.9';
const CLIENT_EXTENSIONS = { clientLibrary: { name: '@apollo/client', version: '4.3.8' } };
const VARYING = ['date', 'x-request-id'];

beforeAll(async () => {
  t = await createTestContext();
  ({ agent: admin } = await t.signedIn({ isAdmin: true }));
  const signed = await t.signedIn({ fullName: 'Zoë "Quote" Ünal\\' });
  member = signed.agent;
  eventId = await insertEvent(t, { title: 'Ärzte & "Friends"\n<night>', maxAttendees: 20 });
  await insertEvent(t, { title: 'Chess', date: day(3), endTime: null });
  await insertEvent(t, { title: 'Old chess', date: day(-3) });
  expect((await t.gql(member, `mutation { rsvpToEvent(eventId: "${eventId}", status: attending) { id } }`)).errors).toBeUndefined();
  const roomId = await createRoom(t, { name: 'Lake view', pricePerMonth: '1234.50' });
  await createBooking(t, { roomId, memberId: signed.user.id as unknown as number, startDate: day(1), status: 'accepted' });
  await createBooking(t, { roomId, memberId: signed.user.id as unknown as number, startDate: day(40) });
  expect((await admin.post('/api/announcements').send({ title: 'Open day — ☕', content: 'Hello\tall' })).status).toBe(201);
});
afterAll(() => t.close());

type Answer = { status: number; text: string; headers: Record<string, unknown> };

async function post(agent: Agent, body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await agent.post('/graphql').set({ 'content-type': 'application/json', ...headers }).send(JSON.stringify(body));
  const kept = Object.fromEntries(Object.entries(res.headers).filter(([k]) => !VARYING.includes(k)));
  return { status: res.status, text: res.text, headers: kept };
}

/** The same request as a persisted query (Apollo's path), then as sent (the known path when it can), and which took it. */
async function both(agent: Agent, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const hash = createHash('sha256').update(String(body.query)).digest('hex');
  const apollo = await post(agent, { ...body, extensions: { ...((body.extensions as object) ?? {}), persistedQuery: { version: 1, sha256Hash: hash } } }, headers);
  const before = t.knownQueries.answered;
  const known = await post(agent, body, headers);
  return { apollo, known, answeredKnown: t.knownQueries.answered - before === 1 };
}

const operationOf = (d: DocumentNode) => d.definitions.find((x): x is OperationDefinitionNode => x.kind === Kind.OPERATION_DEFINITION)!;

/** The web client's queries, as it sends them, with variables for those that need them. */
function clientQueries(): { name: string; query: string; variables: Record<string, unknown> }[] {
  const given: Record<string, unknown> = { months: 12, from: day(-40), to: day(60), id: String(eventId), childId: '999999', endpointId: '999999' };
  return Object.entries(clientDocuments)
    .filter(([k, v]) => k.endsWith('Document') && (v as DocumentNode).kind === Kind.DOCUMENT && operationOf(v as DocumentNode).operation === 'query')
    .map(([, v]) => {
      const op = operationOf(v as DocumentNode);
      const variables = Object.fromEntries((op.variableDefinitions ?? []).filter((d) => d.type.kind === Kind.NON_NULL_TYPE).map((d) => [d.variable.name.value, given[d.variable.name.value]]));
      return { name: op.name!.value, query: asClientSends(v as DocumentNode), variables };
    });
}

describe("the web client's queries", () => {
  it('are 40 or more (the list is the client\'s own)', () => {
    expect(clientQueries().length).toBeGreaterThanOrEqual(40);
  });

  it.each([
    ['a member', () => member],
    ['an admin', () => admin],
  ])('answer %s exactly as Apollo does, the successful ones without Apollo', async (_who, agentOf) => {
    let known = 0;
    let erred = 0;
    for (const q of clientQueries()) {
      const body = { operationName: q.name, query: q.query, variables: q.variables, extensions: CLIENT_EXTENSIONS };
      const answer = await both(agentOf(), body, { accept: CLIENT_ACCEPT });
      expect({ name: q.name, ...answer.known }).toEqual({ name: q.name, ...answer.apollo });
      const ok = answer.apollo.status === 200 && !JSON.parse(answer.apollo.text).errors;
      // Exactly the answers without errors were the known path's.
      expect({ name: q.name, known: answer.answeredKnown }).toEqual({ name: q.name, known: ok });
      if (ok) known++;
      else erred++;
    }
    // Most are answered there; the rest are refusals (an admin's list to a member, an unknown child or endpoint).
    expect(known).toBeGreaterThan(15);
    expect(erred).toBeGreaterThan(0);
  });
});

describe('what Apollo answers instead, the same as before', () => {
  const EVENTS = `query Events { events(limit: 5) { id title date currentUserRsvp { status } } }`;

  it.each([
    ['no Accept', {}, 'application/json; charset=utf-8'],
    ['Accept: application/json', { accept: 'application/json' }, 'application/json; charset=utf-8'],
    ['Accept: */*', { accept: '*/*' }, 'application/json; charset=utf-8'],
    ['Accept: graphql-response+json', { accept: 'application/graphql-response+json' }, 'application/graphql-response+json; charset=utf-8'],
  ])('a query with %s: the known path, Apollo\'s Content-Type', async (_name, headers: Record<string, string>, type) => {
    const answer = await both(member, { query: EVENTS }, headers);
    expect(answer.answeredKnown).toBe(true);
    expect(answer.known).toEqual(answer.apollo);
    expect(answer.known.headers['content-type']).toBe(type);
    expect(answer.known.text.endsWith('}\n')).toBe(true);
  });

  it.each([
    ['an Accept of no JSON (406)', { query: EVENTS }, { accept: 'text/html' }],
    ['a mutation', { query: `mutation { markAllNotificationsRead }` }, {}],
    ['a syntax error', { query: `query {` }, {}],
    ['an unknown field', { query: `{ events { nope } }` }, {}],
    ['a refused variable', { query: `query ($n: Int) { events(limit: $n) { id } }`, variables: { n: 'ten' } }, {}],
    ['a missing variable', { query: `query ($n: Int!) { events(limit: $n) { id } }`, variables: {} }, {}],
    ['an operation name of none of the document', { query: EVENTS, operationName: 'Nope' }, {}],
    ['two operations and no name', { query: `${EVENTS} query Other { me { id } }` }, {}],
    ['too many aliases', { query: `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: me { id }`).join(' ')} }` }, {}],
    ['@include on a variable', { query: `query ($x: Boolean!) { events(limit: 2) { id title @include(if: $x) } }`, variables: { x: false } }, {}],
    ['an introspection field', { query: `{ __type(name: "Event") { name } }` }, {}],
    ['an error in a field (an admin list to a member)', { query: `{ users { id } }` }, {}],
    ['variables as a string', { query: EVENTS, variables: '{}' }, {}],
    ['an unknown key', { query: EVENTS, batch: true }, {}],
  ])('%s: Apollo answers, as it did', async (_name, body: Record<string, unknown>, headers: Record<string, string>) => {
    const answer = await both(member, body, headers);
    expect(answer.answeredKnown).toBe(false);
    expect(answer.known).toEqual(answer.apollo);
  });

  it('signed out: the query is refused as before (no session, an UNAUTHENTICATED error)', async () => {
    const answer = await both(t.agent(), { query: EVENTS });
    expect(answer.answeredKnown).toBe(false);
    expect(answer.known).toEqual(answer.apollo);
    expect(JSON.parse(answer.known.text).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('a query printed differently is a document of its own, answered the same', async () => {
    const spaced = print(operationOf(clientDocuments.EventsPageListDocument as DocumentNode) as never);
    const answer = await both(member, { query: `${spaced}\n\n` });
    expect(answer.known).toEqual(answer.apollo);
  });
});

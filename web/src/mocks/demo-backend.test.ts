import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  parse,
  print,
  typeFromAST,
  type DocumentNode,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import { server } from '../../test/msw';
import * as generated from '../gql/graphql';
import {
  AdminBookingRequestsDocument,
  AdminUsersListDocument,
  AuthLoginDocument,
  EventsPageListDocument,
  EventsRsvpToEventDocument,
  MeDocument,
  ProfileUpdateDocument,
  RoomsMyBookingRequestsDocument,
  RoomsRequestBookingDocument,
} from '../gql/graphql';
import { createDemoBackend, UNKNOWN_OPERATION } from './demo-backend';

const schema = buildSchema(readFileSync(path.resolve(__dirname, '../../../schema.graphql'), 'utf8'));

interface Answer<Q> {
  data?: Q | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** Sends one operation the way Apollo's HttpLink does; the demo handlers answer it. */
async function send<Q, V>(doc: TypedDocumentNode<Q, V>, variables?: V): Promise<Answer<Q>> {
  const operation = operationOf(doc);
  const res = await fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operationName: operation.name?.value, query: print(doc), variables: variables ?? {} }),
  });
  return (await res.json()) as Answer<Q>;
}

/** The smallest value the schema accepts: required input fields only, the first enum value. */
function minimal(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return minimal(type.ofType);
  if (isListType(type)) return [minimal(type.ofType)];
  const scalars: Record<string, unknown> = { ID: '1', String: 'x', Int: 1, Boolean: true, Date: '2099-01-01', DateTime: '2099-01-01T00:00:00.000Z', Money: '1.00' };
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter((f) => isNonNullType(f.type) && f.defaultValue === undefined);
    return Object.fromEntries(required.map((f) => [f.name, minimal(f.type)]));
  }
  if (type.name in scalars) return scalars[type.name];
  throw new Error(`No minimal value for ${type.name}`);
}

const operationOf = (doc: DocumentNode) => doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;

const minimalVariables = (doc: DocumentNode) => {
  const required = (operationOf(doc).variableDefinitions ?? []).filter((v) => v.type.kind === Kind.NON_NULL_TYPE && !v.defaultValue);
  return Object.fromEntries(required.map((v) => [v.variable.name.value, minimal(typeFromAST(schema, v.type) as GraphQLInputType)]));
};

/** A fresh demo backend (a page load) with `who` signed in. */
async function signedIn(who: string | null) {
  server.use(...createDemoBackend().handlers);
  if (who) await send(AuthLoginDocument, { username: who, password: 'anything' });
}

beforeEach(() => sessionStorage.clear());

// Every generated document (fragments end in FragmentDoc, so they are not listed) but the subscriptions: those go over
// the WebSocket, which the demo never opens (lib/liveClient.ts; in mock mode it cannot open); their screens poll instead.
const documents = Object.entries(generated)
  .filter(([name]) => name.endsWith('Document'))
  .map(([name, doc]) => [name, doc as TypedDocumentNode<unknown, Record<string, unknown>>] as const)
  .filter(([, doc]) => operationOf(doc).operation !== 'subscription');

describe('mock mode answers every operation of the web client', () => {
  it('finds the generated documents', () => {
    expect(documents.length).toBeGreaterThan(30);
  });

  it.each(documents)('%s', async (_name, doc) => {
    await signedIn('admin@d-office.local');
    const answer = await send(doc, minimalVariables(doc));
    expect(answer.errors?.find((e) => e.extensions?.code === UNKNOWN_OPERATION)).toBeUndefined();
    // Queries need no particular data, so signed in as the admin they must simply succeed.
    if (operationOf(doc).operation === 'query') expect(answer.errors).toBeUndefined();
  });

  it('names an operation it has no handler for', async () => {
    await signedIn(null);
    const answer = await send(parse('query SomethingNew { me { id } }') as TypedDocumentNode<unknown, Record<string, never>>);
    expect(answer.errors?.[0]).toMatchObject({
      message: expect.stringContaining('"SomethingNew"'),
      extensions: { code: UNKNOWN_OPERATION },
    });
  });
});

describe('the demo backend', () => {
  it('signs admin@d-office.local in as the admin and anyone else as a member', async () => {
    await signedIn('admin@d-office.local');
    expect((await send(MeDocument)).data?.me).toMatchObject({ email: 'admin@d-office.local', isAdmin: true });
    await signedIn('someone@example.org');
    expect((await send(MeDocument)).data?.me).toMatchObject({ isAdmin: false });
    expect((await send(AdminUsersListDocument)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('keeps the session over a reload (a new backend) until logout', async () => {
    await signedIn('amelia.tan@d-office.local');
    await signedIn(null);
    expect((await send(MeDocument)).data?.me?.email).toBe('amelia.tan@d-office.local');
  });

  it("keeps a member's language as the API does: saved with the profile, answered by Me, kept when left out", async () => {
    await signedIn('amelia.tan@d-office.local');
    expect((await send(MeDocument)).data?.me?.language).toBeNull();
    const profile = { fullName: 'Amelia Tan', phone: null, whatsappPhone: null, whatsappOptIn: false, bio: null };
    const saved = await send(ProfileUpdateDocument, { input: { ...profile, language: 'de' } });
    expect(saved.data?.updateProfile).toMatchObject({ language: 'de', user: { language: 'de' } });
    await send(ProfileUpdateDocument, { input: { ...profile, bio: 'Hallo' } });
    expect((await send(MeDocument)).data?.me?.language).toBe('de');
    expect((await send(ProfileUpdateDocument, { input: { ...profile, language: 'fr' } })).errors?.[0]?.message).toBe("Language must be 'en', 'de' or null");
  });

  it('shows an RSVP in later event lists', async () => {
    await signedIn('amelia.tan@d-office.local');
    const before = (await send(EventsPageListDocument)).data!.events;
    const event = before.find((e) => e.currentUserRsvp?.status !== 'attending' && (e.maxAttendees == null || e.attendeeCount < e.maxAttendees))!;
    await send(EventsRsvpToEventDocument, { eventId: event.id, status: 'attending' });
    const after = (await send(EventsPageListDocument)).data!.events.find((e) => e.id === event.id)!;
    expect(after.currentUserRsvp?.status).toBe('attending');
    expect(after.attendeeCount).toBe(event.attendeeCount + 1);
  });

  it("shows a member's booking request in their list and the admin's", async () => {
    await signedIn('amelia.tan@d-office.local');
    const pendingBefore = (await send(RoomsMyBookingRequestsDocument)).data!.myRoomBookings.length;
    const requested = await send(RoomsRequestBookingDocument, {
      input: { roomId: '1', startDate: '2099-01-01', durationMonths: 6, purpose: 'Team offsite' },
    });
    expect(requested.data?.requestRoomBooking.status).toBe('pending');
    expect((await send(RoomsMyBookingRequestsDocument)).data!.myRoomBookings).toHaveLength(pendingBefore + 1);
    // Same page, another user: the store is shared, as the server's database would be.
    await send(AuthLoginDocument, { username: 'admin@d-office.local', password: 'x' });
    const admin = (await send(AdminBookingRequestsDocument)).data!;
    expect(admin.roomBookings.find((b) => b.id === requested.data!.requestRoomBooking.id)?.purpose).toBe('Team offsite');
  });
});

import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Kind, print, type OperationDefinitionNode } from 'graphql';
import { server } from '../../../test/msw';
import { AdminAcceptBookingDocument, AdminBookingRequestsDocument, AuthLoginDocument, RoomsExtendBookingDocument, RoomsMyBookingRequestsDocument } from '../../gql/graphql';
import { OVERLAP } from '../../../../rules/bookings';
import { createDemoBackend } from '../demo-backend';

/** The demo's samples of issue 36: a booking ending soon to extend, and an extension waiting in Booking Requests. */

async function send<Q, V>(doc: TypedDocumentNode<Q, V>, variables?: V): Promise<{ data?: Q | null; errors?: { message: string }[] }> {
  const operation = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const res = await fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operationName: operation.name?.value, query: print(doc), variables: variables ?? {} }),
  });
  return res.json();
}
const as = (who: string) => send(AuthLoginDocument, { username: who, password: 'x' });

beforeEach(() => {
  sessionStorage.clear();
  server.use(...createDemoBackend({ now: new Date('2031-03-15T10:00:00') }).handlers);
});

it('Elena’s booking ends this month, so admins see it ending; extending it meets the booking that holds the room next', async () => {
  await as('elena.rossi@d-office.local');
  const mine = async () => (await send(RoomsMyBookingRequestsDocument)).data!.myRoomBookings;
  const ending = (await mine()).find((b) => b.id === '301')!;
  expect(ending).toMatchObject({ status: 'accepted', endingSoon: true, room: { name: 'Focus Pod A' }, startDate: '2031-03-01', endDate: '2031-04-01', extendsBooking: { id: '205' } });
  // Client calls (Daniel Lim) holds Focus Pod A from April.
  const asked = await send(RoomsExtendBookingDocument, { id: ending.id, input: { months: 2 } });
  expect(asked.errors?.[0]?.message).toBe(OVERLAP);
});

it('Ben’s booking and its two extensions read as one history; the last one waits, and accepting it carries the deposit over', async () => {
  await as('admin@d-office.local');
  const list = (await send(AdminBookingRequestsDocument)).data!.roomBookings;
  const waiting = list.find((b) => b.purpose === 'Portfolio reviews' && b.status === 'pending')!;
  expect(waiting).toMatchObject({ id: '303', extendsBooking: { id: '302' }, member: { fullName: 'Ben Okafor' } });
  expect(waiting.history.map((b) => [b.id, b.status])).toEqual([
    ['203', 'accepted'],
    ['302', 'accepted'],
    ['303', 'pending'],
  ]);
  expect(list.find((b) => b.id === '302')).toMatchObject({ depositCarriedOver: true, endingSoon: false });
  expect((await send(AdminAcceptBookingDocument, { id: '303' })).data!.acceptRoomBooking).toMatchObject({ status: 'accepted', depositCarriedOver: true });
  await as('ben.okafor@d-office.local');
  const invoice = (await send(RoomsMyBookingRequestsDocument)).data!.myRoomBookings.find((b) => b.id === '303')!.invoice;
  expect(invoice).toMatchObject({ depositAmount: '0.00', monthlyAmount: '3000.00', totalAmount: '3000.00' });
});

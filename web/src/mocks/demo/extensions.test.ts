import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Kind, print, type OperationDefinitionNode } from 'graphql';
import { server } from '../../../test/msw';
import { AdminAcceptBookingDocument, AdminBookingRequestsDocument, AuthLoginDocument, RoomsExtendBookingDocument, RoomsMyBookingRequestsDocument } from '../../gql/graphql';
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

it('the sample parent’s booking ends in nine days and can be extended; the admin accepts, the deposit carried over', async () => {
  await as('parent@example.org');
  const mine = async () => (await send(RoomsMyBookingRequestsDocument)).data!.myRoomBookings;
  const ending = (await mine()).find((b) => b.room.name === 'Garden Studio')!;
  expect(ending).toMatchObject({ status: 'accepted', endingSoon: true, startDate: '2031-02-25', endDate: '2031-03-25' });
  const asked = await send(RoomsExtendBookingDocument, { id: ending.id, input: { months: 2 } });
  expect(asked.errors).toBeUndefined();
  const id = asked.data!.extendRoomBooking.id;
  expect((await mine()).find((b) => b.id === id)).toMatchObject({ status: 'pending', startDate: '2031-03-25', extendsBooking: { id: ending.id } });

  await as('admin@example.org');
  const waiting = (await send(AdminBookingRequestsDocument)).data!.roomBookings.find((b) => b.id === id)!;
  expect(waiting.extendsBooking?.id).toBe(ending.id);
  expect((await send(AdminAcceptBookingDocument, { id })).data!.acceptRoomBooking).toMatchObject({ status: 'accepted', depositCarriedOver: true });
  await as('parent@example.org');
  expect((await mine()).find((b) => b.id === id)!.invoice).toMatchObject({ depositAmount: '0.00', monthlyAmount: '1800.00', totalAmount: '1800.00' });
});

it('the demo member’s booking and its two extensions read as one history; the last one waits for review', async () => {
  await as('admin@example.org');
  const list = (await send(AdminBookingRequestsDocument)).data!.roomBookings;
  const waiting = list.find((b) => b.room.name === 'Harbour Office' && b.status === 'pending')!;
  expect(waiting.extendsBooking).toMatchObject({ id: '112' });
  expect(waiting.history.map((b) => [b.id, b.status])).toEqual([
    ['111', 'accepted'],
    ['112', 'accepted'],
    ['113', 'pending'],
  ]);
  expect(list.find((b) => b.id === '112')).toMatchObject({ depositCarriedOver: true, endingSoon: false });
  expect(list.find((b) => b.room.name === 'Garden Studio')!.endingSoon).toBe(true);
});

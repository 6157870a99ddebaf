import { createTestContext, type Agent, type TestContext } from '../../../test/harness';
import { createBooking, createRoom } from '../../../test/factories/bookings';
import { insertEvent } from '../../../test/factories/events';

let t: TestContext;
let admin: Agent;

beforeAll(async () => {
  t = await createTestContext();
  admin = (await t.signedIn({ isAdmin: true })).agent;
});
afterAll(() => t.close());

/** What the job queue does on each sweep: every due send, delivered. */
async function sweep() {
  for (const key of await t.services.notifications.due()) await t.services.notifications.deliver(key);
}

const INBOX = `{ unreadNotificationCount myNotifications { id kind title body link createdAt readAt } }`;
type Item = { id: string; kind: string; title: string; body: string; link: string; readAt: string | null };

describe('notification inbox', () => {
  it("collects the member's own events whatever their email and WhatsApp choices; mark one and all read (GraphQL and REST)", async () => {
    const { user, agent } = await t.signedIn({ fullName: 'Ines Inbox' });
    expect((await agent.put('/api/profile').send({ fullName: 'Ines Inbox', preferences: { emailNotifications: false } })).status).toBe(200);
    const other = await t.signedIn();
    const room = await createRoom(t, { name: 'Inbox Room' });
    const accepted = await createBooking(t, { roomId: room, memberId: user.id, startDate: '2031-05-01' });
    const rejected = await createBooking(t, { roomId: room, memberId: user.id, startDate: '2031-05-01', durationMonths: 2 });
    expect((await admin.post(`/api/room-bookings/${accepted}/accept`)).status).toBe(200);
    expect((await admin.post(`/api/room-bookings/${accepted}/request-deposit`)).status).toBe(200);
    expect((await admin.post(`/api/room-bookings/${rejected}/reject`).send({ reason: 'Room taken' })).status).toBe(200);
    expect((await admin.post('/api/announcements').send({ title: 'Lift maintenance', content: 'The lift is off on Monday.' })).status).toBe(201);
    // A waiting place that gets promoted.
    const eventId = await insertEvent(t, { title: 'Packed Talk', maxAttendees: 1 });
    await other.agent.post(`/api/events/${eventId}/rsvp`).send({ status: 'attending' });
    expect((await agent.post(`/api/events/${eventId}/waitlist`)).status).toBe(201);
    await other.agent.post(`/api/events/${eventId}/rsvp`).send({ status: 'not_attending' });

    await sweep();
    await sweep(); // a second sweep adds nothing
    const { data, errors } = await t.gql<{ unreadNotificationCount: number; myNotifications: Item[] }>(agent, INBOX);
    expect(errors).toBeUndefined();
    const mine = data!.myNotifications;
    const byKind = Object.fromEntries(mine.map((n) => [n.kind, n]));
    expect(Object.keys(byKind).sort()).toEqual(['announcement', 'booking_accepted', 'booking_rejected', 'deposit_requested', 'waitlist_promoted']);
    expect(mine.length).toBe(5);
    expect(data!.unreadNotificationCount).toBe(5);
    expect(byKind.booking_accepted).toMatchObject({ title: 'Booking accepted: Inbox Room', link: '/meeting-rooms', readAt: null });
    expect(byKind.booking_accepted.body).toBe('Hi Ines Inbox, your booking of Inbox Room from May 1, 2031 has been accepted.');
    expect(byKind.booking_rejected.body).toContain('Reason: Room taken');
    expect(byKind.announcement).toMatchObject({ title: 'Announcement: Lift maintenance', link: '/dashboard' });
    expect(byKind.waitlist_promoted).toMatchObject({ title: 'You have a place: Packed Talk', link: '/events' });

    // Someone else's item is not found, through both transports; nothing changes.
    const otherRead = await other.agent.post(`/api/notifications/inbox/${byKind.booking_accepted.id}/read`);
    expect([otherRead.status, otherRead.body.message]).toEqual([404, 'Notification not found']);
    const otherGql = await t.gql(other.agent, `mutation($id: ID!) { markNotificationRead(id: $id) { id } }`, { id: byKind.announcement.id });
    expect(otherGql.errors![0].extensions!.code).toBe('NOT_FOUND');
    expect((await other.agent.get('/api/notifications/inbox')).body.some((n: { title: string }) => n.title.startsWith('Booking'))).toBe(false);
    expect((await agent.post('/api/notifications/inbox/abc/read')).status).toBe(400);
    expect((await t.agent().get('/api/notifications/inbox/unread-count')).status).toBe(401);

    const read = await t.gql<{ markNotificationRead: Item }>(agent, `mutation($id: ID!) { markNotificationRead(id: $id) { id readAt } }`, {
      id: byKind.booking_accepted.id,
    });
    expect(read.data!.markNotificationRead.readAt).not.toBeNull();
    expect((await agent.get('/api/notifications/inbox/unread-count')).body).toEqual({ count: 4 });
    const again = await agent.post(`/api/notifications/inbox/${byKind.booking_accepted.id}/read`);
    expect(again.body.readAt).toBe(read.data!.markNotificationRead.readAt);

    expect((await agent.post('/api/notifications/inbox/read-all')).body).toEqual({ count: 4 });
    const after = await agent.get('/api/notifications/inbox?limit=2');
    expect(after.body).toHaveLength(2);
    expect(after.body.every((n: Item) => n.readAt !== null)).toBe(true);
    expect((await t.gql<{ markAllNotificationsRead: number }>(agent, `mutation { markAllNotificationsRead }`)).data!.markAllNotificationsRead).toBe(0);
    expect((await agent.get('/api/notifications/inbox?limit=0')).status).toBe(400);
  });

  it('says only what is still true: an undone step leaves no item', async () => {
    const { user, agent } = await t.signedIn();
    const room = await createRoom(t, { name: 'Undo Room' });
    const booking = await createBooking(t, { roomId: room, memberId: user.id, startDate: '2032-01-01' });
    await admin.post(`/api/room-bookings/${booking}/accept`);
    await admin.post(`/api/room-bookings/${booking}/uncheck-accept`);
    await sweep();
    expect((await agent.get('/api/notifications/inbox')).body.filter((n: Item) => n.kind.startsWith('booking'))).toEqual([]);
  });

  it('the database keeps read marks to inbox rows', async () => {
    const { user } = await t.signedIn();
    await expect(
      t.ds.query(`INSERT INTO notification_deliveries (recipient_id, channel, kind, subject_id, read_at) VALUES ($1, 'email', 'announcement', 1, now())`, [user.id]),
    ).rejects.toMatchObject({ driverError: { constraint: 'notification_deliveries_read_inbox' } });
  });
});

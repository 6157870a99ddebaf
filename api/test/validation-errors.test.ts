import { createTestContext, type Agent, type TestContext } from './harness';

/**
 * Issue 41: a refused input answers every invalid field (`errors`, in the form's order), and the first of
 * them as `message` and `field`, over REST (the body) and GraphQL (extensions) alike, and stores nothing.
 */
let t: TestContext;
let admin: Agent;
let member: Agent;
beforeAll(async () => {
  t = await createTestContext();
  admin = (await t.signedIn({ isAdmin: true })).agent;
  member = (await t.signedIn()).agent;
});
afterAll(() => t.close());

type FieldError = { field?: string; message: string };

interface Case {
  name: string;
  as: () => Agent;
  rest: { method: 'post' | 'put'; path: string };
  /** The mutation, taking the input as $input, and its input type. */
  gql: { field: string; type: string };
  table: string;
  input: Record<string, unknown>;
  errors: FieldError[];
}

const cases: Case[] = [
  {
    name: 'WhatsApp configuration with three empty fields (the issue’s example)',
    as: () => admin,
    rest: { method: 'post', path: '/api/whatsapp/config' },
    gql: { field: 'saveWhatsappConfig', type: 'WhatsappConfigInput!' },
    table: 'whatsapp_config',
    input: { phoneNumberId: '', accessToken: '', webhookVerifyToken: '' },
    errors: [
      { field: 'phoneNumberId', message: 'Phone Number ID is required' },
      { field: 'accessToken', message: 'Access Token is required' },
      { field: 'webhookVerifyToken', message: 'Webhook Verify Token is required' },
    ],
  },
  {
    name: 'a WhatsApp test message with a bad number and no text',
    as: () => admin,
    rest: { method: 'post', path: '/api/whatsapp/test' },
    gql: { field: 'sendWhatsappTestMessage', type: 'WhatsappTestInput!' },
    table: 'whatsapp_notifications',
    input: { phoneNumber: '12345', message: ' ' },
    errors: [
      { field: 'phoneNumber', message: 'Phone number must be in format +1234567890' },
      { field: 'message', message: 'Message is required' },
    ],
  },
  {
    name: 'a registration with every field wrong, in the Register form’s order (email, full name, password)',
    as: () => t.agent(),
    rest: { method: 'post', path: '/api/auth/register' },
    gql: { field: 'register', type: 'RegisterInput!' },
    table: 'users',
    input: { email: 'not-an-email', password: '123', fullName: 'A' },
    errors: [
      { field: 'email', message: 'Please enter a valid email address' },
      { field: 'fullName', message: 'Full name is required' },
      { field: 'password', message: 'Password must be at least 6 characters' },
    ],
  },
  {
    name: 'a new user with every field wrong',
    as: () => admin,
    rest: { method: 'post', path: '/api/users' },
    gql: { field: 'createUser', type: 'CreateUserInput!' },
    table: 'users',
    input: { email: 'nope', fullName: 'X', password: '12345', username: 'ab' },
    errors: [
      { field: 'username', message: 'Username must be at least 3 characters' },
      { field: 'password', message: 'Password must be at least 6 characters' },
      { field: 'fullName', message: 'Full name is required' },
      { field: 'email', message: 'Please enter a valid email address' },
    ],
  },
  {
    name: 'a room in the Room dialog’s order, one amenity too long',
    as: () => admin,
    rest: { method: 'post', path: '/api/meeting-rooms' },
    gql: { field: 'createMeetingRoom', type: 'MeetingRoomInput!' },
    table: 'meeting_rooms',
    input: { amenities: ['Projector', 'x'.repeat(101)], minimumBookingMonths: 0, capacity: -1, name: ' ', location: 'l'.repeat(256) },
    errors: [
      { field: 'name', message: 'Room name is required' },
      { field: 'capacity', message: 'Capacity cannot be negative' },
      { field: 'location', message: 'Location must be at most 255 characters' },
      { field: 'minimumBookingMonths', message: 'Minimum booking must be at least 1 month' },
      { field: 'amenities[1]', message: 'Each amenity must be at most 100 characters' },
    ],
  },
  {
    name: 'an event with four fields wrong',
    as: () => admin,
    rest: { method: 'post', path: '/api/events' },
    gql: { field: 'createEvent', type: 'EventInput!' },
    table: 'events',
    input: { maxAttendees: 0, location: '', startTime: '9am', date: '2031-03-01', title: '' },
    errors: [
      { field: 'title', message: 'Title is required' },
      { field: 'startTime', message: 'Start time must be written HH:mm' },
      { field: 'location', message: 'Location is required' },
      { field: 'maxAttendees', message: 'Maximum attendees must be a positive whole number' },
    ],
  },
  {
    name: 'a profile with a cross-field rule and a nested preference wrong',
    as: () => member,
    rest: { method: 'put', path: '/api/profile' },
    gql: { field: 'updateProfile', type: 'ProfileInput!' },
    table: 'notification_preferences',
    input: { preferences: { reminderTimingHours: 0 }, whatsappOptIn: true, fullName: '' },
    errors: [
      { field: 'fullName', message: 'Full name is required' },
      { field: 'whatsappPhone', message: 'Enter your WhatsApp number to receive WhatsApp messages' },
      { field: 'preferences.reminderTimingHours', message: 'Reminder timing must be at least 1 hour' },
    ],
  },
];

describe.each(cases)('$name', ({ as, rest, gql, table, input, errors }) => {
  it('REST answers 400 with every invalid field in form order, the first as message and field, and stores nothing', async () => {
    const before = await t.count(table);
    const res = await as()[rest.method](rest.path).send(input);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: errors[0].message, field: errors[0].field, errors });
    expect(await t.count(table)).toBe(before);
  });

  it('GraphQL answers BAD_USER_INPUT with the same list in extensions', async () => {
    const before = await t.count(table);
    const res = await t.gql(as(), `mutation($input: ${gql.type}) { ${gql.field}(input: $input) { __typename } }`, { input });
    expect(res.errors).toHaveLength(1);
    expect(res.errors?.[0]).toMatchObject({ message: errors[0].message, extensions: { code: 'BAD_USER_INPUT', field: errors[0].field, errors } });
    expect(await t.count(table)).toBe(before);
  });
});

describe('every 400 carries the list, even with one entry', () => {
  it('an unknown field comes first: it is about the input as a whole', async () => {
    const res = await admin.post('/api/whatsapp/config').send({ phoneNumberId: '', accessToken: 'token', webhookVerifyToken: '', extra: 1 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Unknown field: extra',
      errors: [
        { message: 'Unknown field: extra' },
        { field: 'phoneNumberId', message: 'Phone Number ID is required' },
        { field: 'webhookVerifyToken', message: 'Webhook Verify Token is required' },
      ],
    });
  });

  it('a single problem found outside the schema (a bad path id), and a body that is not JSON', async () => {
    const id = await admin.post('/api/room-bookings/abc/reject').send({ reason: 'x' });
    expect(id.status).toBe(400);
    expect(id.body).toEqual({ message: id.body.message, field: 'id', errors: [{ field: 'id', message: id.body.message }] });
    expect(id.body.message).toMatch(/id must be a positive integer/);
    const json = await admin.post('/api/events').set('content-type', 'application/json').send('{"title": ');
    expect(json.status).toBe(400);
    expect(json.body).toEqual({ message: 'Request body is not valid JSON', errors: [{ message: 'Request body is not valid JSON' }] });
  });

  it('GraphQL lists its own bad input (a variable of the wrong type) the same way', async () => {
    const res = await t.gql(admin, `mutation($input: WhatsappConfigInput!) { saveWhatsappConfig(input: $input) { __typename } }`, { input: { phoneNumberId: 5 } });
    const [first] = res.errors ?? [];
    // The field at fault is named as the services name it (the path after the variable's name).
    expect(first?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'phoneNumberId', errors: [{ field: 'phoneNumberId', message: first?.message }] });
    // A variable that is wrong as a whole names no field.
    const whole = await t.gql(admin, `query($id: ID!) { event(id: $id) { id } }`, { id: { not: 'an id' } });
    expect(whole.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', errors: [{ message: whole.errors?.[0]?.message }] });
  });
});

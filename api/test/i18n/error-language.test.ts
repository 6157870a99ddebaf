import { createTestContext, type Agent, type TestContext } from '../harness';

/**
 * Issue 37: the server answers errors in the request's language — Accept-Language (q-values honoured, only en and de
 * known), else the signed-in member's language, else English — over GraphQL and REST alike; codes and statuses never
 * change.
 */
let t: TestContext;
let member: Agent;
let memberId: number;
beforeAll(async () => {
  t = await createTestContext();
  const signed = await t.signedIn();
  member = signed.agent;
  memberId = Number(signed.user.id);
});
afterAll(() => t.close());

const REQUEST = `mutation ($input: RoomBookingRequestInput!) { requestRoomBooking(input: $input) { id } }`;
const input = { roomId: 1, startDate: '2000-01-03', durationMonths: 2 };

const viaGraphql = async (acceptLanguage?: string) => {
  const req = member.post('/graphql').set('content-type', 'application/json');
  if (acceptLanguage) req.set('accept-language', acceptLanguage);
  const res = await req.send({ query: REQUEST, variables: { input } });
  expect(res.body.errors).toHaveLength(1);
  return { status: res.status, error: res.body.errors[0] as { message: string; extensions: { code: string; field?: string; errors: { field?: string; message: string }[] } } };
};
const viaRest = async (acceptLanguage?: string) => {
  const req = member.post('/api/room-bookings');
  if (acceptLanguage) req.set('accept-language', acceptLanguage);
  const res = await req.send(input);
  return { status: res.status, body: res.body as { message: string; field?: string; errors: { field?: string; message: string }[] } };
};

it('answers a booking validation error in German over GraphQL and REST with Accept-Language: de, with the same code and status', async () => {
  const [enGql, deGql] = [await viaGraphql(), await viaGraphql('de')];
  expect(enGql.error.message).toBe('Start date must be today or later');
  expect(deGql.error.message).toBe('Das Startdatum muss heute oder später sein');
  expect(deGql.error.extensions.code).toBe(enGql.error.extensions.code);
  expect(deGql.error.extensions.code).toBe('BAD_USER_INPUT');
  expect(deGql.error.extensions.field).toBe('startDate');
  expect(deGql.error.extensions.errors).toEqual([{ field: 'startDate', message: 'Das Startdatum muss heute oder später sein' }]);
  expect(deGql.status).toBe(enGql.status);

  const [enRest, deRest] = [await viaRest(), await viaRest('de-CH, en;q=0.5')];
  expect(enRest.status).toBe(400);
  expect(deRest.status).toBe(400);
  expect(enRest.body.message).toBe('Start date must be today or later');
  expect(deRest.body).toEqual({ message: 'Das Startdatum muss heute oder später sein', field: 'startDate', errors: [{ field: 'startDate', message: 'Das Startdatum muss heute oder später sein' }] });
  expect(await t.count('room_bookings')).toBe(0);
});

it('honours q-values and ignores languages it does not know', async () => {
  expect((await viaRest('de;q=0.4, en;q=0.9')).body.message).toBe('Start date must be today or later');
  expect((await viaRest('fr, de;q=0.3')).body.message).toBe('Das Startdatum muss heute oder später sein');
  expect((await viaRest('fr')).body.message).toBe('Start date must be today or later');
});

it("answers in the signed-in member's language when the request names none, and Accept-Language still wins", async () => {
  await t.ds.query(`UPDATE users SET language = 'de' WHERE id = $1`, [memberId]);
  try {
    expect((await viaRest()).body.message).toBe('Das Startdatum muss heute oder später sein');
    expect((await viaGraphql()).error.message).toBe('Das Startdatum muss heute oder später sein');
    expect((await viaRest('en')).body.message).toBe('Start date must be today or later');
  } finally {
    await t.ds.query(`UPDATE users SET language = NULL WHERE id = $1`, [memberId]);
  }
});

it('translates errors without a viewer too: an unknown endpoint and a refusal of the rules', async () => {
  const missing = await t.agent().get('/api/nowhere').set('accept-language', 'de');
  expect(missing.status).toBe(404);
  expect(missing.body.message).toBe('Diesen Endpunkt gibt es nicht: GET /nowhere');
  const anonymous = await t.agent().post('/api/room-bookings').set('accept-language', 'de').send(input);
  expect(anonymous.status).toBe(401);
  expect(anonymous.body.message).toBe('Anmeldung erforderlich');
});

it("translates only our part of graphql-js's refusal of a variable", async () => {
  const res = await member
    .post('/graphql')
    .set('content-type', 'application/json')
    .set('accept-language', 'de')
    .send({ query: REQUEST, variables: { input: { ...input, startDate: '2031-02-30' } } });
  expect(res.body.errors[0].message).toBe('Variable "$input" got invalid value "2031-02-30" at "input.startDate"; Das Datum muss ein gültiger Tag im Format JJJJ-MM-TT sein');
  expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
});

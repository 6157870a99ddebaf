import { createTestContext, type Agent, type TestContext } from '../../../test/harness';
import { pdfText } from '../../../test/pdf-text';
import { createBooking, createRoom } from '../../../test/factories/bookings';

/** Invoice PDFs through REST on a real database: rendered, then read back as text. */

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

async function acceptedWithInvoice(admin: Agent, memberId: number) {
  const room = await createRoom(t, { name: 'Harbour View Suite', pricePerMonth: '1234.50', deposit: '500.00' });
  const booking = await createBooking(t, { roomId: room, memberId, startDate: '2031-03-01', durationMonths: 3 });
  expect((await admin.post(`/api/room-bookings/${booking}/accept`)).status).toBe(200);
  const [invoice] = await t.ds.query(`SELECT id, invoice_number FROM invoices WHERE booking_id = $1`, [booking]);
  return { booking, invoiceId: invoice.id as number, number: invoice.invoice_number as string };
}

it("renders a member's invoice with number, room, period, amounts and payment steps, and reads back the same text", async () => {
  const { agent: admin } = await t.signedIn({ isAdmin: true });
  const { user, agent: member } = await t.signedIn({ fullName: 'Petra Payer' });
  const { booking, invoiceId, number } = await acceptedWithInvoice(admin, user.id);
  expect((await admin.post(`/api/room-bookings/${booking}/request-deposit`)).status).toBe(200);
  expect((await admin.post(`/api/room-bookings/${booking}/collect-deposit`)).status).toBe(200);

  const listed = await member.get('/api/invoices');
  expect(listed.body[0].pdfUrl).toBe(`/api/invoices/${invoiceId}.pdf`);
  const gql = await t.gql<{ invoices: { pdfUrl: string }[] }>(member, `query { invoices { pdfUrl } }`);
  expect(gql.data!.invoices[0].pdfUrl).toBe(`/api/invoices/${invoiceId}.pdf`);

  const res = await member.get(`/api/invoices/${invoiceId}.pdf`).buffer(true).parse((r, cb) => {
    const chunks: Buffer[] = [];
    r.on('data', (c: Buffer) => chunks.push(c));
    r.on('end', () => cb(null, Buffer.concat(chunks)));
  });
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe(`inline; filename="${number}.pdf"`);
  const body = res.body as Buffer;
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');

  const text = pdfText(body);
  expect(text).toEqual(
    expect.arrayContaining([
      `Invoice ${number}`,
      'Petra Payer',
      'Harbour View Suite',
      'Mar 1, 2031 – May 31, 2031',
      '3 months',
      '$1,234.50',
      '$3,703.50',
      '$500.00',
      '$4,203.50',
      'Deposit paid',
      'Not yet',
    ]),
  );
  // Deposit requested and paid carry dates; the full payment has not been asked for.
  expect(text.filter((l) => /^Paid [A-Z][a-z]{2} \d{1,2}, \d{4}$/.test(l))).toHaveLength(1);
});

it("answers 404 for someone else's invoice and for one that does not exist; admins may read any", async () => {
  const { agent: admin } = await t.signedIn({ isAdmin: true });
  const owner = await t.createUser();
  const { agent: stranger } = await t.signedIn();
  const { invoiceId } = await acceptedWithInvoice(admin, owner.id);

  expect((await stranger.get(`/api/invoices/${invoiceId}.pdf`)).status).toBe(404);
  expect((await stranger.get(`/api/invoices/${invoiceId}.pdf`)).body).toEqual({ message: 'Invoice not found' });
  expect((await admin.get('/api/invoices/999999.pdf')).status).toBe(404);
  expect((await admin.get('/api/invoices/abc.pdf')).status).toBe(400);
  expect((await t.agent().get(`/api/invoices/${invoiceId}.pdf`)).status).toBe(401);
  expect((await admin.get(`/api/invoices/${invoiceId}.pdf`)).status).toBe(200);
});

describe('invoice numbers', () => {
  it('have no gaps: an acceptance rolled back gives its number back, an undone one keeps it for the reissue', async () => {
    const { agent: admin } = await t.signedIn({ isAdmin: true });
    const { user } = await t.signedIn();
    const numbers = async () =>
      (await t.ds.query(`SELECT invoice_number FROM invoices ORDER BY invoice_number`)).map((r: { invoice_number: string }) => Number(r.invoice_number.slice(9)));
    const before = await numbers();
    // A transaction that takes a number and then fails (as an accept does when the room turns out taken) leaves no hole.
    await t.ds
      .transaction(async (m) => {
        await m.query(`SELECT next_invoice_number()`);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    const roomId = await createRoom(t);
    const id = await createBooking(t, { roomId, memberId: user.id, startDate: '2049-05-01' });
    await admin.post(`/api/room-bookings/${id}/accept`).expect(200);
    await admin.post(`/api/room-bookings/${id}/uncheck-accept`).expect(200);
    await admin.post(`/api/room-bookings/${id}/accept`).expect(200);
    const id2 = await createBooking(t, { roomId, memberId: user.id, startDate: '2049-07-01' });
    await admin.post(`/api/room-bookings/${id2}/accept`).expect(200);
    const after = await numbers();
    expect(after.length).toBe(before.length + 2);
    const all = after.sort((a: number, b: number) => a - b);
    expect(all).toEqual(Array.from({ length: all.length }, (_, i) => i + 1));
  });
});

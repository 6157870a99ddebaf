import { pdfText } from '../../../test/pdf-text';
import { acceptedBooking, eventually, linkOf, paymentsOf, paymentsWorld, tick, type PaymentsWorld } from '../../../test/payments-world';
import { currencyProblem } from '../../../../rules/money';

/**
 * Issue 35 item 1: one currency setting for the whole office (CURRENCY) is the one the settings announce to the UI,
 * the provider charges and the invoice PDF prints. The rest of the payments tests run in the default, USD.
 */
// Answers are checked field by field below.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

let w: PaymentsWorld;
beforeAll(async () => {
  w = await paymentsWorld({}, { CURRENCY: 'eur' });
});
afterAll(() => w.close());

it('CURRENCY=eur: the settings, the checkout session, what is due, the payment and the invoice PDF are all in euros', async () => {
  expect((await w.t.agent().get('/api/settings')).body).toEqual({ currency: 'EUR', onlinePayments: true });
  const id = await acceptedBooking(w, 2);
  await tick(w, id, 'request-deposit');
  const link = (await linkOf(w, id))!;
  expect(w.fake.state.session(link.sessionId!)).toMatchObject({ amount_total: 25000, currency: 'eur' });
  const due = await w.t.gql<Loose>(w.member.agent, `{ myRoomBookings { id paymentDue { amount currency } } }`);
  expect(due.data!.myRoomBookings.find((b: { id: string }) => b.id === String(id)).paymentDue).toEqual({ amount: '250.00', currency: 'EUR' });

  w.fake.pay(link.sessionId!, { method: 'sepa_debit' });
  w.fake.settleAsync(link.sessionId!, 'succeeded');
  await eventually(async () => expect((await paymentsOf(w, id))[0]).toMatchObject({ status: 'succeeded', ticked: true, attention: null }));
  const [{ currency }] = await w.t.ds.query(`SELECT currency FROM payments WHERE booking_id = $1`, [id]);
  expect(currency).toBe('EUR');

  const [{ id: invoiceId }] = await w.t.ds.query(`SELECT id FROM invoices WHERE booking_id = $1`, [id]);
  const pdf = await w.member.agent
    .get(`/api/invoices/${invoiceId}.pdf`)
    .buffer(true)
    .parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
  const text = pdfText(pdf.body as Buffer);
  expect(text).toEqual(expect.arrayContaining(['€250.00']));
  expect(text.join('\n')).not.toContain('$');
});

it('a currency without two decimal places stops the start with a message; the usual ones pass', () => {
  for (const code of ['USD', 'EUR', 'GBP', 'CHF']) expect(currencyProblem(code)).toBeNull();
  expect(currencyProblem('JPY')).toBe('CURRENCY JPY has 0 decimal places; D.Office counts money with two (e.g. USD, EUR, GBP, CHF)');
  expect(currencyProblem('KWD')).toMatch(/^CURRENCY KWD has 3 decimal places/);
  expect(currencyProblem('euro')).toBe('CURRENCY must be a three-letter ISO 4217 code such as USD or EUR (got "euro")');
});

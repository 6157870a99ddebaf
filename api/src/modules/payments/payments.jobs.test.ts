import { createLogger } from '../../core/logger';
import { NotificationJobs } from '../notifications/jobs';
import { PaymentJobs } from './payments.jobs';
import { acceptedBooking, auditOf, bookingRow, eventually, linkOf, paymentsOf, paymentsWorld, tick, type PaymentsWorld } from '../../../test/payments-world';

/**
 * Issue 35 item 6: the nightly reconciliation is a pg-boss schedule, one for all instances, and its job repairs what a
 * lost webhook missed. Two instances' job runners start here on one database (as two `npm start`s would).
 */
jest.setTimeout(60_000);

let w: PaymentsWorld;
const runners: { jobs: NotificationJobs; payments: PaymentJobs }[] = [];

beforeAll(async () => {
  w = await paymentsWorld();
});
afterAll(async () => {
  for (const r of runners) {
    await r.payments.stop();
    await r.jobs.stop();
  }
  await w.close();
});

/** An instance's queue and payment jobs, as api/src/main.ts starts them (the sweeps slowed so only the job acts). */
async function startInstance() {
  const logger = createLogger('silent');
  const jobs = new NotificationJobs(w.t.services.notifications, logger, {
    connectionString: (w.t.ds.options as { url: string }).url,
    sweepSeconds: 3600,
    pollingSeconds: 3600,
    schedule: true,
  });
  await jobs.start();
  const payments = new PaymentJobs(w.t.services.payments, w.t.services.paymentReconciler, logger, { retrySeconds: 3600 });
  await payments.start(jobs.queue!);
  runners.push({ jobs, payments });
  return jobs;
}

it('schedules the reconciliation nightly once for all instances, and its job ticks a payment whose webhook was lost', async () => {
  const first = await startInstance();
  await startInstance();
  const schedules = await w.t.ds.query(`SELECT name, cron FROM pgboss.schedule WHERE name = 'payments-reconcile'`);
  expect(schedules).toEqual([{ name: 'payments-reconcile', cron: '30 3 * * *' }]);

  // The member pays; the provider's notification never arrives.
  const id = await acceptedBooking(w);
  await tick(w, id, 'request-deposit');
  w.fake.dropWebhooks(true);
  w.fake.pay((await linkOf(w, id))!.sessionId!);
  await new Promise((r) => setTimeout(r, 100));
  expect(await paymentsOf(w, id)).toEqual([]);

  // The night's job (as pg-boss's cron sends it): one of the instances' workers takes it and repairs the booking.
  await first.queue!.send('payments-reconcile', {});
  await eventually(async () => expect((await bookingRow(w, id)).deposit_received_at).not.toBeNull(), 20_000);
  expect(await paymentsOf(w, id)).toMatchObject([{ status: 'succeeded', ticked: true, attention: null }]);
  expect((await auditOf(w, 'booking', id)).filter((a: { action: string }) => a.action === 'booking.deposit_received')).toEqual([
    expect.objectContaining({ actorName: 'Online payment' }),
  ]);
  w.fake.dropWebhooks(false);
});

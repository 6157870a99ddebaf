import type { DataSource, EntityManager } from 'typeorm';
import { notFound, refuse } from '../../core/errors';
import { requireAdmin, type Viewer } from '../../core/auth/viewer';
import type { Clock } from '../../core/clock';
import type { Logger } from '../../core/logger';
import { validate } from '../../core/validation';
import { duesDescription, DUES_INVOICE_NOT_FOUND, markDuesRefusal, periodsToIssue, termsOn, voidDuesRefusal } from '../../../../rules/memberships';
import { voidDuesSchema } from '../../../../validation/memberships';
import { record, type SystemActor } from '../audit/audit.record';
import type { InvoiceEntity } from '../bookings/invoice.entity';
import { InvoicesRepository, type DuesInvoiceRow } from '../bookings/invoices.repository';
import type { MembershipsRepository } from './memberships.repository';

/**
 * Told of every change of a dues invoice's paid state, inside the transaction that makes it and after the commit:
 * online payment (modules/payments) closes the invoice's payment links when it is paid by hand or voided, and flags a
 * payment whose receipt an admin cleared, without this module knowing it.
 */
export interface DuesPaymentListener {
  duesChanged(m: EntityManager, invoiceId: number, change: 'paid' | 'unpaid' | 'voided', bySystem: boolean): Promise<void>;
  /** After the change committed (calls to outside services belong here). */
  duesCommitted(invoiceId: number): void;
}

/**
 * Dues invoices (issue 36): issued by the job when each period starts (gap-free numbers, one per member and period
 * whichever instance issues it: invoices_dues_period_key decides), marked paid by an admin or an online payment, and
 * voided (waived) with a reason. Never deleted.
 */
export class DuesService {
  private readonly invoices: InvoicesRepository;
  /** Set by the app's wiring when online payment is on. */
  listener?: DuesPaymentListener;

  constructor(
    private readonly ds: DataSource,
    private readonly memberships: MembershipsRepository,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {
    this.invoices = new InvoicesRepository(ds);
  }

  /**
   * The job: issues every dues invoice whose period has started by `today` and was not issued yet (periods missed while
   * no instance ran too), and moves memberships onto a plan change whose day has come. Safe on any number of
   * instances at once: each member's work holds their membership row, and the unique key decides in the end.
   */
  async issueDue(today: string = this.clock.today()): Promise<{ issued: number }> {
    let issued = 0;
    const rows = await this.memberships.memberships();
    const owing = rows.filter((r) => r.anchorDate <= today && (periodsToIssue(r, r.lastIssuedStart, today, 1).length > 0 || (r.nextPlanFrom !== null && r.nextPlanFrom <= today)));
    for (const r of owing) {
      try {
        issued += await this.ds.transaction((m) => this.issueFor(m, r.memberId, today));
      } catch (err) {
        // Another instance issued the same period first (the unique key), or the member went meanwhile: the next sweep sees.
        const code = (err as { code?: string; driverError?: { code?: string } }).driverError?.code ?? (err as { code?: string }).code;
        if (code !== '23505') this.logger.error({ err, member: r.memberId }, 'dues not issued');
      }
    }
    if (issued) this.logger.info({ issued, today }, 'dues invoices issued');
    return { issued };
  }

  /**
   * Issues one member's dues owed by `today` inside the caller's transaction, under their membership's row lock: the
   * periods of the plan of their time, then the change of plan whose day has come. Answers how many were issued.
   */
  async issueFor(m: EntityManager, memberId: number, today: string): Promise<number> {
    const row = await this.memberships.lockOf(memberId, m);
    if (!row) return 0;
    const due = periodsToIssue(row, row.lastIssuedStart, today);
    // The change of plan first: the trigger memberships_terms_after_issued refuses new terms over a period already issued.
    const terms = termsOn(row, today);
    if (terms !== row) {
      await this.memberships.setTerms(memberId, { planId: Number(terms.planId), anchorDate: terms.anchorDate, nextPlanId: null, nextPlanFrom: null }, m);
    }
    const plans = new Map((await this.memberships.plansByIds([...new Set(due.map((d) => Number(d.planId)))])).map((p) => [p.id, p]));
    let issued = 0;
    for (const d of due) {
      const plan = plans.get(Number(d.planId))!;
      const made = await this.invoices.issueDues(m, { memberId, planId: d.planId, start: d.start, end: d.end, amount: d.amount, description: duesDescription(plan.name, d.start, d.end) });
      if (made) issued++;
    }
    return issued;
  }

  // ------------------------------------------------------------------ admins

  /** Marks a dues invoice paid (by hand: cash, a transfer); paying twice changes nothing. */
  async markPaid(viewer: Viewer | null, invoiceId: number): Promise<InvoiceEntity> {
    return this.mark(requireAdmin(viewer), invoiceId, true);
  }

  /** Undoes "Mark paid" (a mistake): the period is owed again. */
  async markUnpaid(viewer: Viewer | null, invoiceId: number): Promise<InvoiceEntity> {
    return this.mark(requireAdmin(viewer), invoiceId, false);
  }

  private async mark(admin: Viewer, invoiceId: number, paid: boolean): Promise<InvoiceEntity> {
    await this.ds.transaction(async (m) => {
      const i = await this.invoices.duesFacts(invoiceId, m);
      refuse(markDuesRefusal(i));
      if (!(await this.invoices.setDuesPaid(m, invoiceId, paid))) return;
      await this.listener?.duesChanged(m, invoiceId, paid ? 'paid' : 'unpaid', false);
      await record(m, admin, {
        action: paid ? 'membership.dues_paid' : 'membership.dues_unpaid',
        entityType: 'membership',
        entityId: i!.memberId,
        summary: `${paid ? 'Marked' : 'Cleared'} ${i!.invoiceNumber} (dues ${i!.periodStart} – ${i!.periodEnd}) ${paid ? 'paid' : 'as unpaid'}`,
        before: { paidInFull: !paid },
        after: { paidInFull: paid },
      });
    });
    this.listener?.duesCommitted(invoiceId);
    return this.invoice(invoiceId);
  }

  /** Voids (waives) an unpaid dues invoice: kept with its number, its period settled; the member owes nothing for it. */
  async void(viewer: Viewer | null, invoiceId: number, input: unknown): Promise<InvoiceEntity> {
    const admin = requireAdmin(viewer);
    const { reason } = await validate(voidDuesSchema, input);
    await this.ds.transaction(async (m) => {
      const i = await this.invoices.duesFacts(invoiceId, m);
      refuse(voidDuesRefusal(i, reason));
      await this.invoices.voidDues(m, invoiceId, reason);
      await this.listener?.duesChanged(m, invoiceId, 'voided', false);
      await record(m, admin, {
        action: 'membership.dues_voided',
        entityType: 'membership',
        entityId: i!.memberId,
        summary: `Voided ${i!.invoiceNumber} (dues ${i!.periodStart} – ${i!.periodEnd}): ${reason}`,
        after: { voidReason: reason },
      });
    });
    this.listener?.duesCommitted(invoiceId);
    return this.invoice(invoiceId);
  }

  // ------------------------------------------------------------------ online payment

  /** Locks a dues invoice for the caller's transaction (a webhook orders itself with an admin's mark this way). */
  lockForUpdate(invoiceId: number, m: EntityManager): Promise<DuesInvoiceRow | null> {
    return this.invoices.duesFacts(invoiceId, m);
  }

  /** Marks a locked dues invoice paid as the system ("Online payment"), with its audit entry; answers whether it changed. */
  async markPaidAsSystem(m: EntityManager, i: DuesInvoiceRow, actor: SystemActor): Promise<boolean> {
    if (!(await this.invoices.setDuesPaid(m, i.id, true))) return false;
    await record(m, actor, {
      action: 'membership.dues_paid',
      entityType: 'membership',
      entityId: i.memberId,
      summary: `${i.invoiceNumber} (dues ${i.periodStart} – ${i.periodEnd}) paid online`,
      before: { paidInFull: false },
      after: { paidInFull: true },
    });
    return true;
  }

  /** Members' dues invoices, newest period first (loaders). */
  invoicesOf(memberIds: readonly number[]): Promise<InvoiceEntity[]> {
    return this.invoices.duesOfMembers(memberIds);
  }

  private async invoice(id: number): Promise<InvoiceEntity> {
    const [i] = await this.invoices.findByIds([id]);
    if (!i) throw notFound(DUES_INVOICE_NOT_FOUND);
    return i;
  }
}

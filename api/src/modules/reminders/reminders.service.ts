import type { DataSource } from 'typeorm';
import type { Clock } from '../../core/clock';
import { requireAdmin, type Viewer } from '../../core/auth/viewer';
import { validate } from '../../core/validation';
import { record } from '../audit/audit.record';
import { toMinor } from '../../../../rules/money';
import { DEFAULT_GRACE_DAYS, membershipStanding } from '../../../../rules/memberships';
import {
  duesAbout,
  overdueFrom,
  reminderStepDue,
  weekLabel,
  digestWeek,
  type DigestFacts,
  type OwedWhat,
} from '../../../../rules/reminders';
import { reminderSettingsSchema, type ReminderSettingsInput } from '../../../../validation/reminders';
import type { MembershipsRepository } from '../memberships/memberships.repository';
import { RemindersRepository, type OwedRow } from './reminders.repository';
import { digestText, digestTotals, owedAbout } from './digest-text';
import type { Language } from '../../core/i18n';

/** An overdue item as the admins' list shows it. */
export interface OverdueItemView extends OwedRow {
  /** The room (deposit, payment) or the plan and period (dues). */
  about: string;
  /** The day it became overdue (the last reminder's day). */
  overdueSince: string;
}

export interface ReminderSettings {
  reminderDays: number[];
}

/**
 * Reminders of what is owed and the admins' weekly digest (issue 36, item 4). The sweep of the notifications module
 * finds the reminders and digests due (notifications.repository.ts#due); this service answers what they say at send
 * time — only while still true — and the admins' overdue list and reminder days. rules/reminders.ts decides.
 */
export class RemindersService {
  readonly repo: RemindersRepository;

  constructor(
    private readonly ds: DataSource,
    private readonly memberships: MembershipsRepository,
    private readonly clock: Clock,
    private readonly currency: string,
  ) {
    this.repo = new RemindersRepository(ds);
  }

  /** Admins: what is overdue today (past its last reminder), oldest request first. */
  async overdue(viewer: Viewer | null): Promise<OverdueItemView[]> {
    requireAdmin(viewer);
    return this.overdueOn(this.clock.today());
  }

  private async overdueOn(today: string): Promise<OverdueItemView[]> {
    const [rows, days] = await Promise.all([this.repo.overdue(today), this.repo.reminderDays()]);
    return rows.map((r) => ({ ...r, about: aboutOf(r), overdueSince: overdueFrom(r.since, days) }));
  }

  async settings(viewer: Viewer | null): Promise<ReminderSettings> {
    requireAdmin(viewer);
    return { reminderDays: await this.repo.reminderDays() };
  }

  async saveSettings(viewer: Viewer | null, input: unknown): Promise<ReminderSettings> {
    const admin = requireAdmin(viewer);
    const data = (await validate(reminderSettingsSchema, input)) as ReminderSettingsInput;
    await this.ds.transaction(async (m) => {
      const before = await this.repo.reminderDays(m);
      await this.repo.saveReminderDays(data.reminderDays, m);
      await record(m, admin, {
        action: 'payment.reminder_days_changed',
        entityType: 'payment',
        entityId: null,
        summary: `Changed the payment reminder days to ${data.reminderDays.join(', ')}`,
        before: { reminderDays: before },
        after: data,
      });
    });
    return { reminderDays: await this.repo.reminderDays() };
  }

  /**
   * The member's item a reminder is about, when that reminder is still the one due on `today`: still owed (not paid,
   * voided or undone since), and the same reminder (the days may have been changed meanwhile). Null: nothing is sent.
   */
  async stillDue(what: OwedWhat, step: number, subjectId: number, memberId: number, today: string, lang: Language = 'en'): Promise<(OwedRow & { about: string }) | null> {
    const [item, days] = await Promise.all([this.repo.owed(what, subjectId, memberId), this.repo.reminderDays()]);
    if (!item || reminderStepDue(item.since, today, days) !== step) return null;
    return { ...item, about: owedAbout({ about: aboutOf(item), dues: duesOf(item) }, lang) };
  }

  /** The facts of the digest on `today`: overdue items, bookings ending soon, lapsed members. */
  async digestFacts(today: string): Promise<DigestFacts> {
    const [overdue, endingSoon, memberships, unpaid] = await Promise.all([
      this.overdueOn(today),
      this.repo.endingSoon(today),
      this.memberships.memberships(),
      this.repo.unpaidDues(),
    ]);
    const lapsed = memberships
      .map((m) => ({ m, standing: membershipStanding(m, m, today, m.graceDays ?? DEFAULT_GRACE_DAYS) }))
      .filter((x) => x.standing.status === 'lapsed')
      .map((x) => ({ memberName: x.m.memberName, owedSince: x.standing.owedSince!, owedMinor: toMinor(unpaid.get(x.m.memberId) ?? '0') ?? 0 }));
    return {
      overdue: overdue.map((o) => ({ what: o.what, memberName: o.memberName, about: o.about, dues: duesOf(o), amountMinor: toMinor(o.amount) ?? 0, since: o.since })),
      endingSoon,
      lapsed,
    };
  }

  /** The digest an admin gets on `today` (its title and text in `lang`), or null when they are not an admin (any more). */
  async digestFor(adminId: number, today: string, lang: Language = 'en'): Promise<{ title: string; summary: string; text: string } | null> {
    if (!(await this.repo.isAdmin(adminId))) return null;
    const facts = await this.digestFacts(today);
    return { title: weekLabel(digestWeek(today)), summary: digestTotals(facts, this.currency, lang).join('; '), text: digestText(facts, this.currency, lang) };
  }
}

/** A dues item's plan and period (undefined for a booking's deposit or payment). */
function duesOf(r: OwedRow): { planName: string; periodStart: string; periodEnd: string } | undefined {
  return r.what === 'dues' ? { planName: r.planName!, periodStart: r.periodStart!, periodEnd: r.periodEnd! } : undefined;
}

/** What an owed item is about: its room, or its plan and period. */
function aboutOf(r: OwedRow): string {
  return r.what === 'dues' ? duesAbout(r.planName!, r.periodStart!, r.periodEnd!) : r.roomName!;
}

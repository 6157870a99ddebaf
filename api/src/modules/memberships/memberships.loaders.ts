import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { byKeys } from '../../core/by-keys';
import type { InvoiceEntity } from '../bookings/invoice.entity';
import { InvoicesRepository } from '../bookings/invoices.repository';
import { MembershipsRepository, type MembershipRow, type MembershipSettingsRow, type PlanRow } from './memberships.repository';

/**
 * Per-request: plans by id, members' memberships (their terms and dues facts; the standing is derived by the resolver
 * with rules/memberships.ts) and dues invoices, and the membership settings once; one statement per batch.
 */
export function membershipLoaders(ds: DataSource) {
  const repo = new MembershipsRepository(ds);
  const invoices = new InvoicesRepository(ds);
  return {
    planById: new DataLoader<number, PlanRow | null>(async (ids) => byKeys(ids, await repo.plansByIds(ids))),
    membershipRowByMemberId: new DataLoader<number, MembershipRow | null>(async (ids) => {
      const rows = new Map((await repo.membershipsOf(ids)).map((r) => [r.memberId, r]));
      return ids.map((id) => rows.get(id) ?? null);
    }),
    duesInvoicesByMemberId: new DataLoader<number, InvoiceEntity[]>(async (ids) => {
      const rows = await invoices.duesOfMembers(ids);
      return ids.map((id) => rows.filter((i) => i.memberId === id));
    }),
    membershipSettings: new DataLoader<true, MembershipSettingsRow>(async (keys) => {
      const s = await repo.settings();
      return keys.map(() => s);
    }),
  };
}

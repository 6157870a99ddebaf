import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, graphql, HttpResponse, type GraphQLResponseBody, type RequestHandler } from 'msw';
import { localDay } from '../../../../../rules/today';
import { PLAN_IN_USE, PLAN_NAME_TAKEN } from '../../../../../rules/memberships';
import { choose, fill, gqlError } from '../../../../test/forms';
import { sessionAs } from '../../../../test/handlers/session';
import { renderRoute } from '../../../../test/render';
import type { MembershipFilter } from '../../../gql/graphql';
import { demoAdmin } from '../../../mocks/handlers';
import { FAMILY, FOUNDING, miaDue, plan, samActive, STANDARD } from '../../../../test/fixtures/admin-membership';
import {
  AdminAssignMembershipDocument,
  AdminChangeMembershipPlanDocument,
  AdminCreateMembershipPlanDocument,
  AdminDeleteMembershipPlanDocument,
  AdminMarkDuesPaidDocument,
  AdminMembershipCandidatesDocument,
  AdminMembershipPlansDocument,
  AdminMembershipSettingsDocument,
  AdminMembershipsDocument,
  AdminUpdateMembershipPlanDocument,
  AdminUpdateMembershipSettingsDocument,
  AdminVoidDuesDocument,
  type AdminMembership,
  type AdminPlan,
} from './operations';

/** Issue 36: the admin's Membership screen — members and their standing, plans, dues, settings. */

const WAIT = { timeout: 15_000 };
const fieldError = (message: string, code: string, field: string) =>
  HttpResponse.json<GraphQLResponseBody<never>>({ errors: [{ message, extensions: { code, field } }], data: null });

interface World {
  plans: AdminPlan[];
  memberships: AdminMembership[];
  settings: { graceDays: number; lapsedMembersMayRequestRooms: boolean };
  asked: (MembershipFilter | null | undefined)[];
  sent: string[];
}
const world = (): World => ({
  plans: [STANDARD, FAMILY, FOUNDING],
  memberships: [miaDue, samActive],
  settings: { graceDays: 14, lapsedMembersMayRequestRooms: true },
  asked: [],
  sent: [],
});

/** The server, as far as the screen reaches it: each write recorded in `sent`, lists answered from the world. */
function server(w: World): RequestHandler[] {
  const settings = () => ({ __typename: 'MembershipSettings' as const, ...w.settings });
  return [
    graphql.query(AdminMembershipPlansDocument, () => HttpResponse.json({ data: { __typename: 'Query', membershipPlans: w.plans } })),
    graphql.query(AdminMembershipsDocument, ({ variables }) => {
      w.asked.push(variables.filter);
      const status = variables.filter?.status;
      return HttpResponse.json({ data: { __typename: 'Query', memberships: w.memberships.filter((m) => !status || m.status === status) } });
    }),
    graphql.query(AdminMembershipSettingsDocument, () => HttpResponse.json({ data: { __typename: 'Query', membershipSettings: settings() } })),
    graphql.query(AdminMembershipCandidatesDocument, () =>
      HttpResponse.json({
        data: {
          __typename: 'Query',
          users: [miaDue.member, samActive.member, { __typename: 'User', id: '4', fullName: 'Ben Okafor', email: 'ben.okafor@d-office.local' }],
        },
      }),
    ),
    graphql.mutation(AdminCreateMembershipPlanDocument, ({ variables: { input } }) => {
      w.sent.push(`create ${JSON.stringify(input)}`);
      if (w.plans.some((p) => p.name.toLowerCase() === input.name.toLowerCase())) return fieldError(PLAN_NAME_TAKEN, 'CONFLICT', 'name');
      const created = plan({ id: '9', name: input.name, amount: input.amount, period: input.period, isActive: input.isActive ?? true });
      w.plans = [...w.plans, created];
      return HttpResponse.json({ data: { __typename: 'Mutation', createMembershipPlan: created } });
    }),
    graphql.mutation(AdminUpdateMembershipPlanDocument, ({ variables: { id, input } }) => {
      w.sent.push(`update ${id} ${JSON.stringify(input)}`);
      w.plans = w.plans.map((p) => (p.id === id ? { ...p, name: input.name, amount: input.amount, period: input.period, isActive: input.isActive ?? true } : p));
      return HttpResponse.json({ data: { __typename: 'Mutation', updateMembershipPlan: w.plans.find((p) => p.id === id)! } });
    }),
    graphql.mutation(AdminDeleteMembershipPlanDocument, ({ variables: { id } }) => {
      w.sent.push(`delete ${id}`);
      if (w.plans.find((p) => p.id === id)?.inUse) return gqlError(PLAN_IN_USE, 'CONFLICT');
      w.plans = w.plans.filter((p) => p.id !== id);
      return HttpResponse.json({ data: { __typename: 'Mutation', deleteMembershipPlan: String(id) } });
    }),
    graphql.mutation(AdminAssignMembershipDocument, ({ variables: { input } }) => {
      w.sent.push(`assign ${input.memberId} ${input.planId} ${input.startDate}`);
      const p = w.plans.find((x) => x.id === input.planId)!;
      const m: AdminMembership = {
        ...samActive,
        id: '13',
        member: { __typename: 'User', id: '4', fullName: 'Ben Okafor', email: 'ben.okafor@d-office.local' },
        plan: { __typename: 'MembershipPlan', id: p.id, name: p.name, amount: p.amount, period: p.period },
        startDate: input.startDate,
        status: 'due',
        paidThrough: null,
        owedSince: input.startDate,
        invoices: [],
      };
      w.memberships = [...w.memberships, m];
      return HttpResponse.json({ data: { __typename: 'Mutation', assignMembership: m } });
    }),
    graphql.mutation(AdminChangeMembershipPlanDocument, ({ variables: { memberId, planId } }) => {
      w.sent.push(`change ${memberId} ${planId}`);
      const p = w.plans.find((x) => x.id === planId)!;
      w.memberships = w.memberships.map((m) => (m.member.id === memberId ? { ...m, nextPlan: { __typename: 'MembershipPlan', id: p.id, name: p.name }, nextPlanFrom: '2026-07-01' } : m));
      return HttpResponse.json({ data: { __typename: 'Mutation', changeMembershipPlan: w.memberships.find((m) => m.member.id === memberId)! } });
    }),
    graphql.mutation(AdminMarkDuesPaidDocument, ({ variables: { invoiceId } }) => {
      w.sent.push(`paid ${invoiceId}`);
      let paid;
      w.memberships = w.memberships.map((m) => {
        if (!m.invoices.some((i) => i.id === invoiceId)) return m;
        const invoices = m.invoices.map((i) => (i.id === invoiceId ? (paid = { ...i, paidInFull: true, paidInFullDate: '2026-06-05T09:00:00.000Z' }) : i));
        return { ...m, invoices, status: 'active', paidThrough: '2026-06-30', owedSince: null, lapsesOn: null };
      });
      return HttpResponse.json({ data: { __typename: 'Mutation', markDuesPaid: paid! } });
    }),
    graphql.mutation(AdminVoidDuesDocument, ({ variables: { invoiceId, reason } }) => {
      w.sent.push(`void ${invoiceId} ${reason}`);
      let voided;
      w.memberships = w.memberships.map((m) => ({
        ...m,
        invoices: m.invoices.map((i) => (i.id === invoiceId ? (voided = { ...i, voidedAt: '2026-06-05T09:00:00.000Z', voidReason: reason }) : i)),
      }));
      return HttpResponse.json({ data: { __typename: 'Mutation', voidDuesInvoice: voided! } });
    }),
    graphql.mutation(AdminUpdateMembershipSettingsDocument, ({ variables: { input } }) => {
      w.sent.push(`settings ${input.graceDays} ${input.lapsedMembersMayRequestRooms}`);
      w.settings = { ...input };
      return HttpResponse.json({ data: { __typename: 'Mutation', updateMembershipSettings: settings() } });
    }),
  ];
}

const renderScreen = (...handlers: RequestHandler[]) => renderRoute('/admin/membership', [sessionAs(demoAdmin), ...handlers]);
const members = () => screen.getByRole('list', { name: 'Memberships' });
const memberCard = (name: string) => within(members()).getByRole('listitem', { name: new RegExp(`^${name}:`) });

describe('Membership (admin)', () => {
  it('lists members with plan, status and paid through; the plans with their members; the settings', async () => {
    renderScreen(...server(world()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Membership' }, WAIT)).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Memberships' }, WAIT);
    const mia = memberCard('Amelia Tan');
    expect(mia).toHaveAccessibleName('Amelia Tan: Due');
    expect(mia).toHaveTextContent('Standard · $40 a month · since May 1, 2026');
    expect(mia).toHaveTextContent('Paid through May 31, 2026 · unpaid since Jun 1, 2026, lapses on Jun 16, 2026');
    expect(within(mia).getByRole('button', { name: 'Dues of Amelia Tan' })).toHaveTextContent('Dues (2)');
    expect(memberCard('Chloe Martin')).toHaveAccessibleName('Chloe Martin: Active');
    expect(memberCard('Chloe Martin')).toHaveTextContent('Paid through Jun 30, 2026');
    expect(screen.getByRole('link', { name: 'Download memberships as CSV' })).toHaveAttribute('href', '/api/exports/memberships.csv');

    const plans = await screen.findByRole('list', { name: 'Membership plans' }, WAIT);
    const rows = within(plans).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('StandardActive$40 a month · 2 members'),
      expect.stringContaining('FamilyActive$100 a quarter · 0 members'),
      expect.stringContaining('Founding memberInactive$25 a month · 0 members'),
    ]);
    expect(await screen.findByRole('spinbutton', { name: 'Grace period (days)' }, WAIT)).toHaveValue(14);
    expect(screen.getByRole('switch', { name: /Lapsed members may still request rooms/ })).toBeChecked();
  });

  it('filters the members by status and says when none are in it', async () => {
    const user = userEvent.setup();
    const w = world();
    renderScreen(...server(w));
    await screen.findByRole('list', { name: 'Memberships' }, WAIT);
    await choose(user, 'Status', 'Due');
    await waitFor(() => expect(within(members()).getAllByRole('listitem')).toHaveLength(1));
    expect(w.asked.at(-1)).toEqual({ status: 'due' });
    await choose(user, 'Status', 'Lapsed');
    expect(await screen.findByText('No members are lapsed', {}, WAIT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all' }));
    await waitFor(() => expect(within(members()).getAllByRole('listitem')).toHaveLength(2));
    expect(w.asked.at(-1)).toBeNull();
  });

  it('shows skeletons while loading, then the empty states', async () => {
    const w = { ...world(), plans: [], memberships: [] };
    renderScreen(
      graphql.query(AdminMembershipsDocument, async () => {
        await delay(100);
        return HttpResponse.json({ data: { __typename: 'Query', memberships: [] } });
      }),
      ...server(w),
    );
    expect(await screen.findAllByRole('progressbar', { name: 'Loading' }, WAIT)).not.toHaveLength(0);
    expect(await screen.findByText('No memberships yet', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Assign a plan to a member to start billing their dues.')).toBeInTheDocument();
    expect(await screen.findByText('No plans yet', {}, WAIT)).toBeInTheDocument();
  });

  it('shows each section’s load error with Try again', async () => {
    const user = userEvent.setup();
    const w = world();
    let failing = true;
    const boom = () => gqlError('boom', 'INTERNAL_SERVER_ERROR');
    renderScreen(
      graphql.query(AdminMembershipsDocument, () => (failing ? boom() : HttpResponse.json({ data: { __typename: 'Query', memberships: w.memberships } }))),
      graphql.query(AdminMembershipPlansDocument, () => (failing ? boom() : HttpResponse.json({ data: { __typename: 'Query', membershipPlans: w.plans } }))),
      graphql.query(AdminMembershipSettingsDocument, () =>
        failing ? boom() : HttpResponse.json({ data: { __typename: 'Query', membershipSettings: { __typename: 'MembershipSettings', ...w.settings } } }),
      ),
      ...server(w),
    );
    expect(await screen.findByText('Failed to load memberships. Please try again later.', {}, WAIT)).toBeInTheDocument();
    expect(await screen.findByText('Failed to load membership plans. Please try again later.', {}, WAIT)).toBeInTheDocument();
    expect(await screen.findByText('Failed to load membership settings. Please try again later.', {}, WAIT)).toBeInTheDocument();
    failing = false;
    const [first] = screen.getAllByRole('button', { name: 'Try again' });
    await user.click(first!);
    expect(await screen.findByRole('list', { name: 'Memberships' }, WAIT)).toBeInTheDocument();
  });

  it('adds a plan: field messages first, the server’s duplicate name on the name field, then created', async () => {
    const user = userEvent.setup();
    const w = world();
    renderScreen(...server(w));
    await screen.findByRole('list', { name: 'Membership plans' }, WAIT);
    await user.click(screen.getByRole('button', { name: 'Add Plan' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Plan' }));
    await user.click(dialog.getByRole('button', { name: 'Create Plan' }));
    expect(await dialog.findByText('Plan name is required')).toBeInTheDocument();
    await fill(user, dialog.getByRole('textbox', { name: 'Amount ($)' }), '0');
    await user.click(dialog.getByRole('button', { name: 'Create Plan' }));
    expect(await dialog.findByText('Amount must be more than zero')).toBeInTheDocument();
    expect(w.sent).toEqual([]);

    await fill(user, dialog.getByRole('textbox', { name: 'Name' }), 'standard');
    await user.clear(dialog.getByRole('textbox', { name: 'Amount ($)' }));
    await fill(user, dialog.getByRole('textbox', { name: 'Amount ($)' }), '120');
    await choose(user, 'Period', 'Yearly');
    await user.click(dialog.getByRole('button', { name: 'Create Plan' }));
    expect(await dialog.findByText(PLAN_NAME_TAKEN)).toBeInTheDocument();

    await user.clear(dialog.getByRole('textbox', { name: 'Name' }));
    await fill(user, dialog.getByRole('textbox', { name: 'Name' }), 'Student');
    await user.click(dialog.getByRole('button', { name: 'Create Plan' }));
    expect(await screen.findByText('Plan created', {}, WAIT)).toBeInTheDocument();
    expect(w.sent.at(-1)).toBe('create {"name":"Student","amount":"120","period":"yearly","isActive":true}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(screen.getByRole('list', { name: 'Membership plans' })).findByText('$120 a year · 0 members', {}, WAIT)).toBeInTheDocument();
  });

  it('deactivates a plan in use, and shows the server’s message when one is deleted', async () => {
    const user = userEvent.setup();
    const w = world();
    renderScreen(...server(w));
    await screen.findByRole('list', { name: 'Membership plans' }, WAIT);
    await user.click(screen.getByRole('button', { name: 'Delete Standard' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete Plan' }));
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(PLAN_IN_USE, {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Failed to delete plan')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Edit Standard' }));
    const edit = within(await screen.findByRole('dialog', { name: 'Edit Plan' }));
    expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue('Standard');
    await user.click(edit.getByRole('switch', { name: 'Active (can be given to members)' }));
    await user.click(edit.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Plan updated', {}, WAIT)).toBeInTheDocument();
    expect(w.sent.at(-1)).toBe('update 1 {"name":"Standard","amount":"40.00","period":"monthly","isActive":false}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(screen.getByRole('list', { name: 'Membership plans' })).getAllByRole('listitem')[0]).toHaveTextContent('StandardInactive');

    // A plan nothing uses goes.
    await user.click(screen.getByRole('button', { name: 'Delete Family' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Plan' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Plan deleted', {}, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit Family' })).not.toBeInTheDocument());
  });

  it('assigns an active plan to a member without one, from today', async () => {
    const user = userEvent.setup();
    const w = world();
    renderScreen(...server(w));
    await screen.findByRole('list', { name: 'Memberships' }, WAIT);
    // The list shows only Amelia: the dialog still knows Chloe has a plan.
    await choose(user, 'Status', 'Due');
    await waitFor(() => expect(within(members()).getAllByRole('listitem')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Assign Plan' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Assign Plan' }));
    await user.click(dialog.getByRole('button', { name: 'Assign Plan' }));
    expect(await dialog.findByText('Please choose a member')).toBeInTheDocument();
    expect(dialog.getByText('Please choose a plan')).toBeInTheDocument();

    // Members on a plan already change plan instead; inactive plans cannot be given.
    await user.click(dialog.getByRole('combobox', { name: 'Member' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Ben Okafor (ben.okafor@d-office.local)']);
    await user.click(screen.getByRole('option', { name: 'Ben Okafor (ben.okafor@d-office.local)' }));
    await user.click(dialog.getByRole('combobox', { name: 'Plan' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Standard · $40 a month', 'Family · $100 a quarter']);
    await user.click(screen.getByRole('option', { name: 'Family · $100 a quarter' }));
    await user.click(dialog.getByRole('button', { name: 'Assign Plan' }));
    expect(await screen.findByText('Plan assigned', {}, WAIT)).toBeInTheDocument();
    expect(w.sent).toEqual([`assign 4 2 ${localDay()}`]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('listitem', { name: 'Ben Okafor: Due' }, WAIT)).toHaveTextContent('Family · $100 a quarter');
  });

  it('changes a member’s plan at their next period', async () => {
    const user = userEvent.setup();
    const w = world();
    renderScreen(...server(w));
    await screen.findByRole('list', { name: 'Memberships' }, WAIT);
    await user.click(within(memberCard('Chloe Martin')).getByRole('button', { name: 'Change plan of Chloe Martin' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change Plan' }));
    expect(dialog.getByText(/A new plan takes effect when the next period starts \(after Jun 30, 2026\)\. Invoices already issued do not change\./)).toBeInTheDocument();
    await choose(user, 'Plan', 'Family · $100 a quarter');
    await user.click(dialog.getByRole('button', { name: 'Save Plan' }));
    expect(await screen.findByText('Chloe Martin moves to Family on Jul 1, 2026.', {}, WAIT)).toBeInTheDocument();
    expect(w.sent).toEqual(['change 3 2']);
    await waitFor(() => expect(memberCard('Chloe Martin')).toHaveTextContent('Standard · $40 a month · since Jun 1, 2026 · moves to Family on Jul 1, 2026'));
  });

  it('marks a dues invoice paid from the keyboard: the member is active again', async () => {
    const user = userEvent.setup();
    const w = world();
    renderScreen(...server(w));
    await screen.findByRole('list', { name: 'Memberships' }, WAIT);
    act(() => within(memberCard('Amelia Tan')).getByRole('button', { name: 'Dues of Amelia Tan' }).focus());
    await user.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: 'Dues of Amelia Tan' }));
    const [june, may] = dialog.getAllByRole('listitem');
    expect(june).toHaveAccessibleName('INV-2026-000120, Jun 1, 2026 – Jun 30, 2026');
    expect(june).toHaveTextContent('Unpaid');
    expect(within(june!).getByRole('link', { name: 'PDF' })).toHaveAttribute('href', '/api/invoices/120/pdf');
    expect(may).toHaveTextContent('Paid May 3, 2026');
    expect(within(may!).queryByRole('button', { name: 'Mark paid' })).not.toBeInTheDocument();

    act(() => within(june!).getByRole('button', { name: 'Mark paid' }).focus());
    await user.keyboard('{Enter}');
    expect(await screen.findByText('INV-2026-000120 marked paid', {}, WAIT)).toBeInTheDocument();
    expect(w.sent).toEqual(['paid 120']);
    await waitFor(() => expect(dialog.getAllByRole('listitem')[0]).toHaveTextContent('Paid Jun 5, 2026'));
    // The dialog stays open while the change and the list's refetch are under way (Close is disabled meanwhile); the
    // focus "Mark paid" had comes back to the dialog, so Escape still closes it.
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Close' })).toBeEnabled(), WAIT);
    await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(memberCard('Amelia Tan')).toHaveAccessibleName('Amelia Tan: Active'));
    expect(memberCard('Amelia Tan')).toHaveTextContent('Paid through Jun 30, 2026');
  });

  it('voids (waives) a dues invoice only with a reason', async () => {
    const user = userEvent.setup();
    const w = world();
    renderScreen(...server(w));
    await screen.findByRole('list', { name: 'Memberships' }, WAIT);
    await user.click(screen.getByRole('button', { name: 'Dues of Amelia Tan' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Dues of Amelia Tan' }));
    await user.click(dialog.getByRole('button', { name: 'Void' }));
    await user.click(dialog.getByRole('button', { name: 'Void invoice' }));
    expect(await dialog.findByText('Please give a reason for voiding')).toBeInTheDocument();
    expect(w.sent).toEqual([]);
    await fill(user, dialog.getByRole('textbox', { name: 'Reason for voiding' }), 'Hardship waiver');
    await user.click(dialog.getByRole('button', { name: 'Void invoice' }));
    expect(await screen.findByText('INV-2026-000120 voided', {}, WAIT)).toBeInTheDocument();
    expect(w.sent).toEqual(['void 120 Hardship waiver']);
    await waitFor(() => expect(dialog.getAllByRole('listitem')[0]).toHaveTextContent('Void: Hardship waiver'));
  });

  it('saves the grace days and whether lapsed members may request rooms; refuses a grace period out of range', async () => {
    const user = userEvent.setup();
    const w = world();
    renderScreen(...server(w));
    const grace = await screen.findByRole('spinbutton', { name: 'Grace period (days)' }, WAIT);
    await user.clear(grace);
    await fill(user, grace, '400');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Grace period must be a whole number of days from 0 to 365')).toBeInTheDocument();
    expect(w.sent).toEqual([]);
    await user.clear(grace);
    await fill(user, grace, '30');
    await user.click(screen.getByRole('switch', { name: /Lapsed members may still request rooms/ }));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Membership settings saved', {}, WAIT)).toBeInTheDocument();
    expect(w.sent).toEqual(['settings 30 false']);
  });
});

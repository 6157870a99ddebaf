import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { AdminMembershipFieldsFragment, MembershipPlanFieldsFragment, MembershipStatus } from '../../../gql/graphql';

// ...DuesInvoiceFields is features/membership/operations.ts.

graphql(`
  fragment MembershipPlanFields on MembershipPlan {
    id
    name
    amount
    period
    isActive
    memberCount
    inUse
  }
`);

graphql(`
  fragment AdminMembershipFields on Membership {
    id
    member {
      id
      fullName
      email
    }
    plan {
      id
      name
      amount
      period
    }
    startDate
    nextPlan {
      id
      name
    }
    nextPlanFrom
    status
    paidThrough
    owedSince
    lapsesOn
    currentPeriodStart
    currentPeriodEnd
    invoices {
      ...DuesInvoiceFields
    }
  }
`);

export type AdminPlan = MembershipPlanFieldsFragment;
export type AdminMembership = AdminMembershipFieldsFragment;
export type AdminDuesInvoice = AdminMembership['invoices'][number];

export const AdminMembershipPlansDocument = graphql(`
  query AdminMembershipPlans {
    membershipPlans {
      ...MembershipPlanFields
    }
  }
`);

/** Up to the server's largest page (500), one status or all. */
export const AdminMembershipsDocument = graphql(`
  query AdminMemberships($filter: MembershipFilter) {
    memberships(filter: $filter, limit: 500) {
      ...AdminMembershipFields
    }
  }
`);

export const AdminMembershipSettingsDocument = graphql(`
  query AdminMembershipSettings {
    membershipSettings {
      graceDays
      lapsedMembersMayRequestRooms
    }
  }
`);

/** Who can be given a plan: every account (the dialog leaves out those with a membership). */
export const AdminMembershipCandidatesDocument = graphql(`
  query AdminMembershipCandidates {
    users(limit: 500) {
      id
      fullName
      email
    }
  }
`);

export const AdminCreateMembershipPlanDocument = graphql(`
  mutation AdminCreateMembershipPlan($input: MembershipPlanInput!) {
    createMembershipPlan(input: $input) {
      ...MembershipPlanFields
    }
  }
`);

export const AdminUpdateMembershipPlanDocument = graphql(`
  mutation AdminUpdateMembershipPlan($id: ID!, $input: MembershipPlanInput!) {
    updateMembershipPlan(id: $id, input: $input) {
      ...MembershipPlanFields
    }
  }
`);

export const AdminDeleteMembershipPlanDocument = graphql(`
  mutation AdminDeleteMembershipPlan($id: ID!) {
    deleteMembershipPlan(id: $id)
  }
`);

export const AdminAssignMembershipDocument = graphql(`
  mutation AdminAssignMembership($input: AssignMembershipInput!) {
    assignMembership(input: $input) {
      ...AdminMembershipFields
    }
  }
`);

export const AdminChangeMembershipPlanDocument = graphql(`
  mutation AdminChangeMembershipPlan($memberId: ID!, $planId: ID!) {
    changeMembershipPlan(memberId: $memberId, planId: $planId) {
      ...AdminMembershipFields
    }
  }
`);

export const AdminMarkDuesPaidDocument = graphql(`
  mutation AdminMarkDuesPaid($invoiceId: ID!) {
    markDuesPaid(invoiceId: $invoiceId) {
      ...DuesInvoiceFields
    }
  }
`);

export const AdminMarkDuesUnpaidDocument = graphql(`
  mutation AdminMarkDuesUnpaid($invoiceId: ID!) {
    markDuesUnpaid(invoiceId: $invoiceId) {
      ...DuesInvoiceFields
    }
  }
`);

export const AdminVoidDuesDocument = graphql(`
  mutation AdminVoidDues($invoiceId: ID!, $reason: String!) {
    voidDuesInvoice(invoiceId: $invoiceId, reason: $reason) {
      ...DuesInvoiceFields
    }
  }
`);

export const AdminUpdateMembershipSettingsDocument = graphql(`
  mutation AdminUpdateMembershipSettings($input: MembershipSettingsInput!) {
    updateMembershipSettings(input: $input) {
      graceDays
      lapsedMembersMayRequestRooms
    }
  }
`);

// A change to plans, memberships or dues moves statuses and counts: the screen's lists are asked again.
const refetchQueries = [AdminMembershipPlansDocument, AdminMembershipsDocument];

export const useMembershipPlans = () => useQuery(AdminMembershipPlansDocument);
export const useMemberships = (status: MembershipStatus | null) =>
  useQuery(AdminMembershipsDocument, { variables: { filter: status ? { status } : null }, fetchPolicy: 'cache-and-network' });
/** Every membership, whatever the list's filter shows: who may still be given a plan (asked while the dialog is open). */
export const useAllMemberships = (skip: boolean) => useQuery(AdminMembershipsDocument, { variables: { filter: null }, skip, fetchPolicy: 'cache-and-network' });
export const useMembershipSettings = () => useQuery(AdminMembershipSettingsDocument);
export const useMembershipCandidates = (skip: boolean) => useQuery(AdminMembershipCandidatesDocument, { skip });
export const useCreatePlan = () => useMutation(AdminCreateMembershipPlanDocument, { refetchQueries });
export const useUpdatePlan = () => useMutation(AdminUpdateMembershipPlanDocument, { refetchQueries });
export const useDeletePlan = () => useMutation(AdminDeleteMembershipPlanDocument, { refetchQueries });
export const useAssignMembership = () => useMutation(AdminAssignMembershipDocument, { refetchQueries });
export const useChangeMembershipPlan = () => useMutation(AdminChangeMembershipPlanDocument, { refetchQueries });
export const useMarkDuesPaid = () => useMutation(AdminMarkDuesPaidDocument, { refetchQueries: [AdminMembershipsDocument] });
export const useMarkDuesUnpaid = () => useMutation(AdminMarkDuesUnpaidDocument, { refetchQueries: [AdminMembershipsDocument] });
export const useVoidDues = () => useMutation(AdminVoidDuesDocument, { refetchQueries: [AdminMembershipsDocument] });
export const useSaveMembershipSettings = () => useMutation(AdminUpdateMembershipSettingsDocument, { refetchQueries: [AdminMembershipsDocument] });

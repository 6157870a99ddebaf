import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import type { AdminPaymentFieldsFragment, PaymentFilter } from '../../../gql/graphql';

/**
 * An online payment as the admin sees it: on a booking card (AdminBookingFields spreads it) and on the Payments
 * screen. Spread by name; codegen inlines it into each document. Kept shallow: inside the booking list it sits at the
 * API's query depth limit (8), so a refund's requester (not shown) is not asked.
 */
graphql(`
  fragment AdminPaymentFields on Payment {
    id
    bookingId
    invoiceId
    invoiceNumber
    member {
      id
      fullName
    }
    purpose
    amount
    refundedAmount
    currency
    method
    providerReference
    status
    tickedStep
    attention
    resolvedAt
    resolution
    receivedAt
    createdAt
    refunds {
      id
      amount
      reason
      status
      providerReference
      failure
      createdAt
    }
  }
`);

export type AdminPayment = AdminPaymentFieldsFragment;

export const AdminPaymentsDocument = graphql(`
  query AdminPayments($filter: PaymentFilter, $limit: Int, $offset: Int) {
    payments(filter: $filter, limit: $limit, offset: $offset) {
      ...AdminPaymentFields
    }
  }
`);

export const AdminRefundPaymentDocument = graphql(`
  mutation AdminRefundPayment($paymentId: ID!, $input: RefundInput!) {
    refundPayment(paymentId: $paymentId, input: $input) {
      ...AdminPaymentFields
    }
  }
`);

export const AdminResolvePaymentDocument = graphql(`
  mutation AdminResolvePayment($paymentId: ID!, $note: String!) {
    resolvePayment(paymentId: $paymentId, note: $note) {
      ...AdminPaymentFields
    }
  }
`);

export const AdminReconcilePaymentsDocument = graphql(`
  mutation AdminReconcilePayments {
    reconcilePayments {
      sessionsChecked
      paymentsRecorded
      linksExpired
      refundsUpdated
    }
  }
`);

/** A page of payments, newest first; asked fresh each time (webhooks change them behind the admin's back). */
export const useAdminPayments = (filter: PaymentFilter, limit: number, offset: number) =>
  useQuery(AdminPaymentsDocument, { variables: { filter, limit, offset }, fetchPolicy: 'network-only' });

/**
 * After a refund, a settled item or a reconciliation the lists that show payments are asked again (the booking
 * cards' payments and the Payments screen), whichever are on screen.
 */
export function useRefreshPayments() {
  const client = useApolloClient();
  return useCallback(
    () => client.refetchQueries({ include: ['AdminPayments', 'AdminBookingRequests'] }).catch(() => undefined),
    [client],
  );
}

export const useRefundPayment = () => useMutation(AdminRefundPaymentDocument);
export const useResolvePayment = () => useMutation(AdminResolvePaymentDocument);
export const useReconcilePayments = () => useMutation(AdminReconcilePaymentsDocument);

import { graphql } from '../../gql';

/**
 * An online payment as the member's booking timeline shows it, with its refunds. Spread by name
 * (`...BookingPaymentFields`); codegen inlines it into each document. The admin's screens ask more
 * (features/admin/payments/operations.ts).
 */
graphql(`
  fragment BookingPaymentFields on Payment {
    id
    purpose
    amount
    refundedAmount
    currency
    method
    providerReference
    status
    tickedStep
    receivedAt
    createdAt
    refunds {
      id
      amount
      reason
      status
      createdAt
    }
  }
`);

import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { ProfileMyMembershipQuery } from '../../gql/graphql';

/** A dues invoice as both the member's profile and the admin's Membership screen show it. */
graphql(`
  fragment DuesInvoiceFields on Invoice {
    id
    invoiceNumber
    periodStart
    periodEnd
    totalAmount
    paidInFull
    paidInFullDate
    voidedAt
    voidReason
    pdfUrl
    plan {
      id
      name
    }
  }
`);

/** The member's own membership: plan, standing, and their dues invoices with what can be paid online now. */
export const ProfileMyMembershipDocument = graphql(`
  query ProfileMyMembership {
    myMembership {
      id
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
        paymentDue {
          purpose
          amount
          currency
          preparing
          settling
        }
      }
    }
  }
`);

export const ProfileStartDuesPaymentDocument = graphql(`
  mutation ProfileStartDuesPayment($invoiceId: ID!) {
    startDuesPayment(invoiceId: $invoiceId) {
      purpose
      url
      amount
      currency
    }
  }
`);

export type MyMembership = NonNullable<ProfileMyMembershipQuery['myMembership']>;
export type MyDuesInvoice = MyMembership['invoices'][number];

/** Asked fresh: dues are issued by a job and paid through a webhook, behind the page's back. */
export const useMyMembership = () => useQuery(ProfileMyMembershipDocument, { fetchPolicy: 'cache-and-network' });
export const useStartDuesPayment = () => useMutation(ProfileStartDuesPaymentDocument);

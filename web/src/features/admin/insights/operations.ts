import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const AdminInsightsDocument = graphql(`
  query AdminInsights($months: Int!) {
    adminInsights(months: $months) {
      months
      from
      to
      occupancy {
        month
        bookedRoomMonths
        availableRoomMonths
        rate
      }
      pipeline {
        stage
        count
      }
      revenue {
        month
        invoiced
        paid
      }
      dues {
        month
        invoiced
        paid
      }
      membersByStatus {
        status
        count
      }
      rsvpRates {
        eventType
        events
        attending
        notAttending
        maybe
        noAnswer
      }
    }
  }
`);

export const useAdminInsights = (months: number) => useQuery(AdminInsightsDocument, { variables: { months } });

import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { AdminOverdueItemsQuery } from '../../../gql/graphql';

/** What members owe past their last reminder (issue 36), oldest request first; asked fresh each time (payments arrive behind the admin's back). */
export const AdminOverdueItemsDocument = graphql(`
  query AdminOverdueItems {
    overdueItems {
      id
      kind
      member {
        id
        fullName
      }
      what
      bookingId
      invoiceId
      amount
      since
      overdueSince
    }
  }
`);

export const AdminReminderSettingsDocument = graphql(`
  query AdminReminderSettings {
    reminderSettings {
      reminderDays
    }
  }
`);

export const AdminUpdateReminderSettingsDocument = graphql(`
  mutation AdminUpdateReminderSettings($input: ReminderSettingsInput!) {
    updateReminderSettings(input: $input) {
      reminderDays
    }
  }
`);

export type OverdueItem = AdminOverdueItemsQuery['overdueItems'][number];

export const useOverdueItems = () => useQuery(AdminOverdueItemsDocument, { fetchPolicy: 'network-only' });
export const useReminderSettings = () => useQuery(AdminReminderSettingsDocument);
/** Saving new days asks the overdue list again: what is overdue depends on the last day. */
export const useUpdateReminderSettings = () => useMutation(AdminUpdateReminderSettingsDocument, { refetchQueries: ['AdminOverdueItems'] });

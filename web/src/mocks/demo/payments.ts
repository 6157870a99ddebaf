import { OfficeSettingsDocument } from '../../gql/graphql';
import { query, type DemoContext } from './respond';

/** Online payment in the demo (issue 35): the office's settings. */
export function paymentHandlers(_ctx: DemoContext) {
  return [
    // The demo's office counts in USD, the spec's '$', and takes payments online.
    query(OfficeSettingsDocument)(() => ({ __typename: 'Query', officeSettings: { __typename: 'OfficeSettings', currency: 'USD', onlinePayments: true } })),
  ];
}

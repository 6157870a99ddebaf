import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import type { OfficeSettingsQuery } from '../gql/graphql';
import { setOfficeCurrency } from './format';

export const OfficeSettingsDocument = graphql(`
  query OfficeSettings {
    officeSettings {
      currency
      onlinePayments
    }
  }
`);

export type OfficeSettings = OfficeSettingsQuery['officeSettings'];

/**
 * The office's currency and whether members pay online. Asked once (the cache answers every later call) by the
 * screens that show money, not by the shell: screens without money ask nothing more. The answer sets the currency
 * lib/format.ts formats with, during the render that receives it, so the screen that called this re-renders in it.
 */
export function useOfficeSettings(): OfficeSettings | undefined {
  const { data } = useQuery(OfficeSettingsDocument, { fetchPolicy: 'cache-first' });
  const settings = data?.officeSettings;
  if (settings) setOfficeCurrency(settings.currency);
  return settings;
}

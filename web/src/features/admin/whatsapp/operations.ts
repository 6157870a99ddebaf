import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { MessageStatus } from '../../../gql/graphql';

// The configuration as the screen shows it, read and answered by a save alike.
export const WhatsappConfigFieldsFragment = graphql(`
  fragment WhatsappConfigFields on WhatsappConfig {
    phoneNumberId
    accessToken
    webhookVerifyToken
    isActive
    updatedAt
    webhookUrl
  }
`);

export const AdminWhatsappConfigDocument = graphql(`
  query AdminWhatsappConfig {
    whatsappConfig {
      ...WhatsappConfigFields
    }
  }
`);

export const AdminSaveWhatsappConfigDocument = graphql(`
  mutation AdminSaveWhatsappConfig($input: WhatsappConfigInput!) {
    saveWhatsappConfig(input: $input) {
      ...WhatsappConfigFields
    }
  }
`);

export const AdminSendWhatsappTestDocument = graphql(`
  mutation AdminSendWhatsappTest($input: WhatsappTestInput!) {
    sendWhatsappTestMessage(input: $input) {
      success
      error
      notification {
        id
      }
    }
  }
`);

export const AdminWhatsappLogsDocument = graphql(`
  query AdminWhatsappLogs($status: MessageStatus, $limit: Int, $offset: Int) {
    whatsappNotifications(status: $status, limit: $limit, offset: $offset) {
      total
      items {
        id
        phoneNumber
        messageContent
        templateName
        status
        relatedType
        sentAt
        deliveredAt
        readAt
        errorMessage
        createdAt
      }
    }
  }
`);

export const useWhatsappConfig = () => useQuery(AdminWhatsappConfigDocument, { fetchPolicy: 'network-only' });
export const useSaveWhatsappConfig = () =>
  useMutation(AdminSaveWhatsappConfigDocument, {
    // The configuration has no id, so the answer is written to the query by hand (the masked token included).
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: AdminWhatsappConfigDocument, data: { __typename: 'Query', whatsappConfig: data.saveWhatsappConfig } });
    },
  });
export const useSendWhatsappTest = () => useMutation(AdminSendWhatsappTestDocument, { refetchQueries: ['AdminWhatsappLogs'] });
export const useWhatsappLogs = (status: MessageStatus | null, limit: number) =>
  useQuery(AdminWhatsappLogsDocument, { variables: { status, limit, offset: 0 }, fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });

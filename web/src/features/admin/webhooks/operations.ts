import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const AdminWebhookEndpointsDocument = graphql(`
  query AdminWebhookEndpoints {
    webhookEndpoints {
      id
      url
      description
      events
      enabled
      disabledReason
      createdAt
    }
  }
`);

export const AdminWebhookDeliveriesDocument = graphql(`
  query AdminWebhookDeliveries($endpointId: ID!) {
    webhookDeliveries(endpointId: $endpointId, limit: 50) {
      id
      eventType
      status
      attempts
      responseStatus
      responseExcerpt
      error
      nextAttemptAt
      lastAttemptAt
      createdAt
    }
  }
`);

export const AdminCreateWebhookDocument = graphql(`
  mutation AdminCreateWebhook($input: WebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      endpoint {
        id
      }
      secret
    }
  }
`);

export const AdminUpdateWebhookDocument = graphql(`
  mutation AdminUpdateWebhook($id: ID!, $input: WebhookEndpointInput!) {
    updateWebhookEndpoint(id: $id, input: $input) {
      id
      url
      description
      events
    }
  }
`);

export const AdminRotateWebhookSecretDocument = graphql(`
  mutation AdminRotateWebhookSecret($id: ID!) {
    rotateWebhookSecret(id: $id) {
      endpoint {
        id
      }
      secret
    }
  }
`);

export const AdminSetWebhookEnabledDocument = graphql(`
  mutation AdminSetWebhookEnabled($id: ID!, $enabled: Boolean!) {
    setWebhookEndpointEnabled(id: $id, enabled: $enabled) {
      id
      enabled
      disabledReason
    }
  }
`);

export const AdminDeleteWebhookDocument = graphql(`
  mutation AdminDeleteWebhook($id: ID!) {
    deleteWebhookEndpoint(id: $id)
  }
`);

export const AdminRetryWebhookDeliveryDocument = graphql(`
  mutation AdminRetryWebhookDelivery($id: ID!) {
    retryWebhookDelivery(id: $id) {
      id
      status
      nextAttemptAt
    }
  }
`);

const refetchQueries = [AdminWebhookEndpointsDocument];

export const useWebhookEndpoints = () => useQuery(AdminWebhookEndpointsDocument);
export const useWebhookDeliveries = (endpointId: string) => useQuery(AdminWebhookDeliveriesDocument, { variables: { endpointId } });
export const useCreateWebhook = () => useMutation(AdminCreateWebhookDocument, { refetchQueries });
export const useUpdateWebhook = () => useMutation(AdminUpdateWebhookDocument);
export const useRotateWebhookSecret = () => useMutation(AdminRotateWebhookSecretDocument);
export const useSetWebhookEnabled = () => useMutation(AdminSetWebhookEnabledDocument);
export const useDeleteWebhook = () => useMutation(AdminDeleteWebhookDocument, { refetchQueries });
export const useRetryWebhookDelivery = () => useMutation(AdminRetryWebhookDeliveryDocument, { refetchQueries: [AdminWebhookDeliveriesDocument] });

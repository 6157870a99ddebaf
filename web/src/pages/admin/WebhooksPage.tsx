import { WebhooksScreen } from '../../features/admin/webhooks/WebhooksScreen';

export default function WebhooksPage() {
  return <WebhooksScreen />;
}

import { WhatsappSettingsScreen } from '../../features/admin/whatsapp/WhatsappSettingsScreen';

export default function WhatsappSettingsPage() {
  return <WhatsappSettingsScreen />;
}

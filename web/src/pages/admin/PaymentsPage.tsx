import { PaymentsScreen } from '../../features/admin/payments/PaymentsScreen';

export default function PaymentsPage() {
  return <PaymentsScreen />;
}

import { BookingRequestsScreen } from '../../features/admin/bookings/BookingRequestsScreen';

export default function BookingRequestsPage() {
  return <BookingRequestsScreen />;
}

import { EventsScreen } from '../../features/admin/events/EventsScreen';

export default function ManageEventsPage() {
  return <EventsScreen />;
}

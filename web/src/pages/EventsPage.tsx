import { ClubEvents } from '../features/events/ClubEvents';

export default function EventsPage() {
  return <ClubEvents />;
}

import { MeetingRooms } from '../features/rooms/MeetingRooms';

/** /meeting-rooms — the member's booking requests and the rooms they may request. */
export default function MeetingRoomsPage() {
  return <MeetingRooms />;
}

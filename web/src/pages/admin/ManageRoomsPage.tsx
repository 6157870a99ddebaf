import { RoomsScreen } from '../../features/admin/rooms/RoomsScreen';

export default function ManageRoomsPage() {
  return <RoomsScreen />;
}

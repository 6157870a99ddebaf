import { AnnouncementsScreen } from '../../features/admin/announcements/AnnouncementsScreen';

export default function AnnouncementsPage() {
  return <AnnouncementsScreen />;
}

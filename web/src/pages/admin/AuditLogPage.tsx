import { AuditLogScreen } from '../../features/admin/audit/AuditLogScreen';

export default function AuditLogPage() {
  return <AuditLogScreen />;
}

import { InboxBell } from '../features/inbox/InboxBell';
import Shell from '../ui/Shell';

/** The signed-in shell with the app's header actions: the shell (ui/) draws a slot, the app fills it. */
export default function ShellPage() {
  return <Shell actions={<InboxBell />} />;
}

import { LabelChip } from '../../ui/LabelChip';

/** Whom an announcement is for (spec §3: optionally one team or one league). */
export interface AnnouncementScope {
  team?: { name: string } | null;
  league?: { name: string } | null;
}

/** Spec §2's tag: 'General' for everyone, else the name of the team or league it is for (spec §5's scopes). */
export const scopeLabel = (a: AnnouncementScope) => a.team?.name ?? a.league?.name ?? 'General';

/**
 * The tag on an announcement, the same on the admin list and the dashboard: outlined grey for 'General', outlined in
 * the secondary colour for a team or league. A static label (ui/LabelChip), so the dashboard's first download does not
 * carry MUI's Chip.
 */
export function ScopeTag({ announcement }: { announcement: AnnouncementScope }) {
  const scoped = !!(announcement.team || announcement.league);
  return (
    <span data-testid="announcement-scope">
      <LabelChip
        label={scopeLabel(announcement)}
        sx={{ border: 1, borderColor: scoped ? 'secondary.main' : 'divider', color: scoped ? 'secondary.main' : 'text.secondary', fontWeight: 600, height: 22, flexShrink: 0 }}
      />
    </span>
  );
}

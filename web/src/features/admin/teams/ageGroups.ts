import type { AdminLeague, AdminTeam } from './operations';
import type { TeamsT } from './t';

/**
 * Why adding this child to `team` deserves a second look, or null: the child already plays in a team whose league is
 * of another age group than `team`'s league (a U12 player joining a U10 side). Not a rule: clubs do let children play
 * up or down, so the admin is told and may still add them (docs/decisions.md, issue 41). Teams without a league, or
 * leagues without an age group, say nothing.
 */
export function ageGroupWarning(
  t: TeamsT,
  child: { id: string; name: string },
  team: AdminTeam,
  teams: AdminTeam[],
  leagues: AdminLeague[],
): string | null {
  const ageGroupOf = (other: AdminTeam) => leagues.find((l) => l.id === other.league?.id)?.ageGroup ?? null;
  const wanted = ageGroupOf(team);
  if (!wanted) return null;
  const others = teams
    .filter((other) => other.id !== team.id && other.members.some((m) => m.id === child.id))
    .map((other) => ({ name: other.name, ageGroup: ageGroupOf(other) }))
    .filter((other): other is { name: string; ageGroup: string } => !!other.ageGroup && other.ageGroup !== wanted);
  if (!others.length) return null;
  const where = others.map((other) => t('warningTeam', { team: other.name, ageGroup: other.ageGroup })).join(', ');
  return t('warning', { child: child.name, where, team: team.name, ageGroup: wanted });
}

import type { AdminLeague, AdminTeam } from './operations';

/**
 * Why adding this child to `team` deserves a second look, or null: the child already plays in a team whose league is
 * of another age group than `team`'s league (a U12 player joining a U10 side). Not a rule: clubs do let children play
 * up or down, so the admin is told and may still add them (docs/decisions.md, issue 41). Teams without a league, or
 * leagues without an age group, say nothing.
 */
export function ageGroupWarning(child: { id: string; name: string }, team: AdminTeam, teams: AdminTeam[], leagues: AdminLeague[]): string | null {
  const ageGroupOf = (t: AdminTeam) => leagues.find((l) => l.id === t.league?.id)?.ageGroup ?? null;
  const wanted = ageGroupOf(team);
  if (!wanted) return null;
  const others = teams
    .filter((t) => t.id !== team.id && t.members.some((m) => m.id === child.id))
    .map((t) => ({ name: t.name, ageGroup: ageGroupOf(t) }))
    .filter((t): t is { name: string; ageGroup: string } => !!t.ageGroup && t.ageGroup !== wanted);
  if (!others.length) return null;
  const where = others.map((t) => `${t.name} (${t.ageGroup})`).join(', ');
  return `${child.name} already plays in ${where}; ${team.name} is ${wanted}.`;
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useState } from 'react';
import { useToast } from '../../../lib/toast';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ListSkeleton } from '../../../ui/ListSkeleton';
import { EmptyState, ErrorState } from '../../../ui/QueryState';
import { AddButton, ListToolbar } from '../shared/ListToolbar';
import { useFailureToast } from '../shared/toasts';
import { useDialogTarget } from '../shared/useDialogTarget';
import { LeagueFormDialog, TeamFormDialog } from './TeamForms';
import { ageGroupWarning } from './ageGroups';
import {
  useAddTeamMember,
  useDeleteLeague,
  useDeleteTeam,
  useLeaguesTeams,
  useRemoveTeamMember,
  type AdminLeague,
  type AdminTeam,
} from './operations';

type Target = { kind: 'league'; item: AdminLeague } | { kind: 'team'; item: AdminTeam } | null;

/** Admin: the junior section's leagues and teams, and each team's roster. */
export function TeamsScreen() {
  const { data, loading, error, refetch } = useLeaguesTeams();
  // New (null) or edited league / team; each outlives its dialog's closing animation.
  const leagueForm = useDialogTarget<AdminLeague>();
  const teamForm = useDialogTarget<AdminTeam>();
  const [deleting, setDeleting] = useState<Target>(null);
  const [deleteLeague, leagueDeletion] = useDeleteLeague();
  const [deleteTeam, teamDeletion] = useDeleteTeam();
  const toast = useToast();
  const fail = useFailureToast();

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      if (deleting.kind === 'league') await deleteLeague({ variables: { id: deleting.item.id } });
      else await deleteTeam({ variables: { id: deleting.item.id } });
      toast({ title: deleting.kind === 'league' ? 'League deleted' : 'Team deleted', variant: 'success' });
      setDeleting(null);
    } catch (e) {
      fail(deleting.kind === 'league' ? 'Failed to delete league' : 'Failed to delete team', e, 'An error occurred. Please try again.');
    }
  };

  let body;
  if (loading && !data) body = <ListSkeleton />;
  else if (error) body = <ErrorState message="Error loading leagues and teams. Please try again." onRetry={refetch} />;
  else if (data)
    body = (
      <>
        <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
          Leagues
        </Typography>
        {data.leagues.length === 0 ? (
          <EmptyState title="No leagues yet" />
        ) : (
          <Box component="ul" aria-label="Leagues" sx={{ listStyle: 'none', p: 0, m: 0, mb: 3, display: 'grid', gap: 1 }}>
            {data.leagues.map((l) => (
              <Box component="li" key={l.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, borderBottom: 1, borderColor: 'divider', py: 0.5 }}>
                <Typography sx={{ fontWeight: 600 }}>{l.name}</Typography>
                {l.ageGroup && <Chip size="small" label={l.ageGroup} />}
                <Typography variant="body2" color="text.secondary" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
                  {l.description}
                </Typography>
                <IconButton aria-label={`Edit ${l.name}`} onClick={() => leagueForm.show(l)}>
                  <EditIcon />
                </IconButton>
                <IconButton aria-label={`Delete ${l.name}`} onClick={() => setDeleting({ kind: 'league', item: l })}>
                  <DeleteIcon />
                </IconButton>
              </Box>
            ))}
          </Box>
        )}
        <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
          Teams
        </Typography>
        {data.teams.length === 0 ? (
          <EmptyState title="No teams yet" />
        ) : (
          <Box component="ul" aria-label="Teams" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
            {data.teams.map((t) => (
              <TeamCard
                key={t.id}
                team={t}
                teams={data.teams}
                leagues={data.leagues}
                kids={data.children}
                onEdit={() => teamForm.show(t)}
                onDelete={() => setDeleting({ kind: 'team', item: t })}
              />
            ))}
          </Box>
        )}
      </>
    );

  return (
    <Box>
      <ListToolbar
        intro={
          <Typography variant="body2" color="text.secondary">
            The junior section: leagues, teams and their rosters
          </Typography>
        }
        action={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={() => leagueForm.show(null)}>
              New League
            </Button>
            <AddButton label="New Team" onClick={() => teamForm.show(null)} />
          </Box>
        }
      />
      {body}
      <LeagueFormDialog open={leagueForm.open} league={leagueForm.target} onClose={leagueForm.hide} />
      <TeamFormDialog open={teamForm.open} team={teamForm.target} leagues={data?.leagues ?? []} onClose={teamForm.hide} />
      <ConfirmDialog
        open={!!deleting}
        title={deleting?.kind === 'league' ? 'Delete League' : 'Delete Team'}
        message={`Are you sure you want to delete ${deleting?.item.name ?? ''}? This action cannot be undone.`}
        pending={leagueDeletion.loading || teamDeletion.loading}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}

function TeamCard(props: {
  team: AdminTeam;
  /** Every team and league: a child's other teams and their age groups (the warning). */
  teams: AdminTeam[];
  leagues: AdminLeague[];
  kids: { id: string; name: string }[];
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { team, kids, onEdit, onDelete } = props;
  const [add, adding] = useAddTeamMember();
  const [remove, removing] = useRemoveTeamMember();
  const [childId, setChildId] = useState('');
  const toast = useToast();
  const fail = useFailureToast();
  const headingId = `team-${team.id}`;
  const candidates = kids.filter((k) => !team.members.some((m) => m.id === k.id));
  const chosen = candidates.find((k) => k.id === childId);
  const warning = chosen ? ageGroupWarning(chosen, team, props.teams, props.leagues) : null;
  const addChild = async () => {
    if (!chosen) return;
    // Cleared first: the added child leaves the choices, and the select must not hold a value it no longer offers.
    setChildId('');
    try {
      await add({ variables: { teamId: team.id, childId: chosen.id } });
      toast({ title: `${chosen.name} added to ${team.name}`, variant: 'success' });
    } catch (e) {
      fail('Failed to update roster', e, 'An error occurred. Please try again.');
    }
  };
  const removeChild = async (child: { id: string; name: string }) => {
    try {
      await remove({ variables: { teamId: team.id, childId: child.id } });
      toast({ title: `${child.name} removed from ${team.name}`, variant: 'success' });
    } catch (e) {
      fail('Failed to update roster', e, 'An error occurred. Please try again.');
    }
  };
  return (
    <Card component="li" aria-labelledby={headingId}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography id={headingId} component="h4" variant="subtitle1" sx={{ fontWeight: 700, flex: 1 }}>
            {team.name}
          </Typography>
          <IconButton aria-label={`Edit ${team.name}`} onClick={onEdit}>
            <EditIcon />
          </IconButton>
          <IconButton aria-label={`Delete ${team.name}`} onClick={onDelete}>
            <DeleteIcon />
          </IconButton>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {team.league ? team.league.name : 'No league'}
        </Typography>
        <Typography component="h5" variant="subtitle2">
          Roster
        </Typography>
        <Box component="ul" aria-label={`Roster of ${team.name}`} sx={{ listStyle: 'none', p: 0, m: 0, my: 1, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {team.members.length === 0 && (
            <Typography component="li" variant="body2" color="text.secondary">
              No players yet
            </Typography>
          )}
          {team.members.map((m) => (
            <li key={m.id}>
              <Chip
                label={m.name}
                aria-label={`${m.name}, press Delete to remove from ${team.name}`}
                disabled={removing.loading}
                onDelete={() => void removeChild(m)}
              />
            </li>
          ))}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <TextField select size="small" label="Add a child" value={childId} onChange={(e) => setChildId(e.target.value)} sx={{ minWidth: 180, flex: 1 }}>
            {candidates.length === 0 && (
              <MenuItem value="" disabled>
                Every child is on this team
              </MenuItem>
            )}
            {candidates.map((k) => (
              <MenuItem key={k.id} value={k.id}>
                {k.name}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="outlined" onClick={() => void addChild()} disabled={!chosen || adding.loading} aria-label={`Add to ${team.name}`}>
            {warning ? 'Add anyway' : 'Add'}
          </Button>
        </Box>
        {warning && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {warning}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

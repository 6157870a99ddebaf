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
import { useAdminTeamsT } from './t';
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
  const { t } = useAdminTeamsT();
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
      toast({ title: deleting.kind === 'league' ? t('leagueDeleted') : t('teamDeleted'), variant: 'success' });
      setDeleting(null);
    } catch (e) {
      fail(deleting.kind === 'league' ? t('leagueDeleteFailed') : t('teamDeleteFailed'), e, t('failed'));
    }
  };

  let body;
  if (loading && !data) body = <ListSkeleton />;
  else if (error) body = <ErrorState message={t('loadError')} onRetry={refetch} />;
  else if (data)
    body = (
      <>
        <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
          {t('leagues')}
        </Typography>
        {data.leagues.length === 0 ? (
          <EmptyState title={t('noLeagues')} />
        ) : (
          <Box component="ul" aria-label={t('leagues')} sx={{ listStyle: 'none', p: 0, m: 0, mb: 3, display: 'grid', gap: 1 }}>
            {data.leagues.map((l) => (
              <Box component="li" key={l.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, borderBottom: 1, borderColor: 'divider', py: 0.5 }}>
                <Typography sx={{ fontWeight: 600 }}>{l.name}</Typography>
                {l.ageGroup && <Chip size="small" label={l.ageGroup} />}
                <Typography variant="body2" color="text.secondary" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
                  {l.description}
                </Typography>
                <IconButton aria-label={t('edit', { name: l.name })} onClick={() => leagueForm.show(l)}>
                  <EditIcon />
                </IconButton>
                <IconButton aria-label={t('delete', { name: l.name })} onClick={() => setDeleting({ kind: 'league', item: l })}>
                  <DeleteIcon />
                </IconButton>
              </Box>
            ))}
          </Box>
        )}
        <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
          {t('teams')}
        </Typography>
        {data.teams.length === 0 ? (
          <EmptyState title={t('noTeams')} />
        ) : (
          <Box component="ul" aria-label={t('teams')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
            {data.teams.map((team) => (
              <TeamCard
                key={team.id}
                team={team}
                teams={data.teams}
                leagues={data.leagues}
                kids={data.children}
                onEdit={() => teamForm.show(team)}
                onDelete={() => setDeleting({ kind: 'team', item: team })}
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
            {t('intro')}
          </Typography>
        }
        action={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={() => leagueForm.show(null)}>
              {t('league.new')}
            </Button>
            <AddButton label={t('team.new')} onClick={() => teamForm.show(null)} />
          </Box>
        }
      />
      {body}
      <LeagueFormDialog open={leagueForm.open} league={leagueForm.target} onClose={leagueForm.hide} />
      <TeamFormDialog open={teamForm.open} team={teamForm.target} leagues={data?.leagues ?? []} onClose={teamForm.hide} />
      <ConfirmDialog
        open={!!deleting}
        title={deleting?.kind === 'league' ? t('deleteLeague') : t('deleteTeam')}
        message={t('deleteMessage', { name: deleting?.item.name ?? '' })}
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
  const { t } = useAdminTeamsT();
  const [add, adding] = useAddTeamMember();
  const [remove, removing] = useRemoveTeamMember();
  const [childId, setChildId] = useState('');
  const toast = useToast();
  const fail = useFailureToast();
  const headingId = `team-${team.id}`;
  const candidates = kids.filter((k) => !team.members.some((m) => m.id === k.id));
  const chosen = candidates.find((k) => k.id === childId);
  const warning = chosen ? ageGroupWarning(t, chosen, team, props.teams, props.leagues) : null;
  const addChild = async () => {
    if (!chosen) return;
    // Cleared first: the added child leaves the choices, and the select must not hold a value it no longer offers.
    setChildId('');
    try {
      await add({ variables: { teamId: team.id, childId: chosen.id } });
      toast({ title: t('added', { child: chosen.name, team: team.name }), variant: 'success' });
    } catch (e) {
      fail(t('rosterFailed'), e, t('failed'));
    }
  };
  const removeChild = async (child: { id: string; name: string }) => {
    try {
      await remove({ variables: { teamId: team.id, childId: child.id } });
      toast({ title: t('removed', { child: child.name, team: team.name }), variant: 'success' });
    } catch (e) {
      fail(t('rosterFailed'), e, t('failed'));
    }
  };
  return (
    <Card component="li" aria-labelledby={headingId}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography id={headingId} component="h4" variant="subtitle1" sx={{ fontWeight: 700, flex: 1 }}>
            {team.name}
          </Typography>
          <IconButton aria-label={t('edit', { name: team.name })} onClick={onEdit}>
            <EditIcon />
          </IconButton>
          <IconButton aria-label={t('delete', { name: team.name })} onClick={onDelete}>
            <DeleteIcon />
          </IconButton>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {team.league ? team.league.name : t('noLeague')}
        </Typography>
        <Typography component="h5" variant="subtitle2">
          {t('roster')}
        </Typography>
        <Box component="ul" aria-label={t('rosterOf', { team: team.name })} sx={{ listStyle: 'none', p: 0, m: 0, my: 1, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {team.members.length === 0 && (
            <Typography component="li" variant="body2" color="text.secondary">
              {t('noPlayers')}
            </Typography>
          )}
          {team.members.map((m) => (
            <li key={m.id}>
              <Chip
                label={m.name}
                aria-label={t('removeChip', { child: m.name, team: team.name })}
                disabled={removing.loading}
                onDelete={() => void removeChild(m)}
              />
            </li>
          ))}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <TextField select size="small" label={t('addChild')} value={childId} onChange={(e) => setChildId(e.target.value)} sx={{ minWidth: 180, flex: 1 }}>
            {candidates.length === 0 && (
              <MenuItem value="" disabled>
                {t('everyChild')}
              </MenuItem>
            )}
            {candidates.map((k) => (
              <MenuItem key={k.id} value={k.id}>
                {k.name}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="outlined" onClick={() => void addChild()} disabled={!chosen || adding.loading} aria-label={t('addTo', { team: team.name })}>
            {warning ? t('addAnyway') : t('add')}
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

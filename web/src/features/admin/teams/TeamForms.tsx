import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { leagueInputSchema, teamInputSchema } from '../../../../../validation/teams';
import { useToast } from '../../../lib/toast';
import { fieldProps } from '../../../ui/formik';
import { FormDialog } from '../../../ui/FormDialog';
import { useFailureToast } from '../shared/toasts';
import { useCreateLeague, useCreateTeam, useUpdateLeague, useUpdateTeam, type AdminLeague, type AdminTeam } from './operations';

/** 'New League', or 'Edit League' prefilled from `league`: name, age group, description (the API's schema checks the form). */
export function LeagueFormDialog(props: { open: boolean; league: AdminLeague | null; onClose: () => void }) {
  const { league } = props;
  const toast = useToast();
  const fail = useFailureToast();
  const [create, created] = useCreateLeague();
  const [update, updated] = useUpdateLeague();
  const form = useFormik({
    initialValues: { name: league?.name ?? '', ageGroup: league?.ageGroup ?? '', description: league?.description ?? '' },
    enableReinitialize: true,
    validationSchema: leagueInputSchema,
    onSubmit: async (v) => {
      const input = { name: v.name.trim(), ageGroup: v.ageGroup.trim() || null, description: v.description.trim() || null };
      try {
        if (league) await update({ variables: { id: league.id, input } });
        else await create({ variables: { input } });
        toast({ title: league ? 'League updated successfully' : 'League created successfully', variant: 'success' });
        close();
      } catch (e) {
        const doing = league ? 'updating' : 'creating';
        fail(league ? 'Failed to update league' : 'Failed to create league', e, `An error occurred while ${doing} the league. Please try again.`);
      }
    },
  });
  const close = () => {
    form.resetForm();
    props.onClose();
  };
  return (
    <FormDialog
      open={props.open}
      title={league ? 'Edit League' : 'New League'}
      submitLabel={league ? 'Save Changes' : 'Create League'}
      pendingLabel={league ? 'Saving...' : 'Creating...'}
      pending={created.loading || updated.loading}
      onSubmit={() => void form.submitForm()}
      onClose={close}
    >
      <TextField label="Name" required fullWidth {...fieldProps(form, 'name')} />
      <TextField label="Age group" placeholder="U12" fullWidth {...fieldProps(form, 'ageGroup')} />
      <TextField label="Description" fullWidth multiline minRows={2} {...fieldProps(form, 'description')} />
    </FormDialog>
  );
}

/** 'New Team', or 'Edit Team' prefilled from `team`: name and league (the roster is changed on the team's card). */
export function TeamFormDialog(props: { open: boolean; team: AdminTeam | null; leagues: AdminLeague[]; onClose: () => void }) {
  const { team } = props;
  const toast = useToast();
  const fail = useFailureToast();
  const [create, created] = useCreateTeam();
  const [update, updated] = useUpdateTeam();
  const form = useFormik({
    initialValues: { name: team?.name ?? '', leagueId: team?.league?.id ?? '' },
    enableReinitialize: true,
    validationSchema: teamInputSchema,
    onSubmit: async (v) => {
      const input = { name: v.name.trim(), leagueId: v.leagueId || null };
      try {
        if (team) await update({ variables: { id: team.id, input } });
        else await create({ variables: { input } });
        toast({ title: team ? 'Team updated successfully' : 'Team created successfully', variant: 'success' });
        close();
      } catch (e) {
        const doing = team ? 'updating' : 'creating';
        fail(team ? 'Failed to update team' : 'Failed to create team', e, `An error occurred while ${doing} the team. Please try again.`);
      }
    },
  });
  const close = () => {
    form.resetForm();
    props.onClose();
  };
  return (
    <FormDialog
      open={props.open}
      title={team ? 'Edit Team' : 'New Team'}
      submitLabel={team ? 'Save Changes' : 'Create Team'}
      pendingLabel={team ? 'Saving...' : 'Creating...'}
      pending={created.loading || updated.loading}
      onSubmit={() => void form.submitForm()}
      onClose={close}
    >
      <TextField label="Name" required fullWidth {...fieldProps(form, 'name')} />
      <TextField select label="League" fullWidth {...fieldProps(form, 'leagueId')}>
        <MenuItem value="">No league</MenuItem>
        {props.leagues.map((l) => (
          <MenuItem key={l.id} value={l.id}>
            {l.name}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}

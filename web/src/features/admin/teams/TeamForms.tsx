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
  const dialog = useCreateOrEditDialog('League', Boolean(league));
  const [create, created] = useCreateLeague();
  const [update, updated] = useUpdateLeague();
  const form = useFormik({
    initialValues: { name: league?.name ?? '', ageGroup: league?.ageGroup ?? '', description: league?.description ?? '' },
    enableReinitialize: true,
    validationSchema: leagueInputSchema,
    onSubmit: async (v) => {
      const input = { name: v.name.trim(), ageGroup: v.ageGroup.trim() || null, description: v.description.trim() || null };
      await dialog.save(() => (league ? update({ variables: { id: league.id, input } }) : create({ variables: { input } })), close);
    },
  });
  const close = () => {
    form.resetForm();
    props.onClose();
  };
  return (
    <FormDialog
      open={props.open}
      {...dialog.labels}
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
  const dialog = useCreateOrEditDialog('Team', Boolean(team));
  const [create, created] = useCreateTeam();
  const [update, updated] = useUpdateTeam();
  const form = useFormik({
    initialValues: { name: team?.name ?? '', leagueId: team?.league?.id ?? '' },
    enableReinitialize: true,
    validationSchema: teamInputSchema,
    onSubmit: async (v) => {
      const input = { name: v.name.trim(), leagueId: v.leagueId || null };
      await dialog.save(() => (team ? update({ variables: { id: team.id, input } }) : create({ variables: { input } })), close);
    },
  });
  const close = () => {
    form.resetForm();
    props.onClose();
  };
  return (
    <FormDialog
      open={props.open}
      {...dialog.labels}
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

/**
 * What 'New {noun}' and 'Edit {noun}' share: the dialog's labels, and a save that toasts
 * '{noun} created/updated successfully' and closes, or toasts the failure and stays open.
 */
function useCreateOrEditDialog(noun: 'League' | 'Team', editing: boolean) {
  const toast = useToast();
  const fail = useFailureToast();
  const thing = noun.toLowerCase();
  const labels = {
    title: `${editing ? 'Edit' : 'New'} ${noun}`,
    submitLabel: editing ? 'Save Changes' : `Create ${noun}`,
    pendingLabel: editing ? 'Saving...' : 'Creating...',
  };
  const save = async (run: () => Promise<unknown>, close: () => void) => {
    try {
      await run();
      toast({ title: `${noun} ${editing ? 'updated' : 'created'} successfully`, variant: 'success' });
      close();
    } catch (e) {
      const [verb, doing] = editing ? ['update', 'updating'] : ['create', 'creating'];
      fail(`Failed to ${verb} ${thing}`, e, `An error occurred while ${doing} the ${thing}. Please try again.`);
    }
  };
  return { labels, save };
}

import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { leagueInputSchema, teamInputSchema } from '../../../../../validation/teams';
import { useToast } from '../../../lib/toast';
import { fieldProps } from '../../../ui/formik';
import { FormDialog } from '../../../ui/FormDialog';
import { useFailureToast } from '../shared/toasts';
import { useCreateLeague, useCreateTeam, type AdminLeague } from './operations';

/** 'New League': name, age group, description (the API's schema checks the form). */
export function LeagueFormDialog(props: { open: boolean; onClose: () => void }) {
  const toast = useToast();
  const fail = useFailureToast();
  const [create, created] = useCreateLeague();
  const form = useFormik({
    initialValues: { name: '', ageGroup: '', description: '' },
    validationSchema: leagueInputSchema,
    onSubmit: async (v) => {
      try {
        await create({ variables: { input: { name: v.name.trim(), ageGroup: v.ageGroup || null, description: v.description || null } } });
        toast({ title: 'League created successfully', variant: 'success' });
        close();
      } catch (e) {
        fail('Failed to create league', e, 'An error occurred while creating the league. Please try again.');
      }
    },
  });
  const close = () => {
    form.resetForm();
    props.onClose();
  };
  return (
    <FormDialog open={props.open} title="New League" submitLabel="Create League" pendingLabel="Creating..." pending={created.loading} onSubmit={() => void form.submitForm()} onClose={close}>
      <TextField label="Name" required fullWidth {...fieldProps(form, 'name')} />
      <TextField label="Age group" placeholder="U12" fullWidth {...fieldProps(form, 'ageGroup')} />
      <TextField label="Description" fullWidth multiline minRows={2} {...fieldProps(form, 'description')} />
    </FormDialog>
  );
}

/** 'New Team': name and league. */
export function TeamFormDialog(props: { open: boolean; leagues: AdminLeague[]; onClose: () => void }) {
  const toast = useToast();
  const fail = useFailureToast();
  const [create, created] = useCreateTeam();
  const form = useFormik({
    initialValues: { name: '', leagueId: '' },
    validationSchema: teamInputSchema,
    onSubmit: async (v) => {
      try {
        await create({ variables: { input: { name: v.name.trim(), leagueId: v.leagueId || null } } });
        toast({ title: 'Team created successfully', variant: 'success' });
        close();
      } catch (e) {
        fail('Failed to create team', e, 'An error occurred while creating the team. Please try again.');
      }
    },
  });
  const close = () => {
    form.resetForm();
    props.onClose();
  };
  return (
    <FormDialog open={props.open} title="New Team" submitLabel="Create Team" pendingLabel="Creating..." pending={created.loading} onSubmit={() => void form.submitForm()} onClose={close}>
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

import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { leagueInputSchema, teamInputSchema } from '../../../../../validation/teams';
import { useToast } from '../../../lib/toast';
import { fieldProps } from '../../../ui/formik';
import { FormDialog } from '../../../ui/FormDialog';
import { useFailureToast } from '../shared/toasts';
import { useAdminTeamsT } from './t';
import { useCreateLeague, useCreateTeam, useUpdateLeague, useUpdateTeam, type AdminLeague, type AdminTeam } from './operations';

/** 'New League', or 'Edit League' prefilled from `league`: name, age group, description (the API's schema checks the form). */
export function LeagueFormDialog(props: { open: boolean; league: AdminLeague | null; onClose: () => void }) {
  const { league } = props;
  const { t } = useAdminTeamsT();
  const dialog = useCreateOrEditDialog('league', Boolean(league));
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
      <TextField label={t('league.name')} required fullWidth {...fieldProps(form, 'name')} />
      <TextField label={t('league.ageGroup')} placeholder={t('league.ageGroupPlaceholder')} fullWidth {...fieldProps(form, 'ageGroup')} />
      <TextField label={t('league.description')} fullWidth multiline minRows={2} {...fieldProps(form, 'description')} />
    </FormDialog>
  );
}

/** 'New Team', or 'Edit Team' prefilled from `team`: name and league (the roster is changed on the team's card). */
export function TeamFormDialog(props: { open: boolean; team: AdminTeam | null; leagues: AdminLeague[]; onClose: () => void }) {
  const { team } = props;
  const { t } = useAdminTeamsT();
  const dialog = useCreateOrEditDialog('team', Boolean(team));
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
      <TextField label={t('team.name')} required fullWidth {...fieldProps(form, 'name')} />
      <TextField select label={t('team.league')} fullWidth {...fieldProps(form, 'leagueId')}>
        <MenuItem value="">{t('team.noLeague')}</MenuItem>
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
function useCreateOrEditDialog(noun: 'league' | 'team', editing: boolean) {
  const toast = useToast();
  const fail = useFailureToast();
  const { t } = useAdminTeamsT();
  const labels = {
    title: t(editing ? `${noun}.edit` : `${noun}.new`),
    submitLabel: editing ? t('save') : t(`${noun}.create`),
    pendingLabel: editing ? t('saving') : t('creating'),
  };
  const save = async (run: () => Promise<unknown>, close: () => void) => {
    try {
      await run();
      toast({ title: t(editing ? `${noun}.updated` : `${noun}.created`), variant: 'success' });
      close();
    } catch (e) {
      if (editing) fail(t(`${noun}.updateFailed`), e, t(`${noun}.updateFailedText`));
      else fail(t(`${noun}.createFailed`), e, t(`${noun}.createFailedText`));
    }
  };
  return { labels, save };
}

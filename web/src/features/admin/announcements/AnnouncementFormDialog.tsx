import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { announcementFormSchema, toAnnouncementInput, type AnnouncementFormValues } from '../../../../../validation/announcements';
import type { AdminAnnouncementsListQuery } from '../../../gql/graphql';
import { useToast } from '../../../lib/toast';
import { fieldProps } from '../../../ui/formik';
import { FormDialog } from '../../../ui/FormDialog';
import { useFailureToast } from '../shared/toasts';
import { useAdminAnnouncementsT } from './t';
import { useAnnouncementScopes, useCreateAnnouncement, useUpdateAnnouncement } from './operations';

export type AdminAnnouncement = AdminAnnouncementsListQuery['announcements'][number];

type Values = AnnouncementFormValues & { teamId: string; leagueId: string };

const empty: Values = { title: '', content: '', scope: 'all', teamId: '', leagueId: '', sendWhatsapp: false };

const toForm = (a: AdminAnnouncement): Values => ({
  title: a.title,
  content: a.content,
  scope: a.team ? 'team' : a.league ? 'league' : 'all',
  teamId: a.team?.id ?? '',
  leagueId: a.league?.id ?? '',
  sendWhatsapp: a.sendWhatsapp,
});

/** 'New Announcement', or 'Edit Announcement' prefilled from `announcement`. */
export function AnnouncementFormDialog(props: { open: boolean; announcement: AdminAnnouncement | null; onClose: () => void }) {
  const { announcement } = props;
  const toast = useToast();
  const { t } = useAdminAnnouncementsT();
  const fail = useFailureToast();
  const [create, created] = useCreateAnnouncement();
  const [update, updated] = useUpdateAnnouncement();
  const scopes = useAnnouncementScopes(!props.open);

  const form = useFormik<Values>({
    initialValues: announcement ? toForm(announcement) : empty,
    enableReinitialize: true,
    validationSchema: announcementFormSchema,
    onSubmit: async (v) => {
      // An unselected picker is '' in the form and "not scoped" (null) for the API.
      const input = toAnnouncementInput({ ...v, teamId: v.teamId || null, leagueId: v.leagueId || null });
      try {
        if (announcement) {
          await update({ variables: { id: announcement.id, input } });
          toast({ title: t('form.success'), description: t('form.updated'), variant: 'success' });
        } else {
          await create({ variables: { input } });
          toast({ title: t('form.success'), description: t('form.created'), variant: 'success' });
        }
        close();
      } catch (e) {
        fail(announcement ? t('form.updateFailed') : t('form.createFailed'), e, t('form.somethingWrong'));
      }
    },
  });

  const close = () => {
    form.resetForm();
    props.onClose();
  };

  // Scope all clears both pickers; switching between team and league clears the other one.
  const setScope = (scope: string) => {
    void form.setValues({ ...form.values, scope: scope as Values['scope'], teamId: scope === 'team' ? form.values.teamId : '', leagueId: scope === 'league' ? form.values.leagueId : '' });
  };

  // Until the lists arrive, the announcement's own team or league is the only choice (keeps the select's value valid).
  const teams = scopes.data?.teams ?? (announcement?.team ? [announcement.team] : []);
  const leagues = scopes.data?.leagues ?? (announcement?.league ? [announcement.league] : []);
  return (
    <FormDialog
      open={props.open}
      title={announcement ? t('form.editTitle') : t('form.addTitle')}
      description={announcement ? t('form.editDescription') : t('form.addDescription')}
      submitLabel={announcement ? t('form.save') : t('form.post')}
      pendingLabel={t('form.posting')}
      pending={created.loading || updated.loading}
      onSubmit={() => form.handleSubmit()}
      onClose={close}
    >
      <TextField label={t('form.title')} required {...fieldProps(form, 'title')} />
      <TextField label={t('form.content')} required multiline minRows={4} {...fieldProps(form, 'content')} />
      <FormControl>
        <FormLabel id="announcement-scope">{t('form.audience')}</FormLabel>
        <RadioGroup row aria-labelledby="announcement-scope" name="scope" value={form.values.scope} onChange={(e) => setScope(e.target.value)}>
          <FormControlLabel value="all" control={<Radio />} label={t('form.all')} />
          <FormControlLabel value="team" control={<Radio />} label={t('form.team')} />
          <FormControlLabel value="league" control={<Radio />} label={t('form.league')} />
        </RadioGroup>
      </FormControl>
      {form.values.scope === 'team' && (
        <TextField select label={t('form.team')} required {...fieldProps(form, 'teamId')}>
          {teams.length === 0 && (
            <MenuItem value="" disabled>
              {scopes.loading ? t('form.loading') : t('form.noTeams')}
            </MenuItem>
          )}
          {teams.map((team) => (
            <MenuItem key={team.id} value={team.id}>
              {team.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {form.values.scope === 'league' && (
        <TextField select label={t('form.league')} required {...fieldProps(form, 'leagueId')}>
          {leagues.length === 0 && (
            <MenuItem value="" disabled>
              {scopes.loading ? t('form.loading') : t('form.noLeagues')}
            </MenuItem>
          )}
          {leagues.map((l) => (
            <MenuItem key={l.id} value={l.id}>
              {l.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <FormControlLabel
        control={<Checkbox name="sendWhatsapp" checked={!!form.values.sendWhatsapp} onChange={form.handleChange} />}
        label={t('form.whatsapp')}
      />
    </FormDialog>
  );
}

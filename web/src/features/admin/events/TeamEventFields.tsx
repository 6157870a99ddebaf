import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormikProps } from 'formik';
import { fieldProps } from '../../../ui/formik';
import { RELEVANCE_CHOICES, type EventFormValues } from './eventForm';
import type { AdminEventTeamChoicesQuery } from '../../../gql/graphql';
import { useAdminEventsT } from './t';

/**
 * The junior section's part of the event dialog: the team the event belongs to, other teams taking part,
 * and whom it concerns (every child, an age group, or its teams). Parents see the events that concern
 * their children under My Children.
 */
export function TeamEventFields({ form, choices }: { form: FormikProps<EventFormValues>; choices: AdminEventTeamChoicesQuery | undefined }) {
  const { t } = useAdminEventsT();
  const teams = choices?.teams ?? [];
  const teamName = (id: string) => teams.find((team) => team.id === id)?.name ?? t('summary.team', { id });
  // The age groups leagues play in, and the event's own one even if no league has it any more.
  const ageGroups = [...new Set([...(choices?.leagues ?? []).map((l) => l.ageGroup), form.values.ageGroupRelevance])]
    .filter((g): g is string => !!g)
    .sort();
  const others = teams.filter((team) => team.id !== form.values.teamId);
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('junior.legend')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField select label={t('junior.team')} fullWidth {...fieldProps(form, 'teamId')}>
          <MenuItem value="">{t('junior.noTeam')}</MenuItem>
          {teams.map((team) => (
            <MenuItem key={team.id} value={team.id}>
              {team.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('junior.teamsInvolved')}
          fullWidth
          {...fieldProps(form, 'teamsInvolved')}
          value={form.values.teamsInvolved}
          slotProps={{ select: { multiple: true, renderValue: (ids) => (ids as string[]).map(teamName).join(', ') } }}
        >
          {others.length === 0 && (
            <MenuItem value="" disabled>
              {t('junior.noOtherTeams')}
            </MenuItem>
          )}
          {others.map((team) => (
            <MenuItem key={team.id} value={team.id}>
              {team.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField select label={t('junior.concerns')} fullWidth {...fieldProps(form, 'relevanceType')}>
          {RELEVANCE_CHOICES.map((c) => (
            <MenuItem key={c.value} value={c.value}>
              {t(`junior.relevance.${c.key}`)}
            </MenuItem>
          ))}
        </TextField>
        {form.values.relevanceType === 'age_group' && (
          <TextField select label={t('junior.ageGroup')} required fullWidth {...fieldProps(form, 'ageGroupRelevance')}>
            {ageGroups.length === 0 && (
              <MenuItem value="" disabled>
                {t('junior.noAgeGroups')}
              </MenuItem>
            )}
            {ageGroups.map((g) => (
              <MenuItem key={g} value={g}>
                {g}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
    </Stack>
  );
}

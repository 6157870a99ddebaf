import EventBusyIcon from '@mui/icons-material/EventBusy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { toMinor } from '../../../../../rules/money';
import { reminderDaysProblem } from '../../../../../rules/reminders';
import { serverMessage } from '../../../lib/errors';
import { formatCents, formatDate, formatMoney } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { ListSkeleton } from '../../../ui/ListSkeleton';
import { EmptyState, ErrorState } from '../../../ui/QueryState';
import { fieldErrorText } from '../../../i18n/field-error';
import { useAdminPaymentsT } from './t';
import { useOverdueItems, useReminderSettings, useUpdateReminderSettings, type OverdueItem } from './overdue.operations';

/** '3, 7, 14' → [3, 7, 14]; anything that is not a whole number stays as text, so the rule refuses it. */
const parseDays = (text: string): unknown[] =>
  text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((d) => (/^\d+$/.test(d) ? Number(d) : d));

/** The office's reminder days, edited as one line ('3, 7, 14'); rules/reminders.ts decides what it takes. */
function ReminderDaysForm() {
  const { data } = useReminderSettings();
  const [save, saving] = useUpdateReminderSettings();
  const toast = useToast();
  const { t } = useAdminPaymentsT();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const saved = data?.reminderSettings.reminderDays.join(', ');
  useEffect(() => {
    if (saved !== undefined) setText(saved);
  }, [saved]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const days = parseDays(text);
    const problem = reminderDaysProblem(days);
    setError(problem);
    if (problem) return;
    try {
      await save({ variables: { input: { reminderDays: days as number[] } } });
      toast({ title: t('overdue.reminderSaved'), variant: 'success' });
    } catch (err) {
      setError(serverMessage(err, t('overdue.reminderFailed')));
    }
  };

  return (
    <Box component="form" onSubmit={submit} aria-label={t('overdue.reminderDays')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 2 }}>
      <TextField
        size="small"
        id="reminder-days"
        label={t('overdue.remindAfter')}
        value={text}
        disabled={!data}
        onChange={(e) => setText(e.target.value)}
        error={!!error}
        helperText={error ? fieldErrorText(error) : t('overdue.remindHelp')}
        sx={{ flex: '1 1 320px', maxWidth: 520 }}
      />
      <Button type="submit" variant="outlined" disabled={!data || saving.loading}>
        {saving.loading ? t('overdue.saving') : t('overdue.save')}
      </Button>
    </Box>
  );
}

function OverdueCard({ item }: { item: OverdueItem }) {
  const { t } = useAdminPaymentsT();
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="subtitle2" component="h3">
          {item.what} · {item.member.fullName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('overdue.line', { amount: formatMoney(item.amount), asked: formatDate(item.since), since: formatDate(item.overdueSince) })}
          {item.bookingId ? t('overdue.booking', { id: item.bookingId }) : ''}
        </Typography>
      </CardContent>
    </Card>
  );
}

/**
 * Admin: what members owe past their last reminder (issue 36) — requested deposits and full payments of accepted
 * bookings, unpaid dues — with the total, and the reminder days that decide it.
 */
export function OverdueSection() {
  const { t } = useAdminPaymentsT();
  const { data, loading, error, refetch } = useOverdueItems();
  const items = data?.overdueItems;
  const total = items?.reduce((sum, i) => sum + (toMinor(i.amount) ?? 0), 0) ?? 0;

  let body;
  if (loading && !data) body = <ListSkeleton rows={3} height={64} />;
  else if (error && !data) body = <ErrorState message={t('overdue.loadError')} onRetry={() => refetch()} />;
  else if (!items?.length)
    body = <EmptyState icon={<EventBusyIcon />} title={t('overdue.emptyTitle')} hint={t('overdue.emptyHint')} />;
  else
    body = (
      <>
        <Typography variant="body1" sx={{ fontWeight: 600, mb: 1 }} role="status">
          {t('overdue.total', { count: items.length, total: formatCents(total) })}
        </Typography>
        <Stack component="ul" aria-label={t('overdue.list')} spacing={1} sx={{ p: 0, m: 0 }}>
          {items.map((i) => (
            <OverdueCard key={i.id} item={i} />
          ))}
        </Stack>
      </>
    );

  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('overdue.intro')}
      </Typography>
      <ReminderDaysForm />
      {body}
    </Box>
  );
}

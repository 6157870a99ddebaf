import CardMembershipIcon from '@mui/icons-material/CardMembership';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { MembershipStatus } from '../../../gql/graphql';
import { MEMBERSHIP_STATUSES } from '../../../../../rules/memberships';
import { formatDate } from '../../../lib/format';
import { ListSkeleton } from '../../../ui/ListSkeleton';
import { EmptyState, ErrorState } from '../../../ui/QueryState';
import { planPrice, useAdminMembershipT, type MembershipT } from './t';
import { StatusChip } from '../../membership/StatusChip';
import { AddButton } from '../shared/ListToolbar';
import { AssignDialog } from './AssignDialog';
import { ChangePlanDialog } from './ChangePlanDialog';
import { DuesDialog } from './DuesDialog';
import { useMembershipPlans, useMemberships, type AdminMembership } from './operations';

/** Where a member stands, in a line: what is paid, and what is owed since when. */
export function standingLine(t: MembershipT, m: AdminMembership): string {
  if (m.status === 'upcoming') return t('standing.starts', { date: formatDate(m.startDate) });
  const paid = m.paidThrough ? t('standing.paidThrough', { date: formatDate(m.paidThrough) }) : t('standing.nothingPaid');
  if (m.status === 'due') return t('standing.due', { paid, since: formatDate(m.owedSince!), lapses: formatDate(m.lapsesOn!) });
  if (m.status === 'lapsed') return t('standing.lapsed', { paid, since: formatDate(m.owedSince!) });
  return paid;
}

const ALL_SHOWN = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

/** Every member with a plan and their standing today (derived by the server), filtered by status; assign, change, dues. */
export function MembersSection() {
  const { t } = useAdminMembershipT();
  const [status, setStatus] = useState<MembershipStatus | ''>('');
  const { data, previousData, loading, error, refetch } = useMemberships(status || null);
  const plans = useMembershipPlans().data?.membershipPlans ?? [];
  const [assigning, setAssigning] = useState(false);
  const [changing, setChanging] = useState<string | null>(null);
  const [dues, setDues] = useState<string | null>(null);
  const shown = (data ?? previousData)?.memberships;
  // Dialogs follow the list's latest answer (a mark paid refetches it).
  const byId = (id: string | null) => shown?.find((m) => m.id === id) ?? null;

  let body;
  if (!shown && loading) body = <ListSkeleton rows={3} height={96} />;
  else if (error && !shown) body = <ErrorState message={t('members.loadError')} onRetry={() => refetch()} />;
  else if (!shown?.length)
    body = status ? (
      <EmptyState icon={<CardMembershipIcon />} title={t('members.noneWithStatus', { status: t(`statusesInText.${status}`) })} action={<Button onClick={() => setStatus('')}>{t('members.showAll')}</Button>} />
    ) : (
      <EmptyState icon={<CardMembershipIcon />} title={t('members.emptyTitle')} hint={t('members.emptyHint')} />
    );
  else
    body = (
      <Box component="ul" aria-label={t('members.list')} aria-busy={loading} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {shown.map((m) => (
          <Card component="li" key={m.id} aria-label={t('members.cardLabel', { member: m.member.fullName, status: t(`statuses.${m.status}`) })}>
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
                <Box sx={{ minWidth: 0 }}>
                  <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                    {m.member.fullName}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {m.member.email}
                  </Typography>
                </Box>
                <StatusChip status={m.status} />
              </Box>
              <Typography variant="body2" sx={{ mt: 1 }}>
                {t('members.planLine', { plan: m.plan.name, price: planPrice(t, m.plan), date: formatDate(m.startDate) })}
                {m.nextPlan && m.nextPlanFrom ? t('members.movesTo', { plan: m.nextPlan.name, date: formatDate(m.nextPlanFrom) }) : ''}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {standingLine(t, m)}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
                <Button size="small" variant="outlined" onClick={() => setDues(m.id)} aria-label={t('members.duesOf', { member: m.member.fullName })}>
                  {t('members.dues', { count: m.invoices.length })}
                </Button>
                <Button size="small" onClick={() => setChanging(m.id)} aria-label={t('members.changePlanOf', { member: m.member.fullName })}>
                  {t('members.changePlan')}
                </Button>
              </Box>
            </CardContent>
          </Card>
        ))}
      </Box>
    );

  return (
    <Box component="section" aria-labelledby="membership-members" sx={{ mb: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 1.5 }}>
        <Typography id="membership-members" variant="h6" component="h2">
          {t('members.title')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField select size="small" label={t('members.status')} id="membership-status" value={status} onChange={(e) => setStatus(e.target.value as MembershipStatus | '')} sx={{ minWidth: 160 }} slotProps={ALL_SHOWN}>
            <MenuItem value="">{t('members.allStatuses')}</MenuItem>
            {MEMBERSHIP_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`statuses.${s}`)}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="outlined" startIcon={<DownloadIcon />} href="/api/exports/memberships.csv" download aria-label={t('members.download')}>
            {t('members.export')}
          </Button>
          <AddButton label={t('members.assign')} onClick={() => setAssigning(true)} />
        </Box>
      </Box>
      {body}
      <AssignDialog open={assigning} plans={plans} onClose={() => setAssigning(false)} />
      <ChangePlanDialog membership={byId(changing)} plans={plans} onClose={() => setChanging(null)} />
      <DuesDialog membership={byId(dues)} onClose={() => setDues(null)} />
    </Box>
  );
}

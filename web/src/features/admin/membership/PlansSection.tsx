import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { planPrice, useAdminMembershipT, type MembershipT as T } from './t';
import { useMemo } from 'react';
import { AdminList, type AdminColumn } from '../shared/AdminList';
import { AddButton } from '../shared/ListToolbar';
import { useConfirmDelete } from '../shared/useConfirmDelete';
import { useDialogTarget } from '../shared/useDialogTarget';
import { useDeletePlan, useMembershipPlans, type AdminPlan } from './operations';
import { PlanFormDialog } from './PlanFormDialog';

const Active = ({ plan }: { plan: AdminPlan }) => {
  const { t } = useAdminMembershipT();
  return (
    <Chip
      size="small"
      label={plan.isActive ? t('plans.active') : t('plans.inactive')}
      color={plan.isActive ? 'success' : 'default'}
      variant={plan.isActive ? 'filled' : 'outlined'}
    />
  );
};
const members = (t: T, p: AdminPlan) => t('plans.members', { count: p.memberCount });

const columnsIn = (t: T): AdminColumn<AdminPlan>[] => [
  { header: t('plans.columns.plan'), cell: (p) => <Typography variant="body2" sx={{ fontWeight: 600 }}>{p.name}</Typography> },
  { header: t('plans.columns.dues'), cell: (p) => planPrice(t, p) },
  { header: t('plans.columns.members'), cell: (p) => members(t, p) },
  { header: t('plans.columns.status'), cell: (p) => <Active plan={p} /> },
];

const cardIn = (t: T) => (p: AdminPlan) => (
  <>
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {p.name}
      </Typography>
      <Active plan={p} />
    </Box>
    <Typography variant="body2" color="text.secondary">
      {planPrice(t, p)} · {members(t, p)}
    </Typography>
  </>
);

const NOT_FILTERED = { active: false, clear: () => undefined };

/** The plans: add, edit (deactivate), delete one nothing uses (the server answers why not otherwise). */
export function PlansSection() {
  const { t } = useAdminMembershipT();
  const { columns, card } = useMemo(() => ({ columns: columnsIn(t), card: cardIn(t) }), [t]);
  const { data, loading, error, refetch } = useMembershipPlans();
  const form = useDialogTarget<AdminPlan>();
  const [remove, removed] = useDeletePlan();
  const deleting = useConfirmDelete<AdminPlan>((p) => remove({ variables: { id: p.id } }), { done: t('plans.deleted'), failed: t('plans.deleteFailed') });
  return (
    <Box component="section" aria-labelledby="membership-plans" sx={{ mb: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 1.5 }}>
        <Typography id="membership-plans" variant="h6" component="h2">
          {t('plans.title')}
        </Typography>
        <AddButton label={t('plans.add')} onClick={() => form.show(null)} />
      </Box>
      <AdminList
        label={t('plans.list')}
        items={data?.membershipPlans ?? []}
        filtered={NOT_FILTERED}
        loading={loading && !data}
        error={error}
        onRetry={refetch}
        errorMessage={t('plans.loadError')}
        empty={{ title: t('plans.emptyTitle'), hint: t('plans.emptyHint') }}
        columns={columns}
        card={card}
        name={(p) => p.name}
        onEdit={form.show}
        onDelete={deleting.show}
      />
      <PlanFormDialog open={form.open} plan={form.target} onClose={form.hide} />
      <ConfirmDialog
        {...deleting.dialog}
        title={t('plans.deleteTitle')}
        message={t('plans.deleteMessage', { name: deleting.target?.name ?? '' })}
        pending={removed.loading}
      />
    </Box>
  );
}

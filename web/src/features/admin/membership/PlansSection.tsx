import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { planPrice } from '../../membership/labels';
import { AdminList, type AdminColumn } from '../shared/AdminList';
import { AddButton } from '../shared/ListToolbar';
import { useConfirmDelete } from '../shared/useConfirmDelete';
import { useDialogTarget } from '../shared/useDialogTarget';
import { useDeletePlan, useMembershipPlans, type AdminPlan } from './operations';
import { PlanFormDialog } from './PlanFormDialog';

const Active = ({ plan }: { plan: AdminPlan }) => (
  <Chip size="small" label={plan.isActive ? 'Active' : 'Inactive'} color={plan.isActive ? 'success' : 'default'} variant={plan.isActive ? 'filled' : 'outlined'} />
);
const members = (p: AdminPlan) => `${p.memberCount} member${p.memberCount === 1 ? '' : 's'}`;

const columns: AdminColumn<AdminPlan>[] = [
  { header: 'Plan', cell: (p) => <Typography variant="body2" sx={{ fontWeight: 600 }}>{p.name}</Typography> },
  { header: 'Dues', cell: (p) => planPrice(p) },
  { header: 'Members', cell: members },
  { header: 'Status', cell: (p) => <Active plan={p} /> },
];

const card = (p: AdminPlan) => (
  <>
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {p.name}
      </Typography>
      <Active plan={p} />
    </Box>
    <Typography variant="body2" color="text.secondary">
      {planPrice(p)} · {members(p)}
    </Typography>
  </>
);

const NOT_FILTERED = { active: false, clear: () => undefined };

/** The plans: add, edit (deactivate), delete one nothing uses (the server answers why not otherwise). */
export function PlansSection() {
  const { data, loading, error, refetch } = useMembershipPlans();
  const form = useDialogTarget<AdminPlan>();
  const [remove, removed] = useDeletePlan();
  const deleting = useConfirmDelete<AdminPlan>((p) => remove({ variables: { id: p.id } }), { done: 'Plan deleted', failed: 'Failed to delete plan' });
  return (
    <Box component="section" aria-labelledby="membership-plans" sx={{ mb: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 1.5 }}>
        <Typography id="membership-plans" variant="h6" component="h2">
          Plans
        </Typography>
        <AddButton label="Add Plan" onClick={() => form.show(null)} />
      </Box>
      <AdminList
        label="Membership plans"
        items={data?.membershipPlans ?? []}
        filtered={NOT_FILTERED}
        loading={loading && !data}
        error={error}
        onRetry={refetch}
        errorMessage="Failed to load membership plans. Please try again later."
        empty={{ title: 'No plans yet', hint: 'Add a plan, then assign it to members to bill their dues.' }}
        columns={columns}
        card={card}
        name={(p) => p.name}
        onEdit={form.show}
        onDelete={deleting.show}
      />
      <PlanFormDialog open={form.open} plan={form.target} onClose={form.hide} />
      <ConfirmDialog
        {...deleting.dialog}
        title="Delete Plan"
        message={`Are you sure you want to delete ${deleting.target?.name ?? ''}? A plan members or invoices use can only be deactivated.`}
        pending={removed.loading}
      />
    </Box>
  );
}

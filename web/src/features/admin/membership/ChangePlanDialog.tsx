import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { changePlanSchema } from '../../../../../validation/memberships';
import { formatDate } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { fieldProps, validateConverted } from '../../../ui/formik';
import { FormDialog } from '../../../ui/FormDialog';
import { planPrice } from '../../membership/labels';
import { useFailureToast } from '../shared/toasts';
import { useChangeMembershipPlan, type AdminMembership, type AdminPlan } from './operations';

/**
 * Change Plan: the new plan takes effect when the member's next period starts (at once when nothing was billed yet);
 * invoices already issued stay as they are. Choosing the current plan drops a change waiting for the next period.
 */
export function ChangePlanDialog({ membership: m, plans, onClose }: { membership: AdminMembership | null; plans: AdminPlan[]; onClose: () => void }) {
  const toast = useToast();
  const fail = useFailureToast();
  const [change, changing] = useChangeMembershipPlan();
  const choices = plans.filter((p) => p.isActive || p.id === m?.plan.id);
  const form = useFormik({
    initialValues: { planId: m?.nextPlan?.id ?? m?.plan.id ?? '' },
    enableReinitialize: true,
    validate: (v) => validateConverted(changePlanSchema, v),
    onSubmit: async (v) => {
      try {
        const { data } = await change({ variables: { memberId: m!.member.id, planId: v.planId } });
        const after = data!.changeMembershipPlan;
        toast({
          title: 'Plan change saved',
          description: after.nextPlan
            ? `${after.member.fullName} moves to ${after.nextPlan.name} on ${formatDate(after.nextPlanFrom!)}.`
            : `${after.member.fullName} stays on ${after.plan.name}.`,
          variant: 'success',
        });
        onClose();
      } catch (e) {
        fail('Failed to change plan', e, 'An error occurred. Please try again.');
      }
    },
  });
  return (
    <FormDialog
      open={!!m}
      title="Change Plan"
      description={m ? `${m.member.fullName} is on ${m.plan.name}.` : undefined}
      submitLabel="Save Plan"
      pending={changing.loading}
      onSubmit={() => form.handleSubmit()}
      onClose={onClose}
    >
      <TextField select label="Plan" required {...fieldProps(form, 'planId')}>
        {choices.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {p.name} · {planPrice(p)}
            {p.id === m?.plan.id ? ' (current)' : ''}
          </MenuItem>
        ))}
      </TextField>
      <Alert severity="info" variant="outlined">
        A new plan takes effect when the next period starts{m?.currentPeriodEnd ? ` (after ${formatDate(m.currentPeriodEnd)})` : ''}. Invoices already issued do not change.
      </Alert>
    </FormDialog>
  );
}

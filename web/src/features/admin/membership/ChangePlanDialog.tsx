import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { changePlanSchema } from '../../../../../validation/memberships';
import { formatDate } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { fieldProps, validateConverted } from '../../../ui/formik';
import { FormDialog } from '../../../ui/FormDialog';
import { planPrice, useAdminMembershipT } from './t';
import { useFailureToast } from '../shared/toasts';
import { useChangeMembershipPlan, type AdminMembership, type AdminPlan } from './operations';

/**
 * Change Plan: the new plan takes effect when the member's next period starts (at once when nothing was billed yet);
 * invoices already issued stay as they are. Choosing the current plan drops a change waiting for the next period.
 */
export function ChangePlanDialog({ membership: m, plans, onClose }: { membership: AdminMembership | null; plans: AdminPlan[]; onClose: () => void }) {
  const toast = useToast();
  const { t } = useAdminMembershipT();
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
          title: t('change.done'),
          description: after.nextPlan
            ? t('change.moves', { member: after.member.fullName, plan: after.nextPlan.name, date: formatDate(after.nextPlanFrom!) })
            : t('change.stays', { member: after.member.fullName, plan: after.plan.name }),
          variant: 'success',
        });
        onClose();
      } catch (e) {
        fail(t('change.failed'), e, t('failed'));
      }
    },
  });
  return (
    <FormDialog
      open={!!m}
      title={t('change.title')}
      description={m ? t('change.description', { member: m.member.fullName, plan: m.plan.name }) : undefined}
      submitLabel={t('change.submit')}
      pending={changing.loading}
      onSubmit={() => form.handleSubmit()}
      onClose={onClose}
    >
      <TextField select label={t('change.plan')} required {...fieldProps(form, 'planId')}>
        {choices.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {p.name} · {planPrice(t, p)}
            {p.id === m?.plan.id ? t('change.current') : ''}
          </MenuItem>
        ))}
      </TextField>
      <Alert severity="info" variant="outlined">
        {m?.currentPeriodEnd ? t('change.noteAfter', { date: formatDate(m.currentPeriodEnd) }) : t('change.note')}
      </Alert>
    </FormDialog>
  );
}

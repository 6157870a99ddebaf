import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import type { MembershipPeriod, MembershipPlanInput } from '../../../gql/graphql';
import { errorField, serverMessage } from '../../../lib/errors';
import { useToast } from '../../../lib/toast';
import { fieldProps, validateConverted } from '../../../ui/formik';
import { FormDialog } from '../../../ui/FormDialog';
import { PLAN_PERIODS } from '../../../../../rules/memberships';
import { membershipPlanSchema } from '../../../../../validation/memberships';
import { useAdminMembershipT } from './t';
import { useFailureToast } from '../shared/toasts';
import { useCreatePlan, useUpdatePlan, type AdminPlan } from './operations';

interface PlanValues {
  name: string;
  amount: string;
  period: MembershipPeriod | '';
  isActive: boolean;
}

const empty: PlanValues = { name: '', amount: '', period: 'monthly', isActive: true };
const toValues = (p: AdminPlan): PlanValues => ({ name: p.name, amount: p.amount, period: p.period, isActive: p.isActive });
/** What is sent: trimmed text; the shared schema refuses what the server would. */
const toInput = (v: PlanValues): MembershipPlanInput => ({ name: v.name.trim(), amount: v.amount.trim(), period: v.period as MembershipPeriod, isActive: v.isActive });

/** Add Plan when `plan` is null, otherwise Edit Plan. A new amount or period bills the periods that start from now on. */
export function PlanFormDialog({ open, plan, onClose }: { open: boolean; plan: AdminPlan | null; onClose: () => void }) {
  const toast = useToast();
  const { t } = useAdminMembershipT();
  const fail = useFailureToast();
  const [create, created] = useCreatePlan();
  const [update, updated] = useUpdatePlan();
  const form = useFormik<PlanValues>({
    initialValues: plan ? toValues(plan) : empty,
    enableReinitialize: true,
    validate: (v) => validateConverted(membershipPlanSchema, toInput(v)),
    onSubmit: async (v, helpers) => {
      try {
        if (plan) await update({ variables: { id: plan.id, input: toInput(v) } });
        else await create({ variables: { input: toInput(v) } });
        toast({ title: plan ? t('plan.updated') : t('plan.created'), variant: 'success' });
        close();
      } catch (e) {
        // A name another plan has comes back as the name field's message.
        if (errorField(e) === 'name') helpers.setFieldError('name', serverMessage(e, ''));
        fail(plan ? t('plan.updateFailed') : t('plan.createFailed'), e, t('failed'));
      }
    },
  });
  const close = () => {
    form.resetForm();
    onClose();
  };
  return (
    <FormDialog
      open={open}
      title={plan ? t('plan.editTitle') : t('plan.addTitle')}
      description={plan ? t('plan.editDescription') : t('plan.addDescription')}
      submitLabel={plan ? t('plan.save') : t('plan.create')}
      pending={created.loading || updated.loading}
      onSubmit={() => form.handleSubmit()}
      onClose={close}
    >
      <TextField label={t('plan.name')} required {...fieldProps(form, 'name')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label={t('plan.amount')} required fullWidth slotProps={{ htmlInput: { inputMode: 'decimal' } }} {...fieldProps(form, 'amount')} />
        <TextField select label={t('plan.period')} required fullWidth {...fieldProps(form, 'period')}>
          {PLAN_PERIODS.map((p) => (
            <MenuItem key={p} value={p}>
              {t(`periods.${p}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <FormControlLabel control={<Switch name="isActive" checked={form.values.isActive} onChange={form.handleChange} />} label={t('plan.active')} />
    </FormDialog>
  );
}

import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { localDay } from '../../../../../rules/today';
import { assignMembershipSchema } from '../../../../../validation/memberships';
import { formatDate } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { DatePickerField } from '../../../ui/DatePickerField';
import { fieldProps, validateConverted } from '../../../ui/formik';
import { FormDialog } from '../../../ui/FormDialog';
import { planPrice, useAdminMembershipT } from './t';
import { useFailureToast } from '../shared/toasts';
import { useAllMemberships, useAssignMembership, useMembershipCandidates, type AdminPlan } from './operations';

interface AssignValues {
  memberId: string;
  planId: string;
  startDate: string;
}

/**
 * Assign Plan: a member without a membership (or whose membership has not started), an active plan, a start day today
 * or later. A membership starting today gets its first dues invoice at once.
 */
export function AssignDialog({ open, plans, onClose }: { open: boolean; plans: AdminPlan[]; onClose: () => void }) {
  const toast = useToast();
  const { t } = useAdminMembershipT();
  const fail = useFailureToast();
  const { data } = useMembershipCandidates(!open);
  const [assign, assigning] = useAssignMembership();
  // Every membership, not the list's filtered page: a member on a plan that has started changes plan instead.
  const memberships = useAllMemberships(!open).data?.memberships ?? [];
  const started = new Set(memberships.filter((m) => m.status !== 'upcoming').map((m) => m.member.id));
  const candidates = (data?.users ?? []).filter((u) => !started.has(u.id)).sort((a, b) => a.fullName.localeCompare(b.fullName));
  const active = plans.filter((p) => p.isActive);
  const form = useFormik<AssignValues>({
    initialValues: { memberId: '', planId: '', startDate: localDay() },
    validate: (v) => validateConverted(assignMembershipSchema(), v),
    onSubmit: async (v) => {
      try {
        const { data: answer } = await assign({ variables: { input: v } });
        const m = answer!.assignMembership;
        toast({ title: t('assign.done'), description: t('assign.doneText', { member: m.member.fullName, plan: m.plan.name, date: formatDate(m.startDate) }), variant: 'success' });
        close();
      } catch (e) {
        fail(t('assign.failed'), e, t('failed'));
      }
    },
  });
  const close = () => {
    form.resetForm();
    onClose();
  };
  const touched = form.submitCount > 0 || form.touched.startDate;
  return (
    <FormDialog
      open={open}
      title={t('assign.title')}
      description={t('assign.description')}
      submitLabel={t('assign.submit')}
      pending={assigning.loading}
      onSubmit={() => form.handleSubmit()}
      onClose={close}
    >
      <TextField select label={t('assign.member')} required {...fieldProps(form, 'memberId')}>
        {candidates.map((u) => (
          <MenuItem key={u.id} value={u.id}>
            {t('assign.memberOption', { name: u.fullName, email: u.email })}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label={t('assign.plan')} required {...fieldProps(form, 'planId')}>
        {active.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {p.name} · {planPrice(t, p)}
          </MenuItem>
        ))}
      </TextField>
      <DatePickerField
        label={t('assign.startDate')}
        name="startDate"
        required
        disablePast
        value={form.values.startDate}
        onChange={(v) => void form.setFieldValue('startDate', v)}
        onBlur={() => void form.setFieldTouched('startDate')}
        error={touched && form.errors.startDate}
      />
    </FormDialog>
  );
}

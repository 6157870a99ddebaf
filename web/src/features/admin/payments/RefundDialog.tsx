import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { fromMinor, toMinor } from '../../../../../rules/money';
import { refundableMinor, refundRefusal } from '../../../../../rules/payments';
import { normaliseMoney } from '../../../../../validation/common';
import { refundSchema } from '../../../../../validation/payments';
import { errorField, serverMessage } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { FormDialog } from '../../../ui/FormDialog';
import { fieldProps, validateConverted } from '../../../ui/formik';
import { money } from '../../payments/labels';
import { useMethodLabel } from '../bookings/t';
import { useAdminPaymentsT } from './t';
import { useRefreshPayments, useRefundPayment, type AdminPayment } from './operations';

/** The facts the refund rule (rules/payments.ts) decides on, from a payment as the API sends it. */
export const refundFacts = (p: AdminPayment) => ({
  status: p.status.toLowerCase(),
  amountMinor: toMinor(p.amount) ?? 0,
  refundedMinor: toMinor(p.refundedAmount) ?? 0,
  currency: p.currency,
});

/** What is left to refund of a payment, in minor units. */
export const leftToRefund = (p: AdminPayment) => refundableMinor(refundFacts(p));

const currencySymbol = (currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).formatToParts(0).find((x) => x.type === 'currency')?.value ?? currency;

/**
 * Gives back part or all of an online payment: the amount (what is left, unless the admin changes it) and a reason
 * the member sees. The shared schema and refund rule check the form with the API's messages; a refusal the server
 * still finds is shown on its field, anything else in a toast.
 */
export function RefundDialog({ payment: p, open, onClose }: { payment: AdminPayment | null; open: boolean; onClose: () => void }) {
  const toast = useToast();
  const { t } = useAdminPaymentsT();
  const methodLabel = useMethodLabel();
  const refresh = useRefreshPayments();
  const [refund, { loading }] = useRefundPayment();
  const left = p ? leftToRefund(p) : 0;
  const form = useFormik({
    initialValues: { amount: fromMinor(left), reason: '' },
    enableReinitialize: true,
    validate: async (v) => {
      const errors = await validateConverted(refundSchema, { amount: v.amount, reason: v.reason });
      const refused = p && !errors.amount ? refundRefusal(refundFacts(p), toMinor(normaliseMoney(v.amount)), v.reason) : null;
      if (refused?.field && !errors[refused.field]) errors[refused.field] = refused.message;
      return errors;
    },
    onSubmit: async (v, helpers) => {
      if (!p) return;
      const input = { amount: normaliseMoney(v.amount)!, reason: v.reason.trim() };
      try {
        await refund({ variables: { paymentId: p.id, input } });
        toast({
          title: t('refundDialog.requested'),
          description: t('refundDialog.goesBack', { amount: money(input.amount, p.currency), member: p.member?.fullName ?? t('refundDialog.theMember') }),
          variant: 'success',
        });
        close();
      } catch (e) {
        const field = errorField(e);
        if (field === 'amount' || field === 'reason') helpers.setFieldError(field, serverMessage(e, t('refundDialog.invalid')));
        else toast({ title: t('refundDialog.failed'), description: serverMessage(e, t('refundDialog.couldNot')), variant: 'destructive' });
      } finally {
        void refresh();
      }
    },
  });
  const close = () => {
    form.resetForm();
    onClose();
  };
  const description = p
    ? t('refundDialog.description', {
        purpose: t(`purpose.${p.purpose}`),
        amount: money(p.amount, p.currency),
        method: p.method ? methodLabel(p.method) : t('online'),
        date: formatDate(p.receivedAt ?? p.createdAt),
        reference: p.providerReference,
        left: money(fromMinor(left), p.currency),
      })
    : undefined;
  return (
    <FormDialog
      open={open}
      title={t('refundDialog.title')}
      description={description}
      submitLabel={t('refundDialog.submit')}
      pendingLabel={t('refundDialog.pending')}
      pending={loading}
      onSubmit={() => void form.submitForm()}
      onClose={close}
    >
      <TextField
        label={t('refundDialog.amount')}
        required
        fullWidth
        autoFocus
        slotProps={{
          htmlInput: { inputMode: 'decimal' },
          input: { startAdornment: p ? <InputAdornment position="start">{currencySymbol(p.currency)}</InputAdornment> : undefined },
        }}
        {...fieldProps(form, 'amount')}
      />
      <TextField label={t('refundDialog.reason')} required fullWidth multiline minRows={2} placeholder={t('refundDialog.reasonPlaceholder')} {...fieldProps(form, 'reason')} />
    </FormDialog>
  );
}

import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { resolvePaymentSchema } from '../../../../../validation/payments';
import { errorField, serverMessage } from '../../../lib/errors';
import { useToast } from '../../../lib/toast';
import { FormDialog } from '../../../ui/FormDialog';
import { fieldProps, validateConverted } from '../../../ui/formik';
import { useAdminPaymentsT } from './t';
import { useRefreshPayments, useResolvePayment, type AdminPayment } from './operations';

/** Settles a payment's attention item without a refund (the office keeps the money on purpose), with a note for the audit log. */
export function ResolveDialog({ payment: p, open, onClose }: { payment: AdminPayment | null; open: boolean; onClose: () => void }) {
  const toast = useToast();
  const { t } = useAdminPaymentsT();
  const refresh = useRefreshPayments();
  const [resolve, { loading }] = useResolvePayment();
  const form = useFormik({
    initialValues: { note: '' },
    validate: (v) => validateConverted(resolvePaymentSchema, v),
    onSubmit: async (v, helpers) => {
      if (!p) return;
      try {
        await resolve({ variables: { paymentId: p.id, note: v.note.trim() } });
        toast({ title: t('resolveDialog.done'), description: t('resolveDialog.doneText'), variant: 'success' });
        close();
      } catch (e) {
        if (errorField(e) === 'note') helpers.setFieldError('note', serverMessage(e, t('resolveDialog.invalid')));
        else toast({ title: t('resolveDialog.failed'), description: serverMessage(e, t('resolveDialog.tryAgain')), variant: 'destructive' });
      } finally {
        void refresh();
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
      title={t('resolveDialog.title')}
      description={p?.attention ? t('resolveDialog.description', { attention: p.attention }) : undefined}
      submitLabel={t('resolveDialog.submit')}
      pendingLabel={t('resolveDialog.pending')}
      pending={loading}
      onSubmit={() => void form.submitForm()}
      onClose={close}
    >
      <TextField label={t('resolveDialog.note')} required fullWidth multiline minRows={2} autoFocus placeholder={t('resolveDialog.notePlaceholder')} {...fieldProps(form, 'note')} />
    </FormDialog>
  );
}

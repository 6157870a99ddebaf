import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { resolvePaymentSchema } from '../../../../../validation/payments';
import { errorField, serverMessage } from '../../../lib/errors';
import { useToast } from '../../../lib/toast';
import { FormDialog } from '../../../ui/FormDialog';
import { fieldProps, validateConverted } from '../../../ui/formik';
import { useRefreshPayments, useResolvePayment, type AdminPayment } from './operations';

/** Settles a payment's attention item without a refund (the office keeps the money on purpose), with a note for the audit log. */
export function ResolveDialog({ payment: p, open, onClose }: { payment: AdminPayment | null; open: boolean; onClose: () => void }) {
  const toast = useToast();
  const refresh = useRefreshPayments();
  const [resolve, { loading }] = useResolvePayment();
  const form = useFormik({
    initialValues: { note: '' },
    validate: (v) => validateConverted(resolvePaymentSchema, v),
    onSubmit: async (v, helpers) => {
      if (!p) return;
      try {
        await resolve({ variables: { paymentId: p.id, note: v.note.trim() } });
        toast({ title: 'Marked settled', description: 'The payment needs no more attention.', variant: 'success' });
        close();
      } catch (e) {
        if (errorField(e) === 'note') helpers.setFieldError('note', serverMessage(e, 'Invalid value'));
        else toast({ title: 'Failed to mark settled', description: serverMessage(e, 'Please try again.'), variant: 'destructive' });
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
      title="Mark settled"
      description={p?.attention ? `${p.attention}. Keep the money without a refund? Say why; the audit log keeps your note.` : undefined}
      submitLabel="Mark settled"
      pendingLabel="Saving..."
      pending={loading}
      onSubmit={() => void form.submitForm()}
      onClose={close}
    >
      <TextField label="Note" required fullWidth multiline minRows={2} autoFocus placeholder="e.g. Applied to the next invoice" {...fieldProps(form, 'note')} />
    </FormDialog>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { Formik } from 'formik';
import { DEFAULT_TEST_PHONE_PREFIX, TEST_MESSAGE_MAX, whatsappTestSchema } from '../../../../../validation/whatsapp';
import { useToast } from '../../../lib/toast';
import { fieldProps, validateConverted } from '../../../ui/formik';
import { useFailureToast } from '../shared/toasts';
import { useSendWhatsappTest } from './operations';
import { useAdminWhatsappT } from './t';

/** Test Messages tab: free text to one number; the answer's success decides the toast (spec §8). */
export function TestMessagesTab({ onSent }: { onSent: () => void }) {
  const [send] = useSendWhatsappTest();
  const toast = useToast();
  const failed = useFailureToast();
  const { t } = useAdminWhatsappT();
  return (
    <Formik
      initialValues={{ phoneNumber: DEFAULT_TEST_PHONE_PREFIX, message: '' }}
      validate={(v) => validateConverted(whatsappTestSchema, v)}
      onSubmit={async (values, helpers) => {
        try {
          const res = await send({ variables: { input: values } });
          const result = res.data?.sendWhatsappTestMessage;
          if (result?.success) {
            toast({ title: t('test.sent'), description: t('test.sentText', { phone: values.phoneNumber }), variant: 'success' });
            helpers.resetForm({ values: { ...values, message: '' } });
            onSent();
          } else {
            toast({ title: t('test.sendFailed'), description: result?.error ?? undefined, variant: 'destructive' });
          }
        } catch (e) {
          failed(t('test.failed'), e, t('test.sendFailed'));
        }
      }}
    >
      {(f) => (
        <Box component="form" noValidate aria-label={t('test.form')} onSubmit={f.handleSubmit} sx={{ maxWidth: 560 }}>
          <TextField {...fieldProps(f, 'phoneNumber')} label={t('test.phone')} type="tel" fullWidth margin="normal" required helperText={fieldProps(f, 'phoneNumber').helperText ?? t('test.phoneHelp')} />
          <TextField
            {...fieldProps(f, 'message')}
            label={t('test.message')}
            fullWidth
            margin="normal"
            required
            multiline
            minRows={4}
            helperText={fieldProps(f, 'message').helperText ?? `${f.values.message.length} / ${TEST_MESSAGE_MAX}`}
          />
          <Box sx={{ mt: 2 }}>
            <Button type="submit" variant="contained" disabled={f.isSubmitting}>
              {f.isSubmitting ? t('test.sending') : t('test.send')}
            </Button>
          </Box>
        </Box>
      )}
    </Formik>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Formik } from 'formik';
import { whatsappConfigSchema } from '../../../../../validation/whatsapp';
import { useToast } from '../../../lib/toast';
import { fieldProps, validateConverted } from '../../../ui/formik';
import { ErrorState } from '../../../ui/QueryState';
import { useFailureToast } from '../shared/toasts';
import { useSaveWhatsappConfig, useWhatsappConfig } from './operations';

interface Values {
  phoneNumberId: string;
  accessToken: string;
  webhookVerifyToken: string;
  isActive: boolean;
}

/** Configuration tab: spec §5 messages from the shared schema; the token comes back masked and is kept when unchanged. */
export function ConfigurationTab() {
  const { data, loading, error } = useWhatsappConfig();
  const [save] = useSaveWhatsappConfig();
  const toast = useToast();
  const failed = useFailureToast();

  if (loading && !data) return <Skeleton variant="rounded" height={260} aria-label="Loading" />;
  if (error) return <ErrorState message="Failed to load the WhatsApp configuration. Please try again later." />;
  const c = data?.whatsappConfig;
  const initial: Values = {
    phoneNumberId: c?.phoneNumberId ?? '',
    accessToken: c?.accessToken ?? '',
    webhookVerifyToken: c?.webhookVerifyToken ?? '',
    isActive: c?.isActive ?? true,
  };

  return (
    <Formik<Values>
      initialValues={initial}
      enableReinitialize
      validate={(v) => validateConverted(whatsappConfigSchema, v)}
      onSubmit={async (values, helpers) => {
        try {
          const res = await save({ variables: { input: values } });
          const saved = res.data?.saveWhatsappConfig;
          if (saved) helpers.resetForm({ values: { ...values, accessToken: saved.accessToken } });
          toast({ title: 'Configuration saved', description: 'WhatsApp is set up with these details.', variant: 'success' });
        } catch (e) {
          failed('Configuration failed', e, 'Failed to save configuration');
        }
      }}
    >
      {(f) => (
        <Box component="form" noValidate aria-label="WhatsApp configuration" onSubmit={f.handleSubmit} sx={{ maxWidth: 560 }}>
          <TextField {...fieldProps(f, 'phoneNumberId')} label="Phone Number ID" fullWidth margin="normal" required />
          <TextField
            {...fieldProps(f, 'accessToken')}
            label="Access Token"
            fullWidth
            margin="normal"
            required
            autoComplete="off"
            helperText={fieldProps(f, 'accessToken').helperText ?? (c ? 'Stored encrypted. Leave the masked value to keep it.' : undefined)}
          />
          <TextField {...fieldProps(f, 'webhookVerifyToken')} label="Webhook Verify Token" fullWidth margin="normal" required autoComplete="off" />
          <FormControlLabel
            control={<Switch checked={f.values.isActive} onChange={(e) => void f.setFieldValue('isActive', e.target.checked)} />}
            label="Send WhatsApp messages"
          />
          {c?.webhookUrl && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
              Webhook URL for the Meta app: <code>{c.webhookUrl}</code>
            </Typography>
          )}
          <Box sx={{ mt: 3 }}>
            <Button type="submit" variant="contained" disabled={f.isSubmitting}>
              {f.isSubmitting ? 'Saving...' : 'Save Configuration'}
            </Button>
          </Box>
        </Box>
      )}
    </Formik>
  );
}

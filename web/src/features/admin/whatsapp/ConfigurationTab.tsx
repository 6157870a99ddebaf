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
import { useAdminWhatsappT } from './t';

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
  const { t } = useAdminWhatsappT();

  if (loading && !data) return <Skeleton variant="rounded" height={260} aria-label={t('loading')} />;
  if (error) return <ErrorState message={t('config.loadError')} />;
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
          toast({ title: t('config.saved'), description: t('config.savedText'), variant: 'success' });
        } catch (e) {
          failed(t('config.failed'), e, t('config.failedText'));
        }
      }}
    >
      {(f) => (
        <Box component="form" noValidate aria-label={t('config.form')} onSubmit={f.handleSubmit} sx={{ maxWidth: 560 }}>
          <TextField {...fieldProps(f, 'phoneNumberId')} label={t('config.phoneNumberId')} fullWidth margin="normal" required />
          <TextField
            {...fieldProps(f, 'accessToken')}
            label={t('config.accessToken')}
            fullWidth
            margin="normal"
            required
            autoComplete="off"
            helperText={fieldProps(f, 'accessToken').helperText ?? (c ? t('config.accessTokenHelp') : undefined)}
          />
          <TextField {...fieldProps(f, 'webhookVerifyToken')} label={t('config.verifyToken')} fullWidth margin="normal" required autoComplete="off" />
          <FormControlLabel
            control={<Switch checked={f.values.isActive} onChange={(e) => void f.setFieldValue('isActive', e.target.checked)} />}
            label={t('config.active')}
          />
          {c?.webhookUrl && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
              {t('config.webhookUrl')} <code>{c.webhookUrl}</code>
            </Typography>
          )}
          <Box sx={{ mt: 3 }}>
            <Button type="submit" variant="contained" disabled={f.isSubmitting}>
              {f.isSubmitting ? t('config.saving') : t('config.save')}
            </Button>
          </Box>
        </Box>
      )}
    </Formik>
  );
}

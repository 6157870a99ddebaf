import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { WEBHOOK_EVENTS } from '../../../../../rules/webhooks';
import { webhookEndpointSchema } from '../../../../../validation/webhooks';
import type { AdminWebhookEndpointsQuery } from '../../../gql/graphql';
import { useToast } from '../../../lib/toast';
import { fieldProps } from '../../../ui/formik';
import { FormDialog } from '../../../ui/FormDialog';
import { useFailureToast } from '../shared/toasts';
import { fieldErrorText } from '../../../i18n/field-error';
import { useCreateWebhook, useUpdateWebhook } from './operations';
import { useAdminWebhooksT } from './t';

export type AdminWebhook = AdminWebhookEndpointsQuery['webhookEndpoints'][number];

interface Values {
  url: string;
  description: string;
  events: string[];
}

const empty: Values = { url: '', description: '', events: [] };

/** 'New Endpoint' (then its secret, shown once: `onCreated`), or 'Edit Endpoint' prefilled from `endpoint`. */
export function WebhookFormDialog(props: { open: boolean; endpoint: AdminWebhook | null; onClose: () => void; onCreated: (secret: string) => void }) {
  const { endpoint } = props;
  const toast = useToast();
  const { t } = useAdminWebhooksT();
  const fail = useFailureToast();
  const [create, created] = useCreateWebhook();
  const [update, updated] = useUpdateWebhook();

  const form = useFormik<Values>({
    initialValues: endpoint ? { url: endpoint.url, description: endpoint.description, events: endpoint.events } : empty,
    enableReinitialize: true,
    validationSchema: webhookEndpointSchema,
    onSubmit: async (input) => {
      try {
        if (endpoint) {
          await update({ variables: { id: endpoint.id, input } });
          toast({ title: t('form.success'), description: t('form.updated'), variant: 'success' });
          close();
        } else {
          const res = await create({ variables: { input } });
          close();
          props.onCreated(res.data!.createWebhookEndpoint.secret);
        }
      } catch (e) {
        fail(endpoint ? t('form.updateFailed') : t('form.createFailed'), e, t('somethingWrong'));
      }
    },
  });

  const close = () => {
    form.resetForm();
    props.onClose();
  };

  const toggle = (name: string, on: boolean) => {
    // In the rule's order, whatever order they were ticked in.
    const next = WEBHOOK_EVENTS.filter((e) => (e === name ? on : form.values.events.includes(e)));
    void form.setFieldValue('events', next);
  };

  const eventsError = form.submitCount > 0 && typeof form.errors.events === 'string' ? form.errors.events : undefined;
  return (
    <FormDialog
      open={props.open}
      title={endpoint ? t('form.editTitle') : t('form.addTitle')}
      description={endpoint ? t('form.editDescription') : t('form.addDescription')}
      submitLabel={endpoint ? t('form.save') : t('form.add')}
      pendingLabel={t('form.saving')}
      pending={created.loading || updated.loading}
      onSubmit={() => form.handleSubmit()}
      onClose={close}
    >
      <TextField label={t('form.url')} required type="url" placeholder={t('form.urlPlaceholder')} {...fieldProps(form, 'url')} />
      <TextField label={t('form.description')} {...fieldProps(form, 'description')} />
      <FormControl error={!!eventsError} component="fieldset" variant="standard">
        <FormLabel component="legend">{t('form.events')}</FormLabel>
        <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {WEBHOOK_EVENTS.map((name) => (
            <FormControlLabel
              key={name}
              label={name}
              control={<Checkbox checked={form.values.events.includes(name)} onChange={(e) => toggle(name, e.target.checked)} name="events" value={name} />}
            />
          ))}
        </FormGroup>
        {eventsError && <FormHelperText>{fieldErrorText(eventsError)}</FormHelperText>}
      </FormControl>
    </FormDialog>
  );
}

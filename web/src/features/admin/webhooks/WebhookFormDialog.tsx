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
import { useCreateWebhook, useUpdateWebhook } from './operations';

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
          toast({ title: 'Success!', description: 'Endpoint updated successfully', variant: 'success' });
          close();
        } else {
          const res = await create({ variables: { input } });
          close();
          props.onCreated(res.data!.createWebhookEndpoint.secret);
        }
      } catch (e) {
        fail(endpoint ? 'Error updating endpoint' : 'Error creating endpoint', e, 'Something went wrong');
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
      title={endpoint ? 'Edit Endpoint' : 'New Endpoint'}
      description={endpoint ? 'Change where events go and which.' : 'Events are POSTed to this URL, signed per Standard Webhooks.'}
      submitLabel={endpoint ? 'Save Changes' : 'Add Endpoint'}
      pendingLabel="Saving..."
      pending={created.loading || updated.loading}
      onSubmit={() => form.handleSubmit()}
      onClose={close}
    >
      <TextField label="URL" required type="url" placeholder="https://example.org/hooks" {...fieldProps(form, 'url')} />
      <TextField label="Description" {...fieldProps(form, 'description')} />
      <FormControl error={!!eventsError} component="fieldset" variant="standard">
        <FormLabel component="legend">Events</FormLabel>
        <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {WEBHOOK_EVENTS.map((name) => (
            <FormControlLabel
              key={name}
              label={name}
              control={<Checkbox checked={form.values.events.includes(name)} onChange={(e) => toggle(name, e.target.checked)} name="events" value={name} />}
            />
          ))}
        </FormGroup>
        {eventsError && <FormHelperText>{eventsError}</FormHelperText>}
      </FormControl>
    </FormDialog>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import { useToast } from '../../lib/toast';
import { serverMessage } from '../../lib/errors';
import { fieldProps } from '../../ui/formik';
import { FormDialog } from '../../ui/FormDialog';
import { duplicateChildOf, type DuplicateChild } from './duplicate';
import { useAddChild, useClaimChild } from './operations';
import { useChildrenT } from './t';

// The spec's English messages: fieldProps shows them in the active language (the shared messages catalog's patterns).
const schema = yup.object({
  name: yup.string().trim().required('Name is required').max(200, 'Name must be at most 200 characters'),
  dateOfBirth: yup.string().required('Date of birth is required'),
});

/**
 * 'Add Child'. The server decides duplicates (spec §8): the same parent is offered "View" (the
 * existing card), anyone else "Claim" (becoming the parent of an unclaimed child).
 */
export function AddChildDialog(props: { open: boolean; onClose: () => void; onView: (childId: string) => void }) {
  const toast = useToast();
  const { t } = useChildrenT();
  const [add, added] = useAddChild();
  const [claim, claimed] = useClaimChild();
  const [duplicate, setDuplicate] = useState<DuplicateChild | null>(null);

  const form = useFormik({
    initialValues: { name: '', dateOfBirth: '' },
    validationSchema: schema,
    onSubmit: async (v) => {
      setDuplicate(null);
      try {
        await add({ variables: { input: { name: v.name.trim(), dateOfBirth: v.dateOfBirth } } });
        toast({ title: t('dialog.added'), description: t('dialog.addedText', { name: v.name.trim() }), variant: 'success' });
        close();
      } catch (e) {
        const dup = duplicateChildOf(e);
        if (dup) setDuplicate(dup);
        else toast({ title: t('dialog.addFailed'), description: serverMessage(e, t('dialog.addFailed')), variant: 'destructive' });
      }
    },
  });

  const close = () => {
    form.resetForm();
    setDuplicate(null);
    props.onClose();
  };

  const claimExisting = async (childId: string) => {
    try {
      const res = await claim({ variables: { id: childId } });
      toast({ title: t('dialog.claimed'), description: t('dialog.claimedText', { name: res.data?.claimChild.name ?? t('dialog.theChild') }), variant: 'success' });
      close();
    } catch (e) {
      toast({ title: t('dialog.claimFailed'), description: serverMessage(e, t('dialog.claimFailedText')), variant: 'destructive' });
    }
  };

  return (
    <FormDialog
      open={props.open}
      title={t('dialog.title')}
      description={t('dialog.description')}
      submitLabel={t('dialog.submit')}
      pendingLabel={t('dialog.adding')}
      pending={added.loading || claimed.loading}
      onSubmit={() => void form.submitForm()}
      onClose={close}
    >
      <TextField label={t('dialog.name')} required fullWidth {...fieldProps(form, 'name')} />
      <TextField
        label={t('dialog.dateOfBirth')}
        type="date"
        required
        fullWidth
        slotProps={{ inputLabel: { shrink: true } }}
        {...fieldProps(form, 'dateOfBirth')}
      />
      {duplicate && (
        <Alert
          severity="info"
          role="alert"
          action={
            duplicate.action === 'view-existing' ? (
              <Button color="inherit" size="small" onClick={() => { close(); props.onView(duplicate.childId); }}>
                {t('dialog.view')}
              </Button>
            ) : (
              <Button color="inherit" size="small" onClick={() => void claimExisting(duplicate.childId)}>
                {t('dialog.claim')}
              </Button>
            )
          }
        >
          {duplicate.message}
        </Alert>
      )}
    </FormDialog>
  );
}

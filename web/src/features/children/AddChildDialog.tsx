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
        toast({ title: 'Child added', description: `${v.name.trim()} has been added.`, variant: 'success' });
        close();
      } catch (e) {
        const dup = duplicateChildOf(e);
        if (dup) setDuplicate(dup);
        else toast({ title: 'Error adding child', description: serverMessage(e, 'Error adding child'), variant: 'destructive' });
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
      toast({ title: 'Child claimed', description: `${res.data?.claimChild.name ?? 'The child'} is now in My Children.`, variant: 'success' });
      close();
    } catch (e) {
      toast({ title: 'Could not claim child', description: serverMessage(e, 'Something went wrong'), variant: 'destructive' });
    }
  };

  return (
    <FormDialog
      open={props.open}
      title="Add Child"
      description="Add your child to follow their team events and tell coaches when they can play."
      submitLabel="Add Child"
      pendingLabel="Adding..."
      pending={added.loading || claimed.loading}
      onSubmit={() => void form.submitForm()}
      onClose={close}
    >
      <TextField label="Name" required fullWidth {...fieldProps(form, 'name')} />
      <TextField
        label="Date of birth"
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
                View
              </Button>
            ) : (
              <Button color="inherit" size="small" onClick={() => void claimExisting(duplicate.childId)}>
                Claim
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

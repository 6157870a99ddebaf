import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { createUserSchema, updateUserSchema } from '../../../../../validation/users';
import type { AdminUsersListQuery } from '../../../gql/graphql';
import { useToast } from '../../../lib/toast';
import { fieldProps } from '../../../ui/formik';
import { FormDialog } from '../../../ui/FormDialog';
import { useFailureToast } from '../shared/toasts';
import { useCreateUser, useUpdateUser } from './operations';
import { useAdminUsersT } from './t';

export type AdminUser = AdminUsersListQuery['users'][number];

const empty = { username: '', password: '', fullName: '', email: '', isAdmin: false, isParent: false };

// The shared rules field by field: the API schemas refuse unknown keys, and the form carries both modes' fields.
const addForm = yup.object(createUserSchema.fields);
const { fullName, email, isAdmin, isParent } = updateUserSchema.fields;
const editForm = yup.object({ fullName, email, isAdmin, isParent });

/** 'Add New User' when `user` is null, otherwise 'Edit User' (username and password are not editable). */
export function UserFormDialog({ open, user, onClose }: { open: boolean; user: AdminUser | null; onClose: () => void }) {
  const toast = useToast();
  const { t } = useAdminUsersT();
  const fail = useFailureToast();
  const [createUser, created] = useCreateUser();
  const [updateUser, updated] = useUpdateUser();
  const editing = !!user;

  const form = useFormik({
    initialValues: user ? { ...empty, fullName: user.fullName, email: user.email, isAdmin: user.isAdmin, isParent: user.isParent } : empty,
    enableReinitialize: true,
    validationSchema: editing ? editForm : addForm,
    validateOnMount: false,
    onSubmit: async (v) => {
      const fullName = v.fullName.trim();
      const email = v.email.trim();
      try {
        if (user) {
          await updateUser({ variables: { id: user.id, input: { fullName, email, isAdmin: v.isAdmin, isParent: v.isParent } } });
          toast({ title: t('form.updated'), variant: 'success' });
        } else {
          await createUser({ variables: { input: { username: v.username.trim(), password: v.password, fullName, email, isAdmin: v.isAdmin, isParent: v.isParent } } });
          toast({ title: t('form.created'), variant: 'success' });
        }
        close();
      } catch (e) {
        if (user) fail(t('form.updateFailed'), e, t('form.updateFailedText'));
        else fail(t('form.createFailed'), e, t('form.createFailedText'));
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
      title={editing ? t('form.editTitle') : t('form.addTitle')}
      description={editing ? t('form.editDescription') : t('form.addDescription')}
      submitLabel={editing ? t('form.save') : t('form.create')}
      pending={created.loading || updated.loading}
      onSubmit={() => form.handleSubmit()}
      onClose={close}
    >
      {!editing && <TextField label={t('form.username')} autoComplete="off" required {...fieldProps(form, 'username')} />}
      {!editing && <TextField label={t('form.password')} type="password" autoComplete="new-password" required {...fieldProps(form, 'password')} />}
      <TextField label={t('form.fullName')} required {...fieldProps(form, 'fullName')} />
      <TextField label={t('form.email')} type="email" required {...fieldProps(form, 'email')} />
      <FormControlLabel
        control={<Switch name="isAdmin" checked={form.values.isAdmin} onChange={form.handleChange} />}
        label={t('form.admin')}
      />
      <FormControlLabel
        control={<Switch name="isParent" checked={form.values.isParent} onChange={form.handleChange} />}
        label={t('form.parent')}
      />
    </FormDialog>
  );
}

import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useField } from 'formik';

/**
 * A TextField bound to a formik field: the yup message shows once the field was touched (or on submit).
 * `form` prefixes the id, since the Sign In and Register panels are in the page together.
 */
export function FormTextField({ name, form, ...props }: { name: string; form: string } & Omit<TextFieldProps, 'name' | 'value' | 'error'>) {
  const [field, meta] = useField<string>(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <TextField
      {...field}
      value={field.value ?? ''}
      id={`${form}-${name}`}
      name={name}
      fullWidth
      margin="dense"
      error={!!error}
      // A blank line is reserved for the message, so a message appearing on blur does not shift
      // the form under the pointer (a click on the link below would otherwise miss).
      helperText={error ?? props.helperText ?? ' '}
      {...props}
    />
  );
}

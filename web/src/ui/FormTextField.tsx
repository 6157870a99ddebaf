import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useField } from 'formik';
import type { ReactNode } from 'react';
import { fieldErrorText } from '../i18n/field-error';

/**
 * A text field bound to a formik field: the yup message shows once the field was touched (or on submit).
 * `form` prefixes the id, since the Sign In and Register panels are in the page together.
 *
 * It renders what MUI's outlined TextField renders (same elements, classes, label and helper-text ids and
 * aria-describedby), composed from its parts: TextField itself also imports Select, with Menu, Popover,
 * Modal and List, about 15 KB the sign-in page would download and evaluate for nothing.
 */
export function FormTextField({
  name,
  form,
  label,
  helperText,
  type,
  autoComplete,
  autoFocus,
}: {
  name: string;
  form: string;
  label: ReactNode;
  helperText?: ReactNode;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
}) {
  const [field, meta] = useField<string>(name);
  const error = meta.touched && meta.error ? fieldErrorText(meta.error) : undefined;
  const id = `${form}-${name}`;
  return (
    <FormControl className="MuiTextField-root" fullWidth margin="dense" error={!!error} variant="outlined">
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...field}
        value={field.value ?? ''}
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        fullWidth
        label={label}
        aria-describedby={`${id}-helper-text`}
      />
      {/* A blank line is reserved for the message, so a message appearing on blur does not shift
          the form under the pointer (a click on the link below would otherwise miss). */}
      <FormHelperText id={`${id}-helper-text`}>{error ?? helperText ?? ' '}</FormHelperText>
    </FormControl>
  );
}
